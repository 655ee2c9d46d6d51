/**
 * Cloud Scheduler's part of the local stack (decision 006): the scheduled functions of the built
 * bundle, found by their `__endpoint.scheduleTrigger`, run on their schedules through their own
 * `.run(event)`, each run in a fresh Node process. Shared by the launcher (`npm start`) and
 * `npm run job`, which finds the running stack through the state file the launcher writes.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseEnv } from 'node:util';
import { Cron } from 'croner';
import { ROOT, type StackPorts } from './stack-config';

export const FUNCTIONS_DIR = resolve(ROOT, 'functions');
export const FUNCTIONS_BUNDLE = resolve(FUNCTIONS_DIR, 'dist/index.js');

// ---------------------------------------------------------------------------------------------
// Schedules

export interface JobSchedule {
  /** As written, with the time zone of a cron schedule: for the launcher's lines. */
  readonly text: string;
  /** The first run strictly after `after`. */
  next(after: Date): Date;
}

/** App Engine's interval form, the part of it Cloud Scheduler jobs of this project use. */
const EVERY = /^every (\d+) (minutes?|mins|hours?|hrs)$/i;

/**
 * 'every N minutes|hours' (App Engine syntax: N minutes after the last due time, not aligned to
 * the clock) or a 5-field unix cron in `timeZone` (Cloud Scheduler's default for v2 functions is
 * UTC). Throws on anything else, so an unsupported schedule is a line at start, not a silent job.
 */
export function parseSchedule(schedule: string, timeZone = 'UTC'): JobSchedule {
  const every = EVERY.exec(schedule.trim());
  if (every) {
    const n = Number(every[1]);
    if (n < 1) throw new Error(`"${schedule}": the interval must be at least 1`);
    const ms = n * (every[2]!.toLowerCase().startsWith('h') ? 3_600_000 : 60_000);
    return { text: schedule, next: (after) => new Date(after.getTime() + ms) };
  }
  if (/^every\b/i.test(schedule.trim())) {
    throw new Error(`"${schedule}": of App Engine's schedule syntax only "every N minutes" and "every N hours" are supported here`);
  }
  // 5-part: Cloud Scheduler's unix cron has no seconds field. Croner's default DST rule for a
  // fixed time (a run in the skipped spring hour runs at the end of the gap; a repeated autumn
  // hour runs once) is what a nightly job wants.
  const cron = new Cron(schedule, { timezone: timeZone, mode: '5-part', paused: true });
  cron.nextRun(); // an unknown time zone only shows when a time is computed
  return {
    text: `${schedule} (${timeZone})`,
    next: (after) => {
      const at = cron.nextRun(after);
      if (!at) throw new Error(`"${schedule}" has no run after ${after.toISOString()}`);
      return at;
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Discovery

export interface RetryPolicy {
  /** Retries after a failed run (Cloud Scheduler's retryCount; 0: none). */
  count: number;
  minBackoffMs: number;
  maxBackoffMs: number;
  maxDoublings: number;
}

export interface ScheduledJob {
  /** The exported function's name: what `npm run job -- <name>` takes. */
  name: string;
  schedule: string;
  timeZone: string;
  /** The function's own timeoutSeconds; a run still going then is killed. */
  timeLimitMs: number;
  retry: RetryPolicy;
  /** Secrets the function declares: only these come from functions/.secret.local, as in the emulator. */
  secrets: string[];
  /** The Cloud Scheduler job's name firebase-tools deploys (the event's jobName). */
  schedulerJobName: string;
}

/** When a function sets no timeoutSeconds: the longest an event-driven function may run. */
export const DEFAULT_TIME_LIMIT_S = 540;
/** Cloud Scheduler's defaults for what a retryConfig leaves out. */
const RETRY_DEFAULTS = { minBackoffSeconds: 5, maxBackoffSeconds: 3600, maxDoublings: 5 };

const record = (v: unknown): Record<string, unknown> | undefined => (v !== null && (typeof v === 'object' || typeof v === 'function') ? (v as Record<string, unknown>) : undefined);
const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);

/**
 * Every export that firebase-functions made a scheduled function (`onSchedule` puts
 * `scheduleTrigger` into its `__endpoint`, as the deploy reads it), sorted by name. Nothing is
 * named here: a new job in functions/src is picked up by the next start.
 */
export function discoverJobs(exports: Record<string, unknown>): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const endpoint = record(record(value)?.__endpoint);
    const trigger = record(endpoint?.scheduleTrigger);
    if (!endpoint || !trigger) continue;
    const retry = record(trigger.retryConfig) ?? {};
    const region = Array.isArray(endpoint.region) && typeof endpoint.region[0] === 'string' ? endpoint.region[0] : undefined;
    jobs.push({
      name,
      schedule: typeof trigger.schedule === 'string' ? trigger.schedule : JSON.stringify(trigger.schedule),
      timeZone: typeof trigger.timeZone === 'string' && trigger.timeZone ? trigger.timeZone : 'UTC',
      timeLimitMs: (typeof endpoint.timeoutSeconds === 'number' && endpoint.timeoutSeconds > 0 ? endpoint.timeoutSeconds : DEFAULT_TIME_LIMIT_S) * 1000,
      retry: {
        count: numberOr(retry.retryCount, 0),
        minBackoffMs: numberOr(retry.minBackoffSeconds, RETRY_DEFAULTS.minBackoffSeconds) * 1000,
        maxBackoffMs: numberOr(retry.maxBackoffSeconds, RETRY_DEFAULTS.maxBackoffSeconds) * 1000,
        maxDoublings: numberOr(retry.maxDoublings, RETRY_DEFAULTS.maxDoublings),
      },
      secrets: Array.isArray(endpoint.secretEnvironmentVariables)
        ? endpoint.secretEnvironmentVariables.map((s) => record(s)?.key).filter((k): k is string => typeof k === 'string')
        : [],
      schedulerJobName: `firebase-schedule-${name}${region ? `-${region}` : ''}`,
    });
  }
  return jobs.sort((a, b) => a.name.localeCompare(b.name));
}

/** The wait before retry number `attempt` (1-based): doubling from the minimum, capped. */
export function backoffMs(retry: RetryPolicy, attempt: number): number {
  return Math.min(retry.minBackoffMs * 2 ** Math.min(attempt - 1, retry.maxDoublings), retry.maxBackoffMs);
}

// The bundle is loaded in a child too: importing it needs the project's environment (the Storage
// trigger asks for FIREBASE_CONFIG at import), which must not leak into the launcher's own.
const MARKER = '@@rms-job-exports@@';
const LIST_EXPORTS = `
const mod = await import(process.argv[1]);
const out = {};
for (const [name, value] of Object.entries(mod)) if (value && value.__endpoint) out[name] = { __endpoint: value.__endpoint };
process.stdout.write('\\n${MARKER}' + JSON.stringify(out) + '\\n');
process.exit(0);
`;

/** The scheduled functions of `bundle`, loaded in a child process with `env`. */
export async function listJobs(bundle: string, env: NodeJS.ProcessEnv): Promise<ScheduledJob[]> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', LIST_EXPORTS, pathToFileURL(bundle).href], { cwd: FUNCTIONS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const code = await new Promise<number | null>((res, rej) => child.once('error', rej).once('close', res));
  const line = out.split('\n').find((l) => l.startsWith(MARKER));
  if (code !== 0 || !line) throw new Error(`Could not load ${bundle} (exit code ${code}):\n${err.trim().slice(-3000)}`);
  return discoverJobs(JSON.parse(line.slice(MARKER.length)) as Record<string, unknown>);
}

// ---------------------------------------------------------------------------------------------
// The running stack and the environment a job gets

/** `<dataDir>/stack.json`, written by the launcher once the stack is up, removed when it stops. */
export interface StackState {
  pid: number;
  projectId: string;
  ports: StackPorts;
  dataDir: string;
  /** The bundle the Functions emulator loaded. */
  bundle: string;
  /** The environment the launcher gave the Functions emulator. */
  functionsEnv: Record<string, string>;
  startedAt: string;
}

export const stackStateFile = (dataDir: string) => resolve(dataDir, 'stack.json');

export async function writeStackState(state: StackState): Promise<void> {
  await writeFile(stackStateFile(state.dataDir), `${JSON.stringify(state, null, 2)}\n`);
}

export async function removeStackState(dataDir: string): Promise<void> {
  await rm(stackStateFile(dataDir), { force: true });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function listening(port: number): Promise<boolean> {
  return new Promise((res) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(2000, () => (socket.destroy(), res(false)));
    socket.once('connect', () => (socket.destroy(), res(true)));
    socket.once('error', () => res(false));
  });
}

/**
 * The stack whose launcher wrote `<dataDir>/stack.json`, or undefined when there is none: no file,
 * or a file left by a launcher that was killed (its process is gone or its Firestore is not there).
 */
export async function readRunningStack(dataDir: string): Promise<StackState | undefined> {
  let state: StackState;
  try {
    state = JSON.parse(await readFile(stackStateFile(dataDir), 'utf8')) as StackState;
  } catch {
    return undefined;
  }
  if (!alive(state.pid) || !(await listening(state.ports.firestore))) return undefined;
  return state;
}

/** What the Functions emulator adds from the functions folder: its .env files and local secrets. */
export interface FunctionsEnvFiles {
  dotenv: Record<string, string>;
  secrets: Record<string, string>;
}

const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => '');
const parsed = (text: string) => Object.fromEntries(Object.entries(parseEnv(text)).filter((e): e is [string, string] => e[1] !== undefined));

/** `.env`, `.env.<project>`, `.env.local` (later wins) and `.secret.local`, as the emulator reads them. */
export async function readFunctionsEnvFiles(projectId: string, dir = FUNCTIONS_DIR): Promise<FunctionsEnvFiles> {
  const dotenv: Record<string, string> = {};
  for (const name of ['.env', `.env.${projectId}`, '.env.local']) Object.assign(dotenv, parsed(await readIfThere(resolve(dir, name))));
  return { dotenv, secrets: parsed(await readIfThere(resolve(dir, '.secret.local'))) };
}

/**
 * The environment of a job's process: what the Functions emulator gives a function of this stack
 * (the launcher's variables, the .env files, the project, the emulator hosts, the declared
 * secrets), so a job reaches the same Firestore, blob folder and outbox as the API does.
 */
export function jobEnvironment(
  stack: Pick<StackState, 'projectId' | 'ports' | 'functionsEnv'>,
  files: FunctionsEnvFiles,
  job?: Pick<ScheduledJob, 'name' | 'secrets'>,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    METADATA_SERVER_DETECTION: 'none',
    ...base,
    ...stack.functionsEnv,
    ...files.dotenv,
    GCLOUD_PROJECT: stack.projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId: stack.projectId, storageBucket: `${stack.projectId}.appspot.com` }),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.ports.auth}`,
    FUNCTIONS_EMULATOR: 'true',
    // Cloud Functions, and the emulator, run in UTC: dates in names and logs come out the same.
    TZ: 'UTC',
  };
  if (job) {
    env.K_SERVICE = job.name;
    env.FUNCTION_TARGET = job.name;
    for (const key of job.secrets) if (files.secrets[key] !== undefined) env[key] = files.secrets[key];
  }
  return env;
}

// ---------------------------------------------------------------------------------------------
// One run, in its own process

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

/** A time as people of the job's time zone read it: 2026-11-26 02:30:00 CET. */
export function formatTime(at: Date, timeZone: string): string {
  const two = '2-digit' as const;
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, timeZoneName: 'short', year: 'numeric', month: two, day: two, hour: two, minute: two, second: two, hourCycle: 'h23' }).formatToParts(at);
  const p = Object.fromEntries(parts.map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second} ${p.timeZoneName}`;
}

// ---------------------------------------------------------------------------------------------
// The scheduler

/** setTimeout's longest delay (~24.8 days); a monthly job re-arms when it wakes early. */
const MAX_TIMER_MS = 2 ** 31 - 1;

interface Slot {
  job: ScheduledJob;
  schedule: JobSchedule;
  nextAt: Date;
  timer?: NodeJS.Timeout;
  /** From a run's start to the end of its last retry: a due time then is skipped, never run twice. */
  busy: boolean;
  run?: JobRun;
}

export interface SchedulerOptions {
  startRun: (job: ScheduledJob, event: ScheduledEvent) => JobRun;
  /** One line about a job (the launcher prefixes it with `[job <name>]`). */
  log: (jobName: string, line: string) => void;
}

/** Runs each job when its schedule says, one run of a job at a time, with the job's retries. */
export class JobScheduler {
  private readonly slots: Slot[] = [];
  private stopped = false;
  private readonly waits = new Set<() => void>();

  constructor(
    jobs: ScheduledJob[],
    private readonly opts: SchedulerOptions,
  ) {
    for (const job of jobs) {
      try {
        this.slots.push({ job, schedule: parseSchedule(job.schedule, job.timeZone), nextAt: new Date(0), busy: false });
      } catch (e) {
        opts.log(job.name, `not scheduled: ${(e as Error).message} (npm run job -- ${job.name} still runs it)`);
      }
    }
  }

  /** Arms every job from now; the first run is the schedule's first time after now, as after a deploy. */
  start(now = new Date()): void {
    for (const slot of this.slots) this.arm(slot, slot.schedule.next(now));
  }

  /** Each scheduled job with its schedule and next due time. */
  plan(): { job: ScheduledJob; schedule: string; nextAt: Date }[] {
    return this.slots.map((s) => ({ job: s.job, schedule: s.schedule.text, nextAt: s.nextAt }));
  }

  /** No more runs; running ones are killed and awaited. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const slot of this.slots) clearTimeout(slot.timer);
    for (const wake of this.waits) wake();
    await Promise.all(this.slots.map((s) => s.run?.stop()));
  }

  private arm(slot: Slot, at: Date): void {
    slot.nextAt = at;
    slot.timer = setTimeout(() => this.due(slot), Math.min(Math.max(0, at.getTime() - Date.now()), MAX_TIMER_MS));
  }

  private due(slot: Slot): void {
    if (this.stopped) return;
    const due = slot.nextAt;
    if (Date.now() < due.getTime()) return this.arm(slot, due);
    // From the due time, or from now after a sleep of the machine: missed times are not made up.
    try {
      this.arm(slot, slot.schedule.next(new Date(Math.max(due.getTime(), Date.now()))));
    } catch (e) {
      this.opts.log(slot.job.name, `no further runs: ${(e as Error).message}`);
    }
    if (slot.busy) {
      this.opts.log(slot.job.name, `still running: the run due at ${formatTime(due, slot.job.timeZone)} is skipped`);
      return;
    }
    void this.runWithRetries(slot, due);
  }

  private async runWithRetries(slot: Slot, due: Date): Promise<void> {
    const { job } = slot;
    slot.busy = true;
    try {
      for (let attempt = 0; ; attempt++) {
        this.opts.log(job.name, attempt === 0 ? `started (due ${formatTime(due, job.timeZone)})` : `retry ${attempt} of ${job.retry.count}`);
        slot.run = this.opts.startRun(job, { scheduleTime: due.toISOString(), jobName: job.schedulerJobName });
        const outcome = await slot.run.done;
        slot.run = undefined;
        const more = outcome.status !== 'ok' && outcome.status !== 'stopped' && attempt < job.retry.count && !this.stopped;
        const wait = more ? backoffMs(job.retry, attempt + 1) : 0;
        const then = more ? `retry in ${formatDuration(wait)}` : `next at ${formatTime(slot.nextAt, job.timeZone)}`;
        this.opts.log(job.name, `${describeOutcome(outcome)}${this.stopped ? '' : `; ${then}`}`);
        if (!more || !(await this.sleep(wait))) return;
      }
    } finally {
      slot.busy = false;
    }
  }

  /** Resolves true after `ms`, or false at once when the scheduler stops. */
  private sleep(ms: number): Promise<boolean> {
    return new Promise((res) => {
      const wake = () => {
        clearTimeout(timer);
        this.waits.delete(wake);
        res(false);
      };
      const timer = setTimeout(() => {
        this.waits.delete(wake);
        res(!this.stopped);
      }, ms);
      this.waits.add(wake);
    });
  }
}
