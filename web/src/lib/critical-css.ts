import { DEFERRED_STYLESHEET_ATTRIBUTE } from './deferred-stylesheet';

/**
 * Critical CSS (decision 110): a server-rendered page inlines only the rules that can apply to the
 * elements in its HTML; the full stylesheet is fetched when the app starts (lib/deferred-stylesheet.ts).
 *
 * A rule is kept when every class, id and element name its selector needs is somewhere in the
 * page. Everything that depends on state (`:hover`, `[aria-expanded=true]`, `[open]`, `:not(…)`,
 * `:has(…)`, pseudo-elements) is ignored, so an element's state rules come with it, and a rule is
 * kept whenever it is not clear: keeping a rule too many costs bytes, missing one changes the look.
 * The preflight, Tailwind's property fallbacks, `@property`, `@font-face` and the like are kept
 * whole, every `@layer` block too (empty if need be: a layer's place is fixed by where it first
 * appears, and the full sheet must not find `utilities` ahead of `components`), a `@keyframes` when
 * a kept rule names it, and a theme custom property when the kept CSS or an inline style uses it.
 * Rules stay in their order and inside their `@media`/`@supports`, so with the full sheet added
 * later every element keeps the same winning declarations.
 *
 * The parser reads the CSS Tailwind and lightningcss build (minified, no nesting), and tolerates
 * spaces and comments; a style rule with nested rules is one unit, kept for its own selector.
 */

/** Layers kept whole: the preflight. */
const WHOLE_LAYERS = new Set(['base']);
/**
 * Layers of custom properties, each kept when a kept rule uses it, directly or through another:
 * Tailwind's theme, and the fallback values of its registered properties (for browsers without @property).
 */
const VARIABLE_LAYERS = new Set(['theme', 'properties']);
const VARIABLE_REFERENCE = /var\(\s*(--(?:[\w-]|\\.)+)/g;
/** At-rules whose contents are filtered rule by rule; any other block at-rule is kept whole. */
const GROUPING_RULES = new Set(['media', 'supports', 'container', 'starting-style', 'scope', 'document', '-moz-document']);
const KEYFRAMES_RULES = new Set(['keyframes', '-webkit-keyframes', '-moz-keyframes']);
/** Pseudo-classes whose argument is a selector list any one of which must match. */
const MATCHES_ANY = new Set(['is', 'where', 'matches', '-webkit-any', '-moz-any']);

/** What a selector needs in the page: all these tokens, and one need of each group. */
interface Need {
  tokens: string[];
  groups: Need[][];
}
const ALWAYS: Need = { tokens: [], groups: [] };

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; text: string; needs: Need[] }
  | { kind: 'block'; open: string; children: Piece[]; keepEmpty: boolean }
  | { kind: 'keyframes'; text: string; name: string }
  | { kind: 'property'; text: string; name: string }
  | { kind: 'variables'; open: string; declarations: { name: string; text: string }[] };

/** How the statements of a block are read: rule by rule, kept whole, or custom property by custom property. */
type Mode = 'rules' | 'whole' | 'variables';

/** Class (`.x`), id (`#x`) and element (`x`) names present in a page, and the custom properties (`--x`) it uses inline. */
export type PageTokens = Set<string>;

// ---------------------------------------------------------------------------------------------
// The page

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };
const decodeEntities = (value: string) =>
  value.includes('&')
    ? value.replace(/&(?:#x([\da-f]+)|#(\d+)|([a-z]+));/gi, (whole, hex?: string, dec?: string, name?: string) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : dec ? String.fromCodePoint(Number(dec)) : (ENTITIES[name!.toLowerCase()] ?? whole),
      )
    : value;

/** The element names, classes and ids in an HTML document (what React renders: double-quoted attributes). */
export function pageTokens(html: string): PageTokens {
  const tokens: PageTokens = new Set();
  for (const [, tag] of html.matchAll(/<([a-zA-Z][\w-]*)/g)) tokens.add(tag!.toLowerCase());
  for (const [, value] of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(value!).split(/[\t\n\f\r ]+/)) if (name) tokens.add(`.${name}`);
  }
  for (const [, value] of html.matchAll(/\sid="([^"]*)"/g)) tokens.add(`#${decodeEntities(value!)}`);
  for (const [, name] of html.matchAll(VARIABLE_REFERENCE)) tokens.add(name!);
  return tokens;
}

// ---------------------------------------------------------------------------------------------
// Selectors

class Unclear extends Error {}

const isIdentChar = (c: string) => /[\w-]/.test(c) || c.charCodeAt(0) >= 0x80;

/** Reads an identifier at `i` (escapes decoded); returns it and the index after it. */
function readIdent(s: string, i: number): [string, number] {
  let out = '';
  while (i < s.length) {
    const c = s[i]!;
    if (c === '\\') {
      const hex = /^[\da-fA-F]{1,6}[ \t\n\r\f]?/.exec(s.slice(i + 1, i + 8));
      if (hex) {
        const code = parseInt(hex[0].trim(), 16);
        out += code === 0 || code > 0x10ffff ? '\ufffd' : String.fromCodePoint(code);
        i += 1 + hex[0].length;
      } else {
        if (i + 1 >= s.length) throw new Unclear();
        out += s[i + 1];
        i += 2;
      }
    } else if (isIdentChar(c)) {
      out += c;
      i++;
    } else break;
  }
  return [out, i];
}

/** The index of the bracket that closes the one at `open` (strings and escapes skipped). */
function closing(s: string, open: number): number {
  const pairs: Record<string, string> = { '(': ')', '[': ']', '{': '}' };
  const stack: string[] = [];
  for (let i = open; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(s, i);
    else if (c === '/' && s[i + 1] === '*') i = commentEnd(s, i);
    else if (pairs[c]) stack.push(pairs[c]);
    else if (c === ')' || c === ']' || c === '}') {
      if (stack.pop() !== c) throw new Unclear();
      if (stack.length === 0) return i;
    }
  }
  throw new Unclear();
}

function stringEnd(s: string, open: number): number {
  for (let i = open + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === s[open]) return i;
  }
  throw new Unclear();
}

function commentEnd(s: string, open: number): number {
  const end = s.indexOf('*/', open + 2);
  if (end < 0) throw new Unclear();
  return end + 1;
}

/** Splits at the commas (or `separator`) outside brackets and strings. */
function splitList(s: string, separator = ','): string[] {
  const parts: string[] = [];
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const c = s[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") i = stringEnd(s, i);
    else if (c === '(' || c === '[') i = closing(s, i);
    else if (c === separator) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(s.slice(start));
  return parts;
}

/** What one complex selector (no commas) needs. */
function selectorNeed(selector: string): Need {
  const need: Need = { tokens: [], groups: [] };
  const s = selector.replace(/\/\*[\s\S]*?\*\//g, ' ');
  let i = 0;
  while (i < s.length) {
    const c = s[i]!;
    if (/[\s>+~*&]/.test(c)) {
      i++;
    } else if (c === '.' || c === '#') {
      const [name, next] = readIdent(s, i + 1);
      if (!name) throw new Unclear();
      need.tokens.push(`${c}${name}`);
      i = next;
    } else if (c === '[') {
      i = closing(s, i) + 1;
    } else if (c === ':') {
      i += s[i + 1] === ':' ? 2 : 1;
      const [name, next] = readIdent(s, i);
      i = next;
      if (s[i] === '(') {
        const end = closing(s, i);
        if (MATCHES_ANY.has(name.toLowerCase())) need.groups.push(selectorListNeeds(s.slice(i + 1, end)));
        // :not(), :has(), :nth-child(… of …), ::slotted() and the rest: state or structure, never required.
        i = end + 1;
      }
    } else if (isIdentChar(c) || c === '\\') {
      const [name, next] = readIdent(s, i);
      if (s[next] === '|') throw new Unclear();
      need.tokens.push(name.toLowerCase());
      i = next;
    } else {
      throw new Unclear();
    }
  }
  return need;
}

/** The needs of a selector list: any one of them met is enough. A selector we cannot read needs nothing. */
export function selectorListNeeds(list: string): Need[] {
  try {
    return splitList(list).map(selectorNeed);
  } catch (error) {
    if (error instanceof Unclear) return [ALWAYS];
    throw error;
  }
}

function met(need: Need, tokens: PageTokens): boolean {
  return need.tokens.every((t) => tokens.has(t)) && need.groups.every((group) => group.some((n) => met(n, tokens)));
}

// ---------------------------------------------------------------------------------------------
// The stylesheet

/** Reads the statements of a stylesheet (or of a block's contents) into pieces. */
function parseStatements(css: string, mode: Mode): Piece[] {
  const pieces: Piece[] = [];
  let i = 0;
  while (i < css.length) {
    const c = css[i]!;
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === '/' && css[i + 1] === '*') {
      const end = commentEnd(css, i);
      // Licence comments stay (`/*! … */`); others go.
      if (css[i + 2] === '!') pieces.push({ kind: 'text', text: css.slice(i, end + 1) });
      i = end + 1;
      continue;
    }
    // The prelude runs to the first `{` or `;` outside brackets and strings.
    let j = i;
    while (j < css.length && css[j] !== '{' && css[j] !== ';') {
      const d = css[j]!;
      if (d === '\\') j += 2;
      else if (d === '"' || d === "'") j = stringEnd(css, j) + 1;
      else if (d === '(' || d === '[') j = closing(css, j) + 1;
      else if (d === '/' && css[j + 1] === '*') j = commentEnd(css, j) + 1;
      else j++;
    }
    if (j >= css.length || css[j] === ';') {
      // `@layer a, b;`, `@import …;`, or a stray declaration: kept as it is.
      pieces.push({ kind: 'text', text: css.slice(i, Math.min(j + 1, css.length)) });
      i = j + 1;
      continue;
    }
    const end = closing(css, j);
    const prelude = css.slice(i, j).trim();
    const text = css.slice(i, end + 1);
    const inner = css.slice(j + 1, end);
    i = end + 1;
    if (prelude.startsWith('@')) {
      const [rawName] = readIdent(prelude, 1);
      const name = rawName.toLowerCase();
      if (name === 'layer') {
        const layer = prelude.slice(6).trim();
        const innerMode: Mode = mode !== 'rules' ? mode : WHOLE_LAYERS.has(layer) ? 'whole' : VARIABLE_LAYERS.has(layer) ? 'variables' : 'rules';
        pieces.push({ kind: 'block', open: `${prelude}{`, children: parseStatements(inner, innerMode), keepEmpty: true });
      } else if (mode === 'whole') {
        pieces.push({ kind: 'text', text });
      } else if (GROUPING_RULES.has(name)) {
        pieces.push({ kind: 'block', open: `${prelude}{`, children: parseStatements(inner, mode), keepEmpty: mode === 'variables' });
      } else if (KEYFRAMES_RULES.has(name)) {
        pieces.push({ kind: 'keyframes', text, name: prelude.slice(rawName.length + 1).trim() });
      } else if (name === 'property') {
        pieces.push({ kind: 'property', text, name: prelude.slice(rawName.length + 1).trim() });
      } else {
        pieces.push({ kind: 'text', text });
      }
    } else if (mode === 'whole') {
      pieces.push({ kind: 'text', text });
    } else if (mode === 'variables') {
      pieces.push(variablesOf(prelude, inner) ?? { kind: 'text', text });
    } else {
      pieces.push({ kind: 'rule', text, needs: selectorListNeeds(prelude) });
    }
  }
  return pieces;
}

/** A rule of custom properties only, one piece per property; else null (the rule is kept whole). */
function variablesOf(prelude: string, body: string): Piece | null {
  const declarations: { name: string; text: string }[] = [];
  for (const raw of splitList(body, ';')) {
    const text = raw.trim();
    if (!text) continue;
    const name = /^(--(?:[\w-]|\\.)+)\s*:/.exec(text)?.[1];
    if (!name) return null;
    declarations.push({ name, text });
  }
  return { kind: 'variables', open: `${prelude}{`, declarations };
}

/** A stylesheet read once: the renderer inlines the same one into every page. */
const parsed = new Map<string, Piece[] | null>();
function piecesOf(css: string): Piece[] | null {
  let pieces = parsed.get(css);
  if (pieces === undefined) {
    try {
      pieces = parseStatements(css, 'rules');
    } catch (error) {
      if (!(error instanceof Unclear)) throw error;
      // A stylesheet we cannot read is inlined whole, as before decision 110.
      pieces = null;
    }
    if (parsed.size >= 4) parsed.clear();
    parsed.set(css, pieces);
  }
  return pieces;
}

/** The rules of `css` that can apply to a page with these tokens, in their order and at-rules. */
export function criticalCss(css: string, tokens: PageTokens): string {
  const pieces = piecesOf(css);
  if (!pieces) return css;
  const keyframes: { name: string; index: number; text: string }[] = [];
  const variables: { index: number; piece: Extract<Piece, { kind: 'variables' }> }[] = [];
  const properties: { index: number; piece: Extract<Piece, { kind: 'property' }> }[] = [];
  const out: string[] = [];
  const emit = (list: Piece[]): boolean => {
    let any = false;
    for (const piece of list) {
      if (piece.kind === 'text') {
        out.push(piece.text);
        any = true;
      } else if (piece.kind === 'rule') {
        if (piece.needs.some((need) => met(need, tokens))) {
          out.push(piece.text);
          any = true;
        }
      } else if (piece.kind === 'keyframes') {
        // Kept below if a kept rule names it (its place held meanwhile); it keeps no block alive.
        keyframes.push({ name: piece.name, index: out.length, text: piece.text });
        out.push('');
      } else if (piece.kind === 'property') {
        // Kept below if the kept CSS uses the property (its place held meanwhile).
        properties.push({ index: out.length, piece });
        out.push('');
      } else if (piece.kind === 'variables') {
        // Filled below, once it is known which custom properties the kept rules use.
        variables.push({ index: out.length, piece });
        out.push('');
      } else {
        const at = out.push(piece.open) - 1;
        const kept = emit(piece.children);
        if (kept || piece.keepEmpty) {
          out.push('}');
          any = true;
        } else {
          out.length = at;
          // A keyframes entry inside a dropped block is gone with it.
          while (keyframes.length && keyframes[keyframes.length - 1]!.index >= at) keyframes.pop();
          while (variables.length && variables[variables.length - 1]!.index >= at) variables.pop();
          while (properties.length && properties[properties.length - 1]!.index >= at) properties.pop();
        }
      }
    }
    return any;
  };
  emit(pieces);
  const used = keepUsedVariables(out, variables, tokens, keyframes);
  // A registered property (`@property`) is kept when the kept CSS uses it.
  for (const { index, piece } of properties) if (used.has(piece.name)) out[index] = piece.text;
  if (keyframes.length) {
    const used = out.join('');
    for (const { name, index, text } of keyframes) {
      const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      if (new RegExp(`(?:^|[^\\w-])${escaped}(?![\\w-])`).test(used)) out[index] = text;
    }
  }
  return out.join('');
}

/**
 * Fills each custom-property rule with the properties the kept CSS (and the page's inline styles)
 * use, and those they use in turn; a @keyframes that may be kept counts as using its properties.
 * Returns every custom property the kept CSS uses.
 */
function keepUsedVariables(
  out: string[],
  variables: { index: number; piece: Extract<Piece, { kind: 'variables' }> }[],
  tokens: PageTokens,
  keyframes: { text: string }[],
): Set<string> {
  const used = new Set<string>([...tokens].filter((t) => t.startsWith('--')));
  const pending = [out.join(''), ...keyframes.map((k) => k.text)];
  const definitions = new Map<string, string[]>();
  for (const { piece } of variables) {
    for (const { name, text } of piece.declarations) definitions.set(name, [...(definitions.get(name) ?? []), text]);
  }
  while (pending.length) {
    for (const [, name] of pending.pop()!.matchAll(VARIABLE_REFERENCE)) {
      if (used.has(name!)) continue;
      used.add(name!);
      pending.push(...(definitions.get(name!) ?? []));
    }
  }
  for (const { index, piece } of variables) {
    const kept = piece.declarations.filter(({ name }) => used.has(name));
    out[index] = kept.length ? `${piece.open}${kept.map((d) => d.text).join(';')}}` : '';
  }
  return used;
}

// ---------------------------------------------------------------------------------------------
// The page's stylesheet

/**
 * What web/scripts/finish-build.mjs puts into the template for each built stylesheet: the whole
 * sheet inline, then a disabled `<link>` to its file.
 */
const INLINED_STYLESHEET = /<style>([\s\S]*?)<\/style><link rel="stylesheet" href="([^"]+)" disabled>/g;


/**
 * A rendered page with each inlined stylesheet cut to the rules its HTML can use, and its link
 * marked for the entry to enable (fetched then, never blocking the first paint).
 */
export function inlineCriticalCss(page: string): string {
  if (!page.includes('</style><link rel="stylesheet"')) return page;
  const tokens = pageTokens(page.replace(INLINED_STYLESHEET, ''));
  return page.replace(
    INLINED_STYLESHEET,
    (_whole, css: string, href: string) => `<style>${criticalCss(css, tokens)}</style><link rel="stylesheet" href="${href}" disabled ${DEFERRED_STYLESHEET_ATTRIBUTE}>`,
  );
}
