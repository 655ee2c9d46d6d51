import { defineConfig } from 'vitest/config';

// Four projects, run in this order by `npm test`:
//   unit  – pure logic in schema/, functions/, emulators/ and bench/, and the lint rules (test/) (node)
//   web   – React components and hooks (jsdom; see web/vite.config.ts)
//   api   – the Express app in-process against the Firestore and Auth emulators
//   e2e   – Debian's Chromium against the full local stack on test ports
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
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['e2e/**/*.e2e.ts'],
          globalSetup: ['./e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
