import { defineConfig } from 'vitest/config';

// The projects, run in this order by `npm test`:
//   unit  – pure logic in schema/, functions/, emulators/ and bench/, and the lint rules (test/) (node)
//   web   – React components and hooks (jsdom; see web/vite.config.ts)
//   api   – the Express app in-process against the Firestore and Auth emulators
//   e2e, e2e-admin, e2e-serial – Debian's Chromium against the full local stack on free ports
//     (`--project 'e2e*'` runs all three; decision 123):
//     e2e        – visitor files: they change nothing a visitor sees, so they may assert the seeded
//                  content exactly (counts, the newest reference); in parallel workers.
//     e2e-admin  – files that change what visitors see, each only what it made (or back again right
//                  after); after the visitor files, one file at a time: they share the product tree's
//                  order, the dashboard's counts and one Functions emulator, and on parallel workers
//                  they raced each other on this 2-core machine (a sibling's place, a count, an upload's
//                  timing).
//     e2e-serial – files that change or count the whole stack's state (restore a backup, stall
//                  Firestore, the day's visitor totals): one at a time, last, with nothing beside them.

/** The settings every e2e project shares. */
const E2E = {
  environment: 'node' as const,
  globalSetup: ['./e2e/support/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // What a browser test waits for with expect.poll (a screen following a save, a list reloading) gets
  // 10 s, not Vitest's 1 s: on the busy 2-core machine a refetch and re-render took longer than that.
  expect: { poll: { timeout: 10_000 } },
};

/** Parallel browser-test files. Each drives Chromium against the one stack; measured in decision 123. */
const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export default defineConfig({
  test: {
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['schema/src/**/*.test.ts', 'functions/src/**/*.test.ts', 'emulators/**/*.test.ts', 'bench/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**', 'emulators/data/**'],
          setupFiles: ['./test/fail-on-console-error.ts'],
          // Worker threads start faster than the default child processes (about 25 s of `npm test`).
          pool: 'threads',
        },
      },
      'web/vite.config.{ts,mts}',
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['functions/src/**/*.int.test.ts', 'emulators/**/*.int.test.ts'],
          globalSetup: ['./test/api-global-setup.ts'],
          setupFiles: ['./test/fail-on-console-error.ts', './test/api-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Files run in parallel workers; each worker is a Firebase project of its own in the shared
          // emulators (test/api-helpers.ts PROJECT_ID), so no file sees another's data. Two workers
          // were the fastest on the 2-core machine; four ran slower and pushed the image tests, which
          // build variants with sharp, past their timeout (decision 124). A worker keeps its imports
          // from file to file; what a faulted test leaves hanging is released when its file ends
          // (test/api-setup.ts), so no deadline of it fires in a later file.
          maxWorkers: 2,
          isolate: false,
        },
      },
      // The browser tests share one local stack, one Chromium and one saved admin sign-in
      // (e2e/support/global-setup.ts), in three groups that never overlap, run in this order:
      { test: { ...E2E, name: 'e2e', include: ['e2e/*.e2e.ts'], maxWorkers: E2E_WORKERS, sequence: { groupOrder: 1 } } },
      { test: { ...E2E, name: 'e2e-admin', include: ['e2e/admin/*.e2e.ts'], fileParallelism: false, sequence: { groupOrder: 2 } } },
      { test: { ...E2E, name: 'e2e-serial', include: ['e2e/serial/*.e2e.ts'], fileParallelism: false, sequence: { groupOrder: 3 } } },
    ],
  },
});
