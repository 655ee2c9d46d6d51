/** One run of a scheduled function, in a fresh Node process of its own, and how its end is told. */
import { spawn, type ChildProcess } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { FUNCTIONS_DIR, type ScheduledJob } from './discovery';

/** What Cloud Scheduler's request becomes for the handler (firebase-functions' ScheduledEvent). */
export interface ScheduledEvent {
  scheduleTime: string;
  jobName: string;
}

export type RunStatus = 'ok' | 'failed' | 'timed-out' | 'stopped';

export interface JobOutcome {
  status: RunStatus;
  durationMs: number;
  exitCode: number | null;
  /** The time limit, for the line that says a run was killed. */
  timeLimitMs: number;
}

export interface JobRun {
  pid: number | undefined;
  done: Promise<JobOutcome>;
  /** Kills the run (launcher stopping, Ctrl-C) and waits for it. */
  stop(): Promise<JobOutcome>;
}

// The handler through firebase-functions' own seam (`run` is the handler onSchedule wraps).
// process.exit: firebase-admin keeps its channels open, and a finished job must end its process.
// A closed stdin means the launcher is gone (killed): the job goes with it.
const RUN_ONE = `
process.stdin.on('end', () => process.exit(137)).resume();
const [bundle, name, event] = process.argv.slice(1);
try {
  const fn = (await import(bundle))[name];
  if (typeof fn?.run !== 'function') throw new Error(name + ' is not a scheduled function of ' + bundle);
  await fn.run(JSON.parse(event));
  process.exit(0);
} catch (e) {
  console.error(e instanceof Error && e.stack ? e.stack : String(e));
  process.exit(1);
}
`;

function eachLine(stream: NodeJS.ReadableStream, onLine: (line: string) => void): void {
  let rest = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    const lines = (rest + chunk).split('\n');
    rest = lines.pop()!;
    for (const line of lines) onLine(line.replace(/\r$/, ''));
  });
  stream.on('end', () => rest && onLine(rest));
}

function killGroup(child: ChildProcess): void {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

export interface RunOptions {
  bundle: string;
  env: NodeJS.ProcessEnv;
  event: ScheduledEvent;
  /** Each line the job prints, as it prints it. */
  log: (line: string, stream: 'stdout' | 'stderr') => void;
}

/**
 * Runs `job` once in a fresh Node process (its own process group, so a time-limit kill takes
 * whatever it started too): a crash or a hang never touches the launcher.
 */
export function startJobRun(job: Pick<ScheduledJob, 'name' | 'timeLimitMs'>, opts: RunOptions): JobRun {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', '--input-type=module', '-e', RUN_ONE, pathToFileURL(opts.bundle).href, job.name, JSON.stringify(opts.event)], {
    cwd: FUNCTIONS_DIR,
    env: opts.env,
    detached: true,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let ending: 'timed-out' | 'stopped' | undefined;
  const end = (why: 'timed-out' | 'stopped') => {
    ending ??= why;
    killGroup(child);
  };
  const timer = setTimeout(() => end('timed-out'), job.timeLimitMs);
  eachLine(child.stdout!, (l) => opts.log(l, 'stdout'));
  eachLine(child.stderr!, (l) => opts.log(l, 'stderr'));
  const done = new Promise<JobOutcome>((res) => {
    const finish = (exitCode: number | null) => {
      clearTimeout(timer);
      res({ status: ending ?? (exitCode === 0 ? 'ok' : 'failed'), durationMs: performance.now() - started, exitCode, timeLimitMs: job.timeLimitMs });
    };
    child.once('error', (e) => {
      opts.log(`could not start: ${e.message}`, 'stderr');
      finish(null);
    });
    // Whatever the job left behind in its group goes with it; then the pipes close.
    child.once('exit', () => killGroup(child));
    child.once('close', (code) => finish(code));
  });
  return {
    pid: child.pid,
    done,
    stop: () => {
      end('stopped');
      return done;
    },
  };
}

export function formatDuration(ms: number): string {
  const s = ms / 1000;
  if (s < 10) return `${s.toFixed(1)} s`;
  if (s < 120) return `${Math.round(s)} s`;
  return `${Math.floor(s / 60)} min ${Math.round(s % 60)} s`;
}

/** One line for how a run ended, the same in the launcher and in `npm run job`. */
export function describeOutcome(o: JobOutcome): string {
  switch (o.status) {
    case 'ok':
      return `done in ${formatDuration(o.durationMs)}`;
    case 'failed':
      return `failed after ${formatDuration(o.durationMs)} (exit code ${o.exitCode ?? 'none'})`;
    case 'timed-out':
      return `killed: still running after its time limit of ${formatDuration(o.timeLimitMs)}`;
    case 'stopped':
      return `stopped after ${formatDuration(o.durationMs)}`;
  }
}
