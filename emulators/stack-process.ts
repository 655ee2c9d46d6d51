import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, httpOk, startGroup, stopGroup, waitFor } from './processes';
import { copySeedImages } from './seed/image-cache';
import { stackPaths, type StackPaths, type StackPorts } from './stack-config';

export interface RunningStack {
  baseURL: string;
  ports: StackPorts;
  paths: StackPaths;
  firestoreHost: string;
  authHost: string;
  /** What the launcher printed while starting (e.g. its "Seeded …" line). */
  output: () => string;
  /**
   * SIGSTOP to the launcher alone, which runs the Firestore emulator in-process: Firestore stops
   * answering (its port still takes connections) while Firebase's Auth, Functions and Hosting
   * emulators, a process group of their own, go on. For chaos runs; resume with resumeFirestore().
   */
  stallFirestore: () => void;
  /** The launcher's process id: what a test in another process stalls with processStall(). */
  pid: number;
  /** SIGCONT to the launcher; nothing when Firestore is not stalled. */
  resumeFirestore: () => void;
  /** Resumes a stalled Firestore, SIGINT to the whole process group (the launcher saves and stops everything), then removes the data. */
  stop: () => Promise<void>;
}

export interface ProcessStall {
  stall: () => void;
  resume: () => void;
  readonly stalled: boolean;
}

/**
 * SIGSTOP/SIGCONT to one process, not its group. While it is stopped, this process resumes it on
 * its way out (exit, SIGINT, SIGTERM): a stopped launcher would hold the stack's ports and never
 * act on the SIGINT that shuts it down.
 */
export function processStall(pid: number): ProcessStall {
  let stalled = false;
  const onExit = () => resume();
  const onSignal = (signal: NodeJS.Signals) => {
    resume();
    // Nobody else handles it: end this process as the default action would have.
    if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
  };
  function resume() {
    if (!stalled) return;
    stalled = false;
    process.off('exit', onExit).off('SIGINT', onSignal).off('SIGTERM', onSignal);
    try {
      process.kill(pid, 'SIGCONT');
    } catch {
      /* already gone */
    }
  }
  return {
    stall() {
      if (stalled) return;
      process.kill(pid, 'SIGSTOP');
      stalled = true;
      process.once('exit', onExit).once('SIGINT', onSignal).once('SIGTERM', onSignal);
    },
    resume,
    get stalled() {
      return stalled;
    },
  };
}

export interface StackOptions {
  jobs?: boolean;
  log?: (line: string) => void;
  /** Visitors' limits (enquiries, visit beacons) multiplied by this. */
  rateLimitScale?: number;
  /** At most this many Functions emulator workers (the emulator's default is up to 50). */
  functionsWorkers?: number;
  /**
   * A clock the tests move: the functions add the number in this file (ms) to the time they answer
   * with (functions/src/test-clock.ts). The file lives in the stack's temporary data folder, which
   * only the test run writes; the browser tests have it as TEST_CLOCK_FILE.
   */
  testClock?: boolean;
}

/** The test clock's file in a stack's data folder (StackOptions.testClock). */
export const testClockFile = (dataDir: string) => join(dataDir, 'test-clock-offset-ms');

/** What the options add to the environment of the stack's process (and so of the Firebase CLI it starts). */
export function stackProcessEnv(options: Pick<StackOptions, 'rateLimitScale' | 'functionsWorkers' | 'testClock'>, dataDir?: string): NodeJS.ProcessEnv {
  return {
    ...(options.testClock && dataDir ? { RMS_TEST_CLOCK_FILE: testClockFile(dataDir) } : {}),
    ...(options.rateLimitScale ? { RMS_RATE_LIMIT_SCALE: String(options.rateLimitScale) } : {}),
    // The Functions emulator's own setting: it serves one request per worker process and starts another
    // (a cold start, with a content snapshot of its own) whenever all are busy, up to 50; with a cap,
    // a request waits for a free one instead (decision 142).
    ...(options.functionsWorkers ? { FUNCTIONS_EMULATOR_PARALLEL: String(options.functionsWorkers) } : {}),
  };
}

/**
 * The local stack exactly as `npm start` runs it, without the build, on free ports with a fresh
 * data folder: browser tests and benchmarks never touch emulators/data/ or a running dev stack.
 * Its bucket starts with the seed's cached pictures and their variants (seed/image-cache.ts), so
 * the seed only writes the documents.
 */
export async function startStackOnFreePorts(projectId: string, options: StackOptions = {}): Promise<RunningStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `rms-${projectId}-`));
  await copySeedImages(stackPaths(dataDir).blobDir, options.log).catch(async (e: unknown) => {
    await rm(dataDir, { recursive: true, force: true });
    throw e;
  });
  const ports: StackPorts = {
    hosting: await freePort(),
    functions: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  let output = '';
  // Node with tsx's loader, not the tsx command (which runs the script in a child of its own):
  // the group leader is then the launcher itself, the one process stallFirestore() stops.
  const args = ['--import', 'tsx', 'emulators/start.ts', '--no-build', '--data', dataDir, '--ports', JSON.stringify(ports), '--project', projectId];
  // Tests and benchmarks run a job when they mean to (npm run job), never when its schedule falls due mid-run.
  if (options.jobs === false) args.push('--no-jobs');
  const stack = startGroup(process.execPath, args, { env: stackProcessEnv(options, dataDir), log: (c) => (output += c) });
  const baseURL = `http://127.0.0.1:${ports.hosting}`;
  try {
    await waitFor('The local stack', async () => output.includes('[rms] READY'), 300_000, stack);
    await waitFor('The site', () => httpOk(`${baseURL}/api/health/environment`), 10_000);
  } catch (e) {
    await stopGroup(stack, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n--- stack output ---\n${output.slice(-6000)}`);
  }
  const firestore = processStall(stack.pid!);
  return {
    baseURL,
    ports,
    paths: stackPaths(dataDir),
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
    output: () => output,
    pid: stack.pid!,
    stallFirestore: firestore.stall,
    resumeFirestore: firestore.resume,
    stop: async () => {
      firestore.resume();
      await stopGroup(stack, 'SIGINT', 30_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
