import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  backoffMs,
  discoverJobs,
  formatTime,
  JobScheduler,
  jobEnvironment,
  listJobs,
  parseSchedule,
  readFunctionsEnvFiles,
  readRunningStack,
  startJobRun,
  writeStackState,
  type JobOutcome,
  type RunStatus,
  type ScheduledEvent,
  type ScheduledJob,
  type StackState,
} from './jobs';
import { PORTS } from './stack-config';

const at = (iso: string) => new Date(iso);
const nextTimes = (schedule: string, timeZone: string | undefined, from: string, n: number) => {
  const s = parseSchedule(schedule, timeZone);
  const out: string[] = [];
  for (let t = at(from), i = 0; i < n; i++) out.push((t = s.next(t)).toISOString());
  return out;
};

describe('parseSchedule', () => {
  it("runs 'every 15 minutes' 15 minutes after the last due time, not on the clock's quarters", () => {
    expect(nextTimes('every 15 minutes', 'Europe/Oslo', '2026-11-25T12:07:30Z', 3)).toEqual(['2026-11-25T12:22:30.000Z', '2026-11-25T12:37:30.000Z', '2026-11-25T12:52:30.000Z']);
  });

  it('reads the other interval spellings of App Engine syntax', () => {
    const gap = (schedule: string) => parseSchedule(schedule).next(at('2026-01-01T00:00:00Z')).getTime() - at('2026-01-01T00:00:00Z').getTime();
    expect(gap('every 5 minutes')).toBe(5 * 60_000);
    expect(gap('every 1 minute')).toBe(60_000);
    expect(gap('every 10 mins')).toBe(10 * 60_000);
    expect(gap('every 1 hours')).toBe(3_600_000);
    expect(gap('every 2 hrs')).toBe(2 * 3_600_000);
    expect(gap('Every 24 Hours')).toBe(24 * 3_600_000);
  });

  it('refuses schedules it would get wrong rather than run them at a guessed time', () => {
    expect(() => parseSchedule('every 0 minutes')).toThrow(/at least 1/);
    expect(() => parseSchedule('every 2 hours synchronized')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('every monday 09:00')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('every 30 seconds')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('0 30 2 * * *')).toThrow(/5 parts/); // Cloud Scheduler's cron has no seconds
    expect(() => parseSchedule('30 2 * * *', 'Europe/Atlantis')).toThrow(/timezone/i);
    expect(() => parseSchedule('not a schedule')).toThrow();
  });

  it('runs a cron schedule in its time zone, and in UTC without one (Cloud Scheduler v2 default)', () => {
    expect(nextTimes('30 2 * * *', 'Europe/Oslo', '2026-11-25T12:00:00Z', 2)).toEqual(['2026-11-26T01:30:00.000Z', '2026-11-27T01:30:00.000Z']);
    expect(nextTimes('30 2 * * *', undefined, '2026-11-25T12:00:00Z', 1)).toEqual(['2026-11-26T02:30:00.000Z']);
    expect(parseSchedule('30 2 * * *', 'Europe/Oslo').text).toBe('30 2 * * * (Europe/Oslo)');
  });

  it('keeps the nightly 02:30 Oslo run across spring-forward: the skipped 02:30 runs at 03:00 CEST', () => {
    // 29 March 2026: Oslo's clocks go from 02:00 CET straight to 03:00 CEST.
    const runs = nextTimes('30 2 * * *', 'Europe/Oslo', '2026-03-27T12:00:00Z', 3);
    expect(runs).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
    expect(runs.map((r) => formatTime(at(r), 'Europe/Oslo'))).toEqual(['2026-03-28 02:30:00 CET', '2026-03-29 03:00:00 CEST', '2026-03-30 02:30:00 CEST']);
  });

  it('runs the nightly 02:30 Oslo job once on fall-back night, when 02:30 happens twice', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 is 00:30Z and again 01:30Z.
    const runs = nextTimes('30 2 * * *', 'Europe/Oslo', '2026-10-24T12:00:00Z', 2);
    expect(runs).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });
});

describe('discoverJobs', () => {
  const scheduled = (trigger: Record<string, unknown>, endpoint: Record<string, unknown> = {}) =>
    Object.assign(async () => {}, { run: async () => {}, __endpoint: { platform: 'gcfv2', region: ['europe-north1'], ...endpoint, scheduleTrigger: { retryConfig: {}, ...trigger } } });

  it("finds every export with a scheduleTrigger, whatever it is called, and reads its endpoint's settings", () => {
    const jobs = discoverJobs({
      retentionPurge: scheduled({ schedule: '0 3 * * *', timeZone: 'Europe/Oslo', retryConfig: { retryCount: 2, minBackoffSeconds: 30 } }),
      api: Object.assign(() => {}, { __endpoint: { httpsTrigger: {} } }),
      messageDrain: scheduled({ schedule: 'every 5 minutes' }, { timeoutSeconds: 60, secretEnvironmentVariables: [{ key: 'SENDGRID_API_KEY' }] }),
      REGION: 'europe-north1',
      helper: () => 1,
      nothing: null,
    });
    expect(jobs.map((j) => j.name)).toEqual(['messageDrain', 'retentionPurge']);
    expect(jobs[0]).toEqual({
      name: 'messageDrain',
      schedule: 'every 5 minutes',
      timeZone: 'UTC',
      timeLimitMs: 60_000,
      retry: { count: 0, minBackoffMs: 5000, maxBackoffMs: 3_600_000, maxDoublings: 5 },
      secrets: ['SENDGRID_API_KEY'],
      schedulerJobName: 'firebase-schedule-messageDrain-europe-north1',
    });
    // No timeoutSeconds: the 540 s limit; the retry settings it leaves out are Cloud Scheduler's defaults.
    expect(jobs[1]).toMatchObject({ timeZone: 'Europe/Oslo', timeLimitMs: 540_000, retry: { count: 2, minBackoffMs: 30_000, maxBackoffMs: 3_600_000 }, secrets: [] });
  });

  it("reads firebase-functions' own onSchedule objects, and leaves its HTTP functions alone", () => {
    const jobs = discoverJobs({
      nightly: onSchedule({ schedule: '30 2 * * *', timeZone: 'Europe/Oslo', timeoutSeconds: 540, retryCount: 2, region: 'europe-north1' }, async () => {}),
      quarterly: onSchedule('every 15 minutes', async () => {}),
      web: onRequest((_req, res) => void res.send('ok')),
    });
    expect(jobs.map((j) => [j.name, j.schedule, j.timeZone, j.timeLimitMs, j.retry.count])).toEqual([
      ['nightly', '30 2 * * *', 'Europe/Oslo', 540_000, 2],
      ['quarterly', 'every 15 minutes', 'UTC', 540_000, 0],
    ]);
    expect(jobs[0]!.schedulerJobName).toBe('firebase-schedule-nightly-europe-north1');
  });

  it('backs off as Cloud Scheduler does: doubling from the minimum, capped', () => {
    const retry = { count: 5, minBackoffMs: 5000, maxBackoffMs: 30_000, maxDoublings: 5 };
    expect([1, 2, 3, 4, 5].map((n) => backoffMs(retry, n))).toEqual([5000, 10_000, 20_000, 30_000, 30_000]);
    expect([1, 2, 3].map((n) => backoffMs({ ...retry, maxBackoffMs: 3_600_000, maxDoublings: 1 }, n))).toEqual([5000, 10_000, 10_000]);
  });
});

// A stand-in for functions/dist/index.js: the same export shape, handlers that show what they got.
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

let dir: string;
let bundle: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rms-jobs-'));
  bundle = join(dir, 'index.js');
  await writeFile(join(dir, 'package.json'), '{"type":"module"}');
  await writeFile(bundle, FAKE_BUNDLE);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const stack = { projectId: 'demo-test', ports: PORTS.test, functionsEnv: { RMS_BLOB_DIR: '/tmp/blobs', FIRESTORE_EMULATOR_HOST: '127.0.0.1:8180', ADMIN_EMAILS: 'admin@example.com' } };
const noFiles = { dotenv: {}, secrets: {} };
const env = () => jobEnvironment(stack, noFiles);

/** A process is gone when /proc no longer has it or it is a zombie nobody reaped yet. */
function gone(pid: number): boolean {
  try {
    return /^\d+ \(.*\) Z/s.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}
async function eventuallyGone(pid: number) {
  for (let i = 0; i < 100 && !gone(pid); i++) await new Promise((r) => setTimeout(r, 20));
  return gone(pid);
}

describe('listJobs', () => {
  it("loads the bundle in a child with the stack's environment and returns only its scheduled functions", async () => {
    const jobs = await listJobs(bundle, env());
    expect(jobs.map((j) => j.name)).toEqual(['broken', 'crash', 'hang', 'hello']);
    expect(jobs.find((j) => j.name === 'hang')!.timeLimitMs).toBe(1000);
    expect(process.env.FIREBASE_CONFIG).toBeUndefined(); // the launcher's own environment stays as it was
  });

  it('says why when the bundle does not load', async () => {
    await expect(listJobs(bundle, { PATH: process.env.PATH })).rejects.toThrow(/FIREBASE_CONFIG is missing/);
    await expect(listJobs(join(dir, 'missing.js'), env())).rejects.toThrow(/Could not load/);
  });
});

describe('startJobRun', () => {
  const event: ScheduledEvent = { scheduleTime: '2026-11-26T01:30:00.000Z', jobName: 'firebase-schedule-hello-europe-north1' };
  const run = async (name: string, timeLimitMs = 20_000) => {
    const lines: string[] = [];
    const outcome = await startJobRun({ name, timeLimitMs }, { bundle, env: env(), event, log: (l, s) => lines.push(`${s}: ${l}`) }).done;
    return { outcome, lines };
  };

  it("calls the handler in another process with the event and the stack's environment, and passes on its lines", async () => {
    const { outcome, lines } = await run('hello');
    expect(outcome).toMatchObject({ status: 'ok', exitCode: 0 });
    expect(lines).toContain('stdout: hello firebase-schedule-hello-europe-north1 2026-11-26T01:30:00.000Z /tmp/blobs UTC');
    const pid = Number(lines.find((l) => l.startsWith('stderr: pid '))!.slice('stderr: pid '.length));
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);
  });

  it('reports a thrown error as a failed run with its message', async () => {
    const { outcome, lines } = await run('broken');
    expect(outcome).toMatchObject({ status: 'failed', exitCode: 1 });
    expect(lines.join('\n')).toMatch(/stderr: Error: boom: the backup bucket is gone/);
  });

  it('survives a job that crashes its process', async () => {
    const { outcome, lines } = await run('crash');
    expect(outcome.status).toBe('failed');
    expect(lines.join('\n')).toContain('uncaught in a timer');
  });

  it('fails a name that is not a scheduled function', async () => {
    const { outcome, lines } = await run('api');
    expect(outcome.status).toBe('failed');
    expect(lines.join('\n')).toContain('api is not a scheduled function');
  });

  it('kills a run at its time limit, with whatever it started', async () => {
    const { outcome, lines } = await run('hang', 1500);
    expect(outcome.status).toBe('timed-out');
    expect(outcome.durationMs).toBeGreaterThanOrEqual(1500);
    expect(outcome.durationMs).toBeLessThan(10_000);
    const [jobPid, sleeperPid] = lines.find((l) => l.startsWith('stdout: pids '))!.slice('stdout: pids '.length).split(' ').map(Number);
    expect(await eventuallyGone(jobPid!)).toBe(true);
    expect(await eventuallyGone(sleeperPid!)).toBe(true);
  });

  it('stops a run when asked (the launcher stopping)', async () => {
    const lines: string[] = [];
    const running = startJobRun({ name: 'hang', timeLimitMs: 60_000 }, { bundle, env: env(), event, log: (l) => lines.push(l) });
    await vi.waitFor(() => expect(lines.some((l) => l.startsWith('pids '))).toBe(true), { timeout: 10_000 });
    const outcome = await running.stop();
    expect(outcome.status).toBe('stopped');
    expect(await eventuallyGone(running.pid!)).toBe(true);
  });
});

describe('jobEnvironment', () => {
  it("gives a job what the Functions emulator gives a function: the launcher's variables, the project, the emulator hosts", () => {
    const e = jobEnvironment(stack, noFiles, { name: 'mailRetry', secrets: [] }, { PATH: '/bin', HOME: '/root' });
    expect(e).toMatchObject({ PATH: '/bin', ...stack.functionsEnv, GCLOUD_PROJECT: 'demo-test', FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.test.auth}`, FUNCTIONS_EMULATOR: 'true', K_SERVICE: 'mailRetry', TZ: 'UTC' });
    expect(JSON.parse(e.FIREBASE_CONFIG!)).toEqual({ projectId: 'demo-test', storageBucket: 'demo-test.appspot.com' });
    expect(e.METADATA_SERVER_DETECTION).toBe('none');
  });

  it('adds the .env files (over the launcher, as in the emulator) and only the secrets the function declares', async () => {
    const fnDir = await mkdtemp(join(tmpdir(), 'rms-fn-'));
    try {
      await writeFile(join(fnDir, '.env'), 'MAIL_TO=a@example.com\nMAIL_FROM=from@example.com\n');
      await writeFile(join(fnDir, '.env.demo-test'), 'MAIL_TO=b@example.com\n');
      await writeFile(join(fnDir, '.env.local'), 'ADMIN_EMAILS=boss@example.com\n');
      await writeFile(join(fnDir, '.secret.local'), 'SENDGRID_API_KEY=local-key\nOTHER_SECRET=x\n');
      const files = await readFunctionsEnvFiles('demo-test', fnDir);
      const e = jobEnvironment(stack, files, { name: 'mailRetry', secrets: ['SENDGRID_API_KEY'] }, {});
      expect(e).toMatchObject({ MAIL_TO: 'b@example.com', MAIL_FROM: 'from@example.com', ADMIN_EMAILS: 'boss@example.com', SENDGRID_API_KEY: 'local-key' });
      expect(e.OTHER_SECRET).toBeUndefined();
      expect(jobEnvironment(stack, files, { name: 'nightlyBackup', secrets: [] }, {}).SENDGRID_API_KEY).toBeUndefined();
    } finally {
      await rm(fnDir, { recursive: true, force: true });
    }
  });
});

describe('readRunningStack', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const state = (dataDir: string, pid: number, firestore: number): StackState => ({
    pid,
    projectId: 'demo-test',
    ports: { ...PORTS.test, firestore },
    dataDir,
    bundle,
    functionsEnv: {},
    startedAt: new Date().toISOString(),
  });

  it('finds the stack of a live launcher, and none without a state file or after a launcher was killed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rms-state-'));
    try {
      expect(await readRunningStack(dataDir)).toBeUndefined();
      await writeStackState(state(dataDir, process.pid, port));
      expect(await readRunningStack(dataDir)).toMatchObject({ pid: process.pid, projectId: 'demo-test' });
      // A pid that cannot exist (above Linux's pid_max): the launcher is gone, its file stayed.
      await writeStackState(state(dataDir, 2 ** 22 + 1, port));
      expect(await readRunningStack(dataDir)).toBeUndefined();
      // Its process is there but nothing answers on its Firestore port: not our stack.
      server.close();
      await writeStackState(state(dataDir, process.pid, port));
      expect(await readRunningStack(dataDir)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('JobScheduler', () => {
  afterEach(() => void vi.useRealTimers());

  const job = (name: string, schedule: string, more: Partial<ScheduledJob> = {}): ScheduledJob => ({
    name,
    schedule,
    timeZone: 'Europe/Oslo',
    timeLimitMs: 300_000,
    retry: { count: 0, minBackoffMs: 5000, maxBackoffMs: 3_600_000, maxDoublings: 5 },
    secrets: [],
    schedulerJobName: `firebase-schedule-${name}-europe-north1`,
    ...more,
  });

  /** Runs that end when the test says so. */
  function fakeRuns() {
    const started: { job: string; event: ScheduledEvent; finish: (s: RunStatus) => void; stopped: boolean }[] = [];
    const log: string[] = [];
    const startRun = (j: ScheduledJob, event: ScheduledEvent) => {
      let finish!: (s: RunStatus) => void;
      const done = new Promise<JobOutcome>((res) => (finish = (status) => res({ status, durationMs: 1200, exitCode: status === 'ok' ? 0 : 1, timeLimitMs: j.timeLimitMs })));
      const entry = { job: j.name, event, finish, stopped: false };
      started.push(entry);
      return { pid: 1, done, stop: () => ((entry.stopped = true), finish('stopped'), done) };
    };
    return { started, log, options: { startRun, log: (name: string, line: string) => log.push(`${name}: ${line}`) } };
  }
  const minutes = (n: number) => vi.advanceTimersByTimeAsync(n * 60_000);

  it('runs an interval job each time it is due and never starts a second run while one is going', async () => {
    vi.useFakeTimers({ now: at('2026-11-25T12:00:00Z') });
    const runs = fakeRuns();
    const scheduler = new JobScheduler([job('mailRetry', 'every 15 minutes')], runs.options);
    scheduler.start();
    expect(scheduler.plan()[0]!.nextAt.toISOString()).toBe('2026-11-25T12:15:00.000Z');

    await minutes(14);
    expect(runs.started).toHaveLength(0);
    await minutes(1);
    expect(runs.started.map((r) => r.event)).toEqual([{ scheduleTime: '2026-11-25T12:15:00.000Z', jobName: 'firebase-schedule-mailRetry-europe-north1' }]);

    await minutes(30); // due at 12:30 and 12:45 while the 12:15 run still goes
    expect(runs.started).toHaveLength(1);
    expect(runs.log.filter((l) => l.includes('skipped'))).toEqual([
      'mailRetry: still running: the run due at 2026-11-25 13:30:00 CET is skipped',
      'mailRetry: still running: the run due at 2026-11-25 13:45:00 CET is skipped',
    ]);

    runs.started[0]!.finish('ok');
    await minutes(0);
    expect(runs.log).toContain('mailRetry: done in 1.2 s; next at 2026-11-25 14:00:00 CET');
    await minutes(15);
    expect(runs.started.map((r) => r.event.scheduleTime)).toEqual(['2026-11-25T12:15:00.000Z', '2026-11-25T13:00:00.000Z']);
    await scheduler.stop();
  });

  it('runs a cron job at its time in its time zone, also on the night the clocks change', async () => {
    vi.useFakeTimers({ now: at('2026-03-28T12:00:00Z') });
    const runs = fakeRuns();
    const scheduler = new JobScheduler([job('nightlyBackup', '30 2 * * *')], runs.options);
    scheduler.start();
    await vi.advanceTimersByTimeAsync(at('2026-03-29T00:59:59Z').getTime() - Date.now());
    expect(runs.started).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs.started.map((r) => r.event.scheduleTime)).toEqual(['2026-03-29T01:00:00.000Z']);
    runs.started[0]!.finish('ok');
    await minutes(24 * 60);
    expect(runs.started.map((r) => r.event.scheduleTime)).toEqual(['2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
    await scheduler.stop();
  });

  it("retries a failed run as the job's retryCount says, with backoff, and skips due times meanwhile", async () => {
    vi.useFakeTimers({ now: at('2026-11-25T12:00:00Z') });
    const runs = fakeRuns();
    const retry = { count: 2, minBackoffMs: 5 * 60_000, maxBackoffMs: 3_600_000, maxDoublings: 5 };
    const scheduler = new JobScheduler([job('nightlyBackup', 'every 10 minutes', { retry })], runs.options);
    scheduler.start();
    await minutes(10);
    runs.started[0]!.finish('failed');
    await minutes(0);
    expect(runs.log.at(-1)).toBe('nightlyBackup: failed after 1.2 s (exit code 1); retry in 5 min 0 s');
    await minutes(5);
    expect(runs.started).toHaveLength(2);
    runs.started[1]!.finish('timed-out');
    await minutes(10); // the retry waits 10 min; the run due at 12:20 is skipped meanwhile
    expect(runs.log).toContain('nightlyBackup: still running: the run due at 2026-11-25 13:20:00 CET is skipped');
    expect(runs.started).toHaveLength(3);
    expect(runs.started.map((r) => r.event.scheduleTime)).toEqual(Array(3).fill('2026-11-25T12:10:00.000Z'));
    runs.started[2]!.finish('failed');
    await minutes(0);
    expect(runs.log.at(-1)).toMatch(/^nightlyBackup: failed after 1.2 s \(exit code 1\); next at /);
    await minutes(4); // no fourth attempt: two retries were all it had
    expect(runs.started).toHaveLength(3);
    await minutes(1); // the next due time (12:30) runs as usual
    expect(runs.started.map((r) => r.event.scheduleTime).at(-1)).toBe('2026-11-25T12:30:00.000Z');
    await scheduler.stop();
  });

  it('stops running jobs and schedules nothing more once stopped', async () => {
    vi.useFakeTimers({ now: at('2026-11-25T12:00:00Z') });
    const runs = fakeRuns();
    const scheduler = new JobScheduler([job('a', 'every 5 minutes'), job('b', 'every 1 hours')], runs.options);
    scheduler.start();
    await minutes(5);
    expect(runs.started.map((r) => r.job)).toEqual(['a']);
    await scheduler.stop();
    expect(runs.started[0]!.stopped).toBe(true);
    await minutes(120);
    expect(runs.started).toHaveLength(1);
  });

  it('leaves out a job whose schedule it cannot read, says so, and runs the others', async () => {
    vi.useFakeTimers({ now: at('2026-11-25T12:00:00Z') });
    const runs = fakeRuns();
    const scheduler = new JobScheduler([job('odd', 'every monday 09:00'), job('fine', 'every 5 minutes')], runs.options);
    expect(runs.log).toEqual([expect.stringMatching(/^odd: not scheduled: .*npm run job -- odd still runs it\)$/)]);
    scheduler.start();
    expect(scheduler.plan().map((p) => p.job.name)).toEqual(['fine']);
    await minutes(5);
    expect(runs.started.map((r) => r.job)).toEqual(['fine']);
    await scheduler.stop();
  });
});
