import { join } from 'node:path';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { describe, expect, it } from 'vitest';
import { backoffMs, discoverJobs, listJobs } from './discovery';
import { env, useFakeBundle } from '../../test/job-support';

const fake = useFakeBundle();

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

describe('listJobs', () => {
  it("loads the bundle in a child with the stack's environment and returns only its scheduled functions", async () => {
    const jobs = await listJobs(fake.bundle, env());
    expect(jobs.map((j) => j.name)).toEqual(['broken', 'crash', 'hang', 'hello']);
    expect(jobs.find((j) => j.name === 'hang')!.timeLimitMs).toBe(1000);
    expect(process.env.FIREBASE_CONFIG).toBeUndefined(); // the launcher's own environment stays as it was
  });

  it('says why when the bundle does not load', async () => {
    await expect(listJobs(fake.bundle, { PATH: process.env.PATH })).rejects.toThrow(/FIREBASE_CONFIG is missing/);
    await expect(listJobs(join(fake.dir, 'missing.js'), env())).rejects.toThrow(/Could not load/);
  });
});
