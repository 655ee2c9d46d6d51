import { appendFileSync, mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

const FILE = resolve(import.meta.dirname, '../test-results/counts.jsonl');

/** Records each Vitest run's counts so `npm test` can close with one line for all four suites. */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      if (module.state() === 'failed' && [...module.children.allTests()].length === 0) failed++;
    }
    mkdirSync(resolve(FILE, '..'), { recursive: true });
    appendFileSync(FILE, `${JSON.stringify({ passed, failed, skipped })}\n`);
  }
}
