import { diffWordsWithSpace } from 'diff';

/** One run of a word diff: kept, added (shown as <ins>) or removed (<del>). */
export interface DiffPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

const BLOCKS = new Set(['P', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'LI', 'BLOCKQUOTE', 'PRE', 'DIV']);

/**
 * The readable text of rich-text HTML: one paragraph a block, list items with a bullet, line
 * breaks kept. Parsed by the browser's DOMParser, which runs no script and loads nothing.
 */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const blocks: string[] = [];
  let line = '';
  const flush = () => {
    const text = line
      .split('\n')
      .map((l) => l.replace(/ +/g, ' ').trim())
      .join('\n')
      .trim();
    if (text) blocks.push(text);
    line = '';
  };
  const visit = (node: Node) => {
    if (node.nodeType === Node.TEXT_NODE) {
      // Source line breaks are only spacing; <br> is the one line break the text keeps.
      line += (node.textContent ?? '').replace(/\s+/g, ' ');
      return;
    }
    if (!(node instanceof Element)) return;
    if (node.tagName === 'BR') {
      line += '\n';
      return;
    }
    const block = BLOCKS.has(node.tagName);
    if (block) flush();
    if (node.tagName === 'LI') line += '• ';
    node.childNodes.forEach(visit);
    if (block) flush();
  };
  doc.body.childNodes.forEach(visit);
  flush();
  return blocks.join('\n\n');
}

/** A word-level diff of two texts (jsdiff's diffWordsWithSpace: whitespace and line breaks are tokens too). */
export function wordDiff(before: string, after: string): DiffPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({ text: part.value, change: part.added ? 'added' : part.removed ? 'removed' : 'same' }));
}
