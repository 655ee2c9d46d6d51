import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';

/**
 * No client reads or writes Firestore or Cloud Storage directly (decision 144): the API, with the Admin
 * SDK that rules do not bind, is the only way in, and pictures reach visitors only through /raw and
 * /optimize, which decide what is public. A rule that lets a client in would bypass all of that; for
 * Storage it hands every original (drafts, removed and taken-down pictures) to anyone who lists the
 * bucket. The official emulators that evaluate rules need Java, which machines here lack, so this test
 * reads the rules files themselves: every `allow` must be `allow <methods>: if false`.
 */

interface Token {
  text: string;
  line: number;
}

/** The rules language's tokens, with comments dropped and each string literal kept as one token. */
function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    if (c === '\n') {
      line++;
      i++;
    } else if (/\s/.test(c)) {
      i++;
    } else if (source.startsWith('//', i)) {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (source.startsWith('/*', i)) {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? source.length : end + 2;
      line += source.slice(i, stop).split('\n').length - 1;
      i = stop;
    } else if (c === "'" || c === '"') {
      const start = i++;
      while (i < source.length && source[i] !== c) i += source[i] === '\\' ? 2 : 1;
      i++;
      tokens.push({ text: source.slice(start, i), line });
    } else if (/\w/.test(c)) {
      const start = i;
      while (i < source.length && /\w/.test(source[i]!)) i++;
      tokens.push({ text: source.slice(start, i), line });
    } else if (/[!=<>&|]/.test(c)) {
      const start = i;
      while (i < source.length && /[!=<>&|]/.test(source[i]!)) i++;
      tokens.push({ text: source.slice(start, i), line });
    } else {
      tokens.push({ text: c, line });
      i++;
    }
  }
  return tokens;
}

export interface AllowStatement {
  line: number;
  methods: string[];
  /** The condition after `if`, tokens joined by spaces; null for an `allow` without one (always granted). */
  condition: string | null;
}

/** Where a statement ends when its `;` is missing: the rules language lets the last one in a block omit it. */
const STATEMENT_START = new Set(['allow', 'match', 'function']);

/** Every `allow` statement of a rules file, however it is spread over lines. */
export function allowStatements(source: string): AllowStatement[] {
  const tokens = tokenize(source);
  const found: AllowStatement[] = [];
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i]!.text !== 'allow') continue;
    const statement: AllowStatement = { line: tokens[i]!.line, methods: [], condition: null };
    let j = i + 1;
    for (; j < tokens.length && ![':', ';', '}'].includes(tokens[j]!.text) && !STATEMENT_START.has(tokens[j]!.text); j++) {
      if (tokens[j]!.text !== ',') statement.methods.push(tokens[j]!.text);
    }
    if (tokens[j]?.text === ':') {
      const condition: string[] = [];
      let depth = 0;
      for (j++; j < tokens.length; j++) {
        const text = tokens[j]!.text;
        if (depth === 0 && (text === ';' || text === '}' || STATEMENT_START.has(text))) break;
        if ('([{'.includes(text)) depth++;
        if (')]}'.includes(text)) depth--;
        condition.push(text);
      }
      // `: if <expr>`; anything else after the colon is not a condition we can call closed.
      statement.condition = condition[0] === 'if' ? condition.slice(1).join(' ') : condition.join(' ') || 'true';
    }
    found.push(statement);
    i = j - 1;
  }
  return found;
}

/** Whether the statement grants nothing: a condition that is the literal `false` (in parentheses or not). */
export function grantsNothing(statement: AllowStatement): boolean {
  let condition = statement.condition;
  while (condition?.startsWith('( ') && condition.endsWith(' )')) condition = condition.slice(2, -2);
  return condition === 'false';
}

/** The rules files deploys use, as firebase.json names them. */
function rulesFiles(): { service: string; file: string }[] {
  const config = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8')) as { firestore?: { rules?: string }; storage?: { rules?: string } | { rules?: string }[] };
  const storage = Array.isArray(config.storage) ? config.storage : [config.storage];
  return [
    { service: 'firestore', file: config.firestore?.rules },
    ...storage.map((s) => ({ service: 'storage', file: s?.rules })),
  ].flatMap(({ service, file }) => (file ? [{ service, file }] : []));
}

describe('the security rules checker', () => {
  const open = (source: string) => allowStatements(source).filter((s) => !grantsNothing(s));

  it('counts only `allow …: if false` as closed', () => {
    expect(open('allow read, write: if false;')).toEqual([]);
    expect(open('allow read: if (false);')).toEqual([]);
    expect(open('allow read, write: if true;')).toEqual([{ line: 1, methods: ['read', 'write'], condition: 'true' }]);
    expect(open('allow list: if request.auth != null;')).toHaveLength(1);
    expect(open('allow read: if false || true;')).toHaveLength(1);
    expect(open("allow write: if request.resource.contentType.matches('image/.*');")).toHaveLength(1);
  });

  it('counts an allow without a condition as open (`allow read;`, `allow get;`)', () => {
    expect(open('match /x/{y} { allow read; allow get; allow list }')).toEqual([
      { line: 1, methods: ['read'], condition: null },
      { line: 1, methods: ['get'], condition: null },
      { line: 1, methods: ['list'], condition: null },
    ]);
  });

  it('reads a statement spread over lines, one without its semicolon, and one beside another', () => {
    const source = ['match /raw/{path=**} {', '  allow', '    read,', '    write:', '    if', '      true', '  ;', '}', 'match /a/{b} {', '  allow read: if false; allow write: if request.auth != null', '}'].join('\n');
    expect(allowStatements(source)).toEqual([
      { line: 2, methods: ['read', 'write'], condition: 'true' },
      { line: 10, methods: ['read'], condition: 'false' },
      { line: 10, methods: ['write'], condition: 'request . auth != null' },
    ]);
  });

  it('ignores comments and semicolons inside strings', () => {
    expect(allowStatements('// allow read: if true;\n/* allow\nwrite; */ allow read: if false;')).toEqual([{ line: 3, methods: ['read'], condition: 'false' }]);
    expect(open("allow read: if resource.name == 'a;b' && false;")).toEqual([{ line: 1, methods: ['read'], condition: "resource . name == 'a;b' && false" }]);
  });

  it('finds the rules of both Firestore and Storage in firebase.json', () => {
    expect(rulesFiles().map((r) => r.service).sort()).toEqual(['firestore', 'storage']);
  });
});

describe('the deployed security rules', () => {
  it.each(rulesFiles())('$file ($service) lets no client read or write anything', ({ file }) => {
    const statements = allowStatements(readFileSync(resolve(ROOT, file), 'utf8'));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.filter((s) => !grantsNothing(s)).map((s) => `${file}:${s.line}: allow ${s.methods.join(', ')}${s.condition === null ? '' : `: if ${s.condition}`}`)).toEqual([]);
  });
});
