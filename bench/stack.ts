import { spawnSync } from 'node:child_process';
import { watch } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, httpOk, startGroup, stopGroup, waitFor } from '../emulators/processes';
import { ROOT, stackPaths, type StackPaths, type StackPorts } from '../emulators/stack-config';

export const BENCH_PROJECT_ID = 'demo-rms-bench';

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

export interface RunningStack {
  baseURL: string;
  ports: StackPorts;
  paths: StackPaths;
  firestoreHost: string;
  authHost: string;
  stop: () => Promise<void>;
}

/**
 * The local stack exactly as `npm start` runs it (without the build), on free ports with a fresh
 * data folder, so a benchmark never touches emulators/data/ or a running dev stack.
 */
export async function startStack(log: (line: string) => void): Promise<RunningStack> {
  const dataDir = await mkdtemp(join(tmpdir(), 'rms-bench-'));
  const ports: StackPorts = {
    hosting: await freePort(),
    functions: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  let output = '';
  const stack = startGroup(resolve(ROOT, 'node_modules/.bin/tsx'), ['emulators/start.ts', '--no-build', '--data', dataDir, '--ports', JSON.stringify(ports), '--project', BENCH_PROJECT_ID], {
    log: (c) => (output += c),
  });
  const baseURL = `http://127.0.0.1:${ports.hosting}`;
  const stop = async () => {
    await stopGroup(stack, 'SIGINT', 30_000);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const t = performance.now();
    await waitFor('The local stack', async () => output.includes('[rms] READY'), 240_000, stack);
    await waitFor('The site', () => httpOk(`${baseURL}/api/health/environment`), 10_000);
    const seeded = /\[rms\] (Seeded[^\n]*)/.exec(output)?.[1];
    log(`stack up at ${baseURL} in ${((performance.now() - t) / 1000).toFixed(1)} s${seeded ? ` (${seeded.trim()})` : ''}`);
  } catch (e) {
    await stopGroup(stack, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n--- stack output ---\n${output.slice(-6000)}`);
  }
  return {
    baseURL,
    ports,
    paths: stackPaths(dataDir),
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
    stop,
  };
}
