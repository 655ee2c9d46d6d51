import { spawn } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../emulators/stack-config';

export const FUNCTIONS_BUNDLE = resolve(ROOT, 'functions/dist/index.js');

export interface ColdStart {
  runs: number[];
  medianMs: number;
  minMs: number;
  maxMs: number;
  bundleBytes: number;
}

export function median(values: number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * The environment of a fresh Cloud Functions instance: the runtime sets FIREBASE_CONFIG and
 * GCLOUD_PROJECT (the storage trigger reads the bucket from it at import); no emulator hosts, so
 * an import that tried to connect anywhere would show.
 */
function runtimeEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' };
  env.GCLOUD_PROJECT = 'demo-rms';
  env.FIREBASE_CONFIG = JSON.stringify({ projectId: 'demo-rms', storageBucket: 'demo-rms.appspot.com' });
  return env;
}

function importOnce(): Promise<number> {
  const script = `const t = performance.now(); await import(${JSON.stringify(pathToFileURL(FUNCTIONS_BUNDLE).href)}); process.stdout.write('IMPORT_MS ' + (performance.now() - t) + '\\n'); process.exit(0);`;
  return new Promise((res, rej) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: resolve(ROOT, 'functions'), env: runtimeEnv(), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
    child.stderr.setEncoding('utf8').on('data', (c: string) => (out += c));
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const ms = /IMPORT_MS ([\d.]+)/.exec(out)?.[1];
      if (code === 0 && ms) res(Number(ms));
      else rej(new Error(`Importing the functions bundle failed (${code}): ${out.trim().split('\n').slice(-3).join(' ')}`));
    });
  });
}

/** Time to import() the built functions bundle in a fresh node process; `runs` runs, one at a time. */
export async function measureColdStart(runs = 5): Promise<ColdStart> {
  const { size } = await stat(FUNCTIONS_BUNDLE);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push(await importOnce());
  return { runs: times, medianMs: median(times), minMs: Math.min(...times), maxMs: Math.max(...times), bundleBytes: size };
}
