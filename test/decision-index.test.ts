import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';

/**
 * docs/decisions/README.md lists every decision record with its status, and a comment that names a
 * record must name one that exists: a newcomer follows the number to the file (decision 125).
 */
const DECISIONS = resolve(ROOT, 'docs/decisions');
const RECORD = /^(\d{3})-[a-z0-9-]+\.md$/;

/** The record numbers a text cites: 'decision 094', 'decisions 137 and 141', 'docs/decisions/082, 084'. */
export function citedRecords(text: string): string[] {
  const found: string[] = [];
  // A citation, then any more numbers listed after it ('123, 137 and 139', '137 to 143').
  const citation = /(?:\bdecisions?\s+|docs\/decisions\/)(\d{3})\b((?:(?:\s*,\s*|\s+(?:and|or|to)\s+|\s*[–-]\s*)\d{3}\b)*)/gi;
  for (const m of text.matchAll(citation)) {
    found.push(m[1]!);
    for (const more of (m[2] ?? '').matchAll(/\d{3}/g)) found.push(more[0]);
  }
  return found;
}

/** The record files linked from the index's table. */
export function indexedRecords(index: string): string[] {
  return [...index.matchAll(/^\|\s*\[\d{3}\]\((\d{3}-[a-z0-9-]+\.md)\)/gm)].map((m) => m[1]!);
}

const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|json|md)$/;
const GENERATED = new Set(['package-lock.json']);

describe('the decision records', () => {
  it('recognise each way a source cites a record, and leave other numbers alone', () => {
    expect(citedRecords('Item history (decision 094): every change')).toEqual(['094']);
    expect(citedRecords('(decisions 137 and 141)')).toEqual(['137', '141']);
    expect(citedRecords('decisions 123, 137 and 139; Decisions 137 to 143')).toEqual(['123', '137', '139', '137', '143']);
    expect(citedRecords('see docs/decisions/093-item-history.md')).toEqual(['093']);
    expect(citedRecords("describe('the functions layers (docs/decisions/082, 084, 120)'")).toEqual(['082', '084', '120']);
    expect(citedRecords('a decision made in 2024, 300 ms')).toEqual([]);
  });

  it('reads the index table', () => {
    const index = '| Record | Title | Status |\n|---|---|---|\n| [001](001-offline-local-stack.md) | Offline | accepted |\n';
    expect(indexedRecords(index)).toEqual(['001-offline-local-stack.md']);
  });

  it('each have a line in docs/decisions/README.md, and each line names a record that is there', () => {
    const records = readdirSync(DECISIONS).filter((f) => RECORD.test(f)).sort();
    const indexed = indexedRecords(readFileSync(resolve(DECISIONS, 'README.md'), 'utf8'));
    expect(records.filter((f) => !indexed.includes(f)), 'records with no line in the index').toEqual([]);
    expect(indexed.filter((f) => !records.includes(f)), 'index lines naming no record').toEqual([]);
  });

  it('are cited in the sources only by numbers that exist', () => {
    const numbers = new Set(readdirSync(DECISIONS).filter((f) => RECORD.test(f)).map((f) => f.slice(0, 3)));
    const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
      .split('\0')
      .filter((f) => SOURCE.test(f) && !GENERATED.has(f.split('/').pop()!) && f !== 'test/decision-index.test.ts');
    const wrong: string[] = [];
    for (const file of files) {
      let text: string;
      try {
        text = readFileSync(resolve(ROOT, file), 'utf8');
      } catch {
        continue; // Deleted in the working tree, not yet in the index.
      }
      text.split('\n').forEach((line, i) => {
        for (const n of citedRecords(line)) if (!numbers.has(n)) wrong.push(`${file}:${i + 1}: decision ${n} – ${line.trim().slice(0, 160)}`);
      });
    }
    expect(wrong).toEqual([]);
  });
});
