import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJob } from './discovery';
import type { JobOutcome, RunStatus, ScheduledEvent } from './run';
import { JobScheduler } from './scheduler';

const at = (iso: string) => new Date(iso);

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
