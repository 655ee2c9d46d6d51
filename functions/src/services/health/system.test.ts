import { describe, expect, it } from 'vitest';
import { authProbe, imageOptimizerProbe, mailerProbe, runProbe, summarize, systemHealth, toServiceHealth, withTimeout, type HealthProbe } from './system';
import type { Mailer } from '../../adapters/mailer';

const fixed = () => new Date('2026-06-01T12:00:00.000Z');
const ok = (service: string): HealthProbe => ({ service, check: async () => ({ message: `${service} fine` }) });

describe('withTimeout', () => {
  it('passes a prompt answer through and rejects a hung one', async () => {
    await expect(withTimeout(Promise.resolve(7), 50)).resolves.toBe(7);
    await expect(withTimeout(new Promise(() => {}), 20)).rejects.toThrow('No answer within 20 ms');
  });
});

describe('runProbe', () => {
  it('turns a throw into unhealthy with the error as details', async () => {
    const r = await runProbe({ service: 'storage', check: async () => { throw new Error('bucket gone'); } }, 100, fixed);
    expect(r).toEqual({ service: 'storage', status: 'unhealthy', message: 'storage check failed', details: 'bucket gone', timestamp: '2026-06-01T12:00:00.000Z' });
  });

  it('turns a synchronous throw into unhealthy too', async () => {
    const r = await runProbe({ service: 'x', check: () => { throw new Error('sync'); } }, 100, fixed);
    expect(r).toMatchObject({ status: 'unhealthy', details: 'sync' });
  });

  it('turns a hang into unhealthy after the timeout', async () => {
    const r = await runProbe({ service: 'auth', check: () => new Promise(() => {}) }, 20, fixed);
    expect(r).toMatchObject({ status: 'unhealthy', message: 'auth did not answer in time', details: 'No answer within 20 ms' });
  });

  it('keeps a reported status and message', async () => {
    expect(await runProbe({ service: 'm', check: async () => ({ status: 'degraded', message: 'slow' }) }, 100, fixed)).toEqual({ service: 'm', status: 'degraded', message: 'slow', timestamp: '2026-06-01T12:00:00.000Z' });
  });
});

describe('summarize and systemHealth', () => {
  it('is true only when every service is healthy', async () => {
    expect((await systemHealth([ok('a'), ok('b')])).status).toBe(true);
    const mixed = await systemHealth([ok('a'), { service: 'b', check: async () => ({ status: 'unknown', message: '?' }) }, { service: 'c', check: async () => { throw new Error('x'); } }], 50);
    expect(mixed.status).toBe(false);
    expect(mixed.message).toBe('Some services are not healthy: b unknown, c unhealthy');
    expect(summarize([]).status).toBe(true);
  });

  it('runs the probes in parallel: no probe finishes until every one has started', async () => {
    // Run one after another, the first probe would wait for the others until its timeout and the
    // system would report unhealthy; no clock is read, so a busy machine cannot fail this.
    let started = 0;
    let allStarted!: () => void;
    const barrier = new Promise<void>((resolve) => (allStarted = resolve));
    const waitsForAll = (service: string): HealthProbe => ({
      service,
      check: async () => {
        if (++started === 4) allStarted();
        await barrier;
        return { message: 'ok' };
      },
    });
    const result = await systemHealth(['a', 'b', 'c', 'd'].map(waitsForAll), 1_000);
    expect(result.details.map((d) => d.status)).toEqual(['healthy', 'healthy', 'healthy', 'healthy']);
  });
});

describe('toServiceHealth', () => {
  it('maps a result to the per-service shape, with the error only when asked', async () => {
    const failed = { service: 'mailer', status: 'unhealthy' as const, message: 'mailer check failed', details: 'no key', timestamp: 't' };
    expect(toServiceHealth(failed)).toEqual({ status: false, message: 'mailer check failed', details: { service: 'mailer', status: 'unhealthy', timestamp: 't', error: 'no key' } });
    expect(toServiceHealth(failed, false).details).not.toHaveProperty('error');
  });
});

describe('probes', () => {
  it('auth: "user not found" is an answer from a reachable service; other errors are failures', async () => {
    const reachable = { verifyIdToken: async () => ({ uid: 'x' }), getUser: async () => { throw Object.assign(new Error('no user'), { code: 'auth/user-not-found' }); } };
    expect((await runProbe(authProbe(reachable))).status).toBe('healthy');
    const down = { verifyIdToken: async () => ({ uid: 'x' }), getUser: async () => { throw Object.assign(new Error('ECONNREFUSED'), { code: 'app/network-error' }); } };
    expect(await runProbe(authProbe(down))).toMatchObject({ status: 'unhealthy', details: 'ECONNREFUSED' });
    expect((await runProbe(authProbe({ verifyIdToken: async () => ({ uid: 'x' }) }))).status).toBe('unknown');
  });

  it('mailer: an outbox in production is unhealthy; a failing check is unhealthy', async () => {
    const outbox: Mailer = { kind: 'outbox', send: async () => {}, check: async () => {} };
    expect((await runProbe(mailerProbe(outbox, 'development'))).status).toBe('healthy');
    expect((await runProbe(mailerProbe(outbox, 'production'))).status).toBe('unhealthy');
    const broken: Mailer = { kind: 'sendgrid', send: async () => {}, check: async () => { throw new Error('bad key'); } };
    expect(await runProbe(mailerProbe(broken, 'production'))).toMatchObject({ status: 'unhealthy', details: 'bad key' });
  });

  it('image optimizer: unknown without a probe, unhealthy when encoding fails', async () => {
    expect((await runProbe(imageOptimizerProbe())).status).toBe('unknown');
    expect((await runProbe(imageOptimizerProbe(async () => { throw new Error('libvips missing'); }))).details).toBe('libvips missing');
    expect((await runProbe(imageOptimizerProbe(async () => {}))).status).toBe('healthy');
  });
});
