import { describe, expect, it } from 'vitest';
import { DependencyMonitor, isOutage, SLOW_CALL_MS } from './dependency-monitor';
import { ConflictError } from './errors';

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
