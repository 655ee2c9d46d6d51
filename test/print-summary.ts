import { readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';

const FILE = resolve(import.meta.dirname, '../test-results/counts.jsonl');
const mode = process.argv[2];

if (mode === 'reset') {
  rmSync(FILE, { force: true });
} else {
  const runs = readFileSync(FILE, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { passed: number; failed: number; skipped: number });
  const sum = (k: 'passed' | 'failed' | 'skipped') => runs.reduce((n, r) => n + r[k], 0);
  process.stdout.write(`\nAll suites (${runs.length} runs):\n${sum('passed')} passed, ${sum('failed')} failed, ${sum('skipped')} skipped\n`);
  if (sum('failed') > 0 || sum('passed') === 0) process.exit(1);
}
