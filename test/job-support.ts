/**
 * What the tests of the job runner share: a stand-in for functions/dist/index.js with the same export
 * shape and handlers that show what they got, written to a temporary folder for the calling test file,
 * the environment of a stack on the test ports, and a check that a process is gone.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { PORTS } from '../emulators/stack-config';
import { jobEnvironment } from '../emulators/jobs/stack-state';

const FAKE_BUNDLE = `
import { spawn } from 'node:child_process';
if (!process.env.FIREBASE_CONFIG) throw new Error('FIREBASE_CONFIG is missing');
const job = (schedule, run, endpoint = {}) => Object.assign(() => {}, { run, __endpoint: { region: ['europe-north1'], ...endpoint, scheduleTrigger: { schedule, timeZone: 'Europe/Oslo', retryConfig: {} } } });
export const hello = job('every 15 minutes', async (event) => {
  console.info('hello', event.jobName, event.scheduleTime, process.env.RMS_BLOB_DIR, process.env.TZ);
  console.warn('pid ' + process.pid);
});
export const broken = job('30 2 * * *', async () => { throw new Error('boom: the backup bucket is gone'); });
export const crash = job('every 5 minutes', async () => { setTimeout(() => { throw new Error('uncaught in a timer'); }); await new Promise(() => {}); });
export const hang = job('every 5 minutes', () => {
  const sleeper = spawn('sleep', ['60'], { stdio: 'ignore' });
  console.info('pids ' + process.pid + ' ' + sleeper.pid);
  return new Promise(() => {});
}, { timeoutSeconds: 1 });
export const api = Object.assign(() => {}, { __endpoint: { httpsTrigger: {} } });
export const REGION = 'europe-north1';
`;

/** Writes the stand-in bundle before the file's tests and removes it after them. */
export function useFakeBundle(): { readonly dir: string; readonly bundle: string } {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rms-jobs-'));
    await writeFile(join(dir, 'package.json'), '{"type":"module"}');
    await writeFile(join(dir, 'index.js'), FAKE_BUNDLE);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return {
    get dir() {
      return dir;
    },
    get bundle() {
      return join(dir, 'index.js');
    },
  };
}

export const stack = { projectId: 'demo-test', ports: PORTS.test, functionsEnv: { RMS_BLOB_DIR: '/tmp/blobs', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180', ADMIN_EMAILS: 'admin@example.com' } };
export const noFiles = { dotenv: {}, secrets: {} };
export const env = () => jobEnvironment(stack, noFiles);

/** A process is gone when /proc no longer has it or it is a zombie nobody reaped yet. */
export function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
export async function eventuallyGone(pid: number) {
  for (let i = 0; i < 100 && !gone(pid); i++) await new Promise((r) => setTimeout(r, 20));
  return gone(pid);
}
