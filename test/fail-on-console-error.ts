import { afterEach, beforeEach, vi } from 'vitest';

// A test fails on any console.error it did not expect (Epic Stack habit):
// an unexpected error log is a bug the assertions did not see.
// A test that expects one spies on console.error itself and restores it.
let calls: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  calls = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    calls.push(args);
  };
});

afterEach(() => {
  const replaced = console.error;
  console.error = original;
  if (vi.isMockFunction(replaced)) return;
  if (calls.length > 0) {
    throw new Error(`Unexpected console.error:\n${calls.map((c) => c.map(String).join(' ')).join('\n')}`);
  }
});
