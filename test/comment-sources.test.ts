import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';

/**
 * A comment must stand on its own: a newcomer has only this repository, so a comment that points at
 * the product specification's numbered sections, at the specification itself, at the design and
 * style notes kept outside the repository or at an issue of the tracker cannot be checked. It states the rule instead, or names
 * the decision record (docs/decisions/) that does. Test names and messages count too.
 */
const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|json)$/;
const GENERATED = new Set(['package-lock.json']);

// Written so that this file does not match itself.
const SECTION = String.fromCharCode(0xa7);
// A Norwegian law's section ('håndverkertjenesteloven § 32', printed on quotes) is public and names its law: not a citation of the specification.
const CITATIONS: { pattern: RegExp; what: string }[] = [
  { pattern: new RegExp(`\\bspec\\s*${SECTION}|(?<!\\p{L}loven\\s)${SECTION}\\s*\\d`, 'iu'), what: 'a numbered section of the specification' },
  { pattern: /\bthe\sspec\b|\bspec['\u2019]s\b/i, what: 'the specification' },
  { pattern: /\b(?:DESIGN|STYLE)\.md\b/, what: 'a note outside the repository' },
  { pattern: /\b[Ii]ssues?\s+#?\d+\b|(?:^|[\s(,/])#\d{1,4}(?![\w;])/, what: 'an issue of a tracker outside the repository' },
];

/** Every line of `text` that cites what a newcomer cannot read, as `file:line: what – the line`. */
export function citations(file: string, text: string): string[] {
  const found: string[] = [];
  text.split('\n').forEach((line, i) => {
    const hit = CITATIONS.find(({ pattern }) => pattern.test(line));
    if (hit) found.push(`${file}:${i + 1}: ${hit.what} – ${line.trim().slice(0, 160)}`);
  });
  return found;
}

const tracked = () =>
  execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => SOURCE.test(file) && !GENERATED.has(file.split('/').pop() ?? ''));

describe('comments and texts in the sources', () => {
  it('recognise each kind of citation, and leave ordinary words alone', () => {
    const spec = 'spec';
    const hash = '#';
    const lines = [
      `// Drafts reach administrators only (${spec} ${SECTION}2).`,
      `/** ${SECTION}9: 600 high. */`,
      `// As the ${spec} says.`,
      `// The ${spec}'s fallback.`,
      `// See ${'DESIGN'}.md.`,
      `// ${'STYLE'}.md habits.`,
      `// Deleting asks first (${'issue'} 11).`,
      `/** ${'Issue'} ${hash}24: every save is kept. */`,
      `// The phone budget (${hash}27).`,
      `describe('the bin, ${hash}37 and ${hash}38', () => {`,
    ];
    expect(lines.map((line) => citations('x.ts', line).length)).toEqual([1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(citations('x.ts', "// api-spec routes; the specified width; a spectrum; DESIGN.mdx; fill='#000'; color: #333; &#160; #main")).toEqual([]);
    expect(citations('x.ts', `'Prisoverslag (håndverkertjenesteloven ${SECTION} 32), angrerettloven ${SECTION} 22'`)).toEqual([]);
  });

  it('cite no specification section, no specification, no issue and no note outside the repository', () => {
    const files = tracked();
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => citations(file, readFileSync(resolve(ROOT, file), 'utf8')));
    expect(found).toEqual([]);
  });
});
