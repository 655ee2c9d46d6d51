import { defineConfig } from 'vitest/config';

// The projects, as `npm test` runs them:
//   unit  – pure logic in schema/, functions/, emulators/ and bench/, and the lint rules (test/) (node)
//   web   – React components and hooks (happy-dom in VM contexts; see web/vite.config.ts)
//   api   – the Express app in-process against the Firestore and Auth emulators
//     (the three run as one group on IN_PROCESS_WORKERS workers: `npm run test:in-process`)
//   e2e, e2e-admin, e2e-serial – Chromium's headless shell against the full local stack on
//     free ports (`--project 'e2e*'` runs them all; decisions 123, 137 and 139), in three groups one after
//     another:
//     e2e        – visitor files: they change nothing a visitor sees, so they may assert the seeded
//                  content exactly (counts, the newest reference); in parallel workers.
//     e2e-admin  – files that change what visitors see, each only what it made (or back again right
//                  after); after the visitor files, taking turns in two lanes (e2e/support/admin-turn.ts):
//                  the files that make or change products and categories one at a time (on parallel
//                  workers they raced each other over a sibling's place and Markiser's picture), the
//                  rest one at a time beside them.
//     e2e-serial – files that change or count the whole stack's state (restore a backup, stall
//                  Firestore, the day's visitor totals, move the functions' clock to a scheduled
//                  minute: e2e/support/server-clock.ts): one at a time, last, with nothing beside them.

/** The settings every e2e project shares. */
const E2E = {
  environment: 'node' as const,
  globalSetup: ['./e2e/support/global-setup.ts'],
  testTimeout: 90_000,
  hookTimeout: 180_000,
  // A worker keeps playwright-core and the support modules from file to file (they hold no state of a
  // file's own: each file connects and cleans up through its own hooks); it halves the time spent importing.
  isolate: false,
  // What a browser test waits for with expect.poll (a screen following a save, a list reloading) gets
  // 10 s, not Vitest's 1 s: on the busy 2-core machine a refetch and re-render took longer than that.
  expect: { poll: { timeout: 10_000 } },
};

/**
 * Workers of the unit, web and API files, which run as one group (`npm run test:in-process`). Vitest's
 * default is one fewer than the cores: a single worker on the 2-core machine, where three took the
 * group from 176 s (one after another) to 123 s (decision 137).
 */
const IN_PROCESS_WORKERS = 3;

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
          // The picture tests run sharp beside the whole group on two cores: 5 s (the default) was missed
          // by a few milliseconds on a loaded machine (image variants, the seed's painter), as the web tests' 15 s allows.
          testTimeout: 15_000,
          // Worker threads start faster than the default child processes (about 25 s of `npm test`).
          pool: 'threads',
          maxWorkers: IN_PROCESS_WORKERS,
        },
      },
      // web/vite.config.ts's own test settings, on the group's workers.
      { extends: './web/vite.config.ts', test: { maxWorkers: IN_PROCESS_WORKERS } },
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
          // emulators (test/api-helpers.ts PROJECT_ID), so no file sees another's data. The workers are
          // the ones the unit and web files use (one group, so one pool): an API file mostly waits for
          // the emulators, and a unit file beside it uses the core it leaves (decision 137). A worker
          // keeps its imports from file to file; what a faulted test leaves hanging is released when
          // its file ends (test/api-setup.ts), so no deadline of it fires in a later file.
          maxWorkers: IN_PROCESS_WORKERS,
          isolate: false,
        },
      },
      // The browser tests share one local stack, one Chromium and one saved admin sign-in
      // (e2e/support/global-setup.ts), in three groups that never overlap, run in this order:
      { test: { ...E2E, name: 'e2e', include: ['e2e/*.e2e.ts'], maxWorkers: E2E_WORKERS, sequence: { groupOrder: 1 } } },
      // The admin files take turns in two lanes (e2e/support/admin-turn.ts), on more workers than lanes,
      // so a worker waiting for its lane's turn does not hold the other lane up.
      { test: { ...E2E, name: 'e2e-admin', include: ['e2e/admin/*.e2e.ts'], setupFiles: ['./e2e/support/admin-turn.ts'], maxWorkers: 4, sequence: { groupOrder: 2 } } },
      { test: { ...E2E, name: 'e2e-serial', include: ['e2e/serial/*.e2e.ts'], fileParallelism: false, sequence: { groupOrder: 3 } } },
    ],
  },
});
