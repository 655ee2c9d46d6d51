import { describe, expect, it, vi } from 'vitest';
import { DependencyMonitor, guardRepositories, isOutage, SLOW_CALL_MS } from './dependencies';
import { ConflictError, UnavailableError } from './errors';
import type { Repositories } from './repositories';

describe('DependencyMonitor', () => {
  it('reports a slow call as degraded and a failing one as unhealthy, with since when, until a good call', () => {
    let now = Date.parse('2026-11-25T12:00:00Z');
    const monitor = new DependencyMonitor(() => now);
    monitor.record('firestore', 40);
    expect(monitor.states()).toEqual([expect.objectContaining({ dependency: 'firestore', status: 'healthy', lastLatencyMs: 40, since: null })]);
    monitor.record('firestore', SLOW_CALL_MS + 500);
    expect(monitor.states()[0]).toMatchObject({ status: 'degraded', since: '2026-11-25T12:00:00.000Z' });
    now += 60_000;
    monitor.record('firestore', 5000, Object.assign(new Error('14 UNAVAILABLE'), { code: 14 }));
    // The trouble began with the slow call: "since" stays there.
    expect(monitor.states()[0]).toMatchObject({ status: 'unhealthy', lastLatencyMs: 5000, since: '2026-11-25T12:00:00.000Z', lastError: '14 UNAVAILABLE' });
    monitor.record('firestore', 30);
    expect(monitor.states()[0]).toMatchObject({ status: 'healthy', since: null, lastError: null });
  });

  it('counts an answer that refuses the request (a conflict, a missing document) as a working service', () => {
    expect(isOutage('firestore', new ConflictError('stale'))).toBe(false);
    expect(isOutage('firestore', Object.assign(new Error('5 NOT_FOUND'), { code: 5 }))).toBe(false);
    expect(isOutage('auth', Object.assign(new Error('expired'), { code: 'auth/id-token-expired' }))).toBe(false);
    expect(isOutage('firestore', Object.assign(new Error('4 DEADLINE_EXCEEDED'), { code: 4 }))).toBe(true);
    expect(isOutage('storage', new Error('connect ECONNREFUSED 127.0.0.1:9199'))).toBe(true);
  });

  it('forgets what it saw long ago', () => {
    let now = 0;
    const monitor = new DependencyMonitor(() => now);
    monitor.record('mail', 20);
    now += 6 * 60 * 1000;
    expect(monitor.states()).toEqual([]);
  });
});

describe('guardRepositories', () => {
  const hanging = () => new Promise<never>(() => {});
  const repos = {
    products: { all: hanging, ref: () => 'sync value' },
    transaction: hanging,
    batch: () => ({ set: () => undefined, commit: hanging }),
  } as unknown as Repositories;

  it('turns a repository call, a transaction and a batch commit that hang into a Norwegian 503 at their deadlines', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const monitor = new DependencyMonitor();
    const guarded = guardRepositories(repos, monitor, { firestore: 50, firestoreCommit: 80, storage: 0, mail: 0, auth: 0 });
    await expect(guarded.products.all()).rejects.toThrow(new UnavailableError('Databasen svarte ikke i tide. Prøv igjen om litt.'));
    await expect(guarded.transaction(async () => 1)).rejects.toBeInstanceOf(UnavailableError);
    await expect(guarded.batch().commit()).rejects.toBeInstanceOf(UnavailableError);
    // Methods that answer at once are left alone.
    expect((guarded.products as unknown as { ref: () => string }).ref()).toBe('sync value');
    expect(monitor.states()[0]).toMatchObject({ dependency: 'firestore', status: 'unhealthy', lastLatencyMs: expect.any(Number) });
    error.mockRestore();
  });
});
