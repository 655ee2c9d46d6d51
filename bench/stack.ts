import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { resolve } from 'node:path';
import { ROOT } from '../emulators/stack-config';
import { startStackOnFreePorts, type RunningStack } from '../emulators/stack-process';

export const BENCH_PROJECT_ID = 'demo-rms-bench';

/** The environment of a bench child process that builds the app against the running stack's emulators. */
export function stackEnv(stack: RunningStack): NodeJS.ProcessEnv {
  return {
    ...process.env,
    FIRESTORE_EMULATOR_HOST: stack.firestoreHost,
    FIREBASE_AUTH_EMULATOR_HOST: stack.authHost,
    GCLOUD_PROJECT: BENCH_PROJECT_ID,
    RMS_BLOB_DIR: stack.paths.blobDir,
    RMS_OUTBOX_DIR: stack.paths.outboxDir,
  };
}

/** The production builds the benchmarks measure, as `npm start` builds them. */
export function buildAll(log: (line: string) => void) {
  for (const label of ['functions', 'web']) {
    const t = performance.now();
    const out = spawnSync('npm', ['run', 'build', '-w', label], { cwd: ROOT, encoding: 'utf8' });
    if (out.status !== 0) throw new Error(`Building ${label} failed:\n${(out.stdout + out.stderr).slice(-4000)}`);
    log(`built ${label} in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  }
}

/**
 * Notes every rewrite of web/dist or functions/dist while the benchmarks run. The stack serves
 * both from the shared working tree, so another engineer's build (e.g. `npm run test:e2e`) would
 * be measured too, and while Vite empties web/dist the site answers 404.
 */
export function watchBuilds(since: number): { changes: () => string[]; close: () => void } {
  const seen = new Map<string, number>();
  const watchers = ['web/dist', 'functions/dist'].flatMap((dir) => {
    try {
      return [watch(resolve(ROOT, dir), () => seen.set(dir, seen.get(dir) ?? Math.round((performance.now() - since) / 1000)))];
    } catch {
      return [];
    }
  });
  return {
    changes: () => [...seen].map(([dir, at]) => `${dir} was rewritten during the run (first at ${at} s; another build in this working tree?): rows measured after that may mix builds or show 404s`),
    close: () => watchers.forEach((w) => w.close()),
  };
}

export type { RunningStack } from '../emulators/stack-process';

/** The stack as `npm start` runs it, on free ports with a fresh data folder; logs how long it took. */
export async function startStack(log: (line: string) => void): Promise<RunningStack> {
  const t = performance.now();
  const stack = await startStackOnFreePorts(BENCH_PROJECT_ID, { jobs: false });
  const seeded = /\[rms\] (Seeded[^\n]*)/.exec(stack.output())?.[1];
  log(`stack up at ${stack.baseURL} in ${((performance.now() - t) / 1000).toFixed(1)} s${seeded ? ` (${seeded.trim()})` : ''}`);
  return stack;
}
