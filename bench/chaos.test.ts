import type autocannon from 'autocannon';
import { describe, expect, it } from 'vitest';
import { chaosErrors, chaosRun, whileFirestoreStalled } from './chaos';

/** The parts of autocannon's result a chaos row reads. */
const result = (over: Partial<autocannon.Result>): autocannon.Result =>
  ({ '2xx': 4000, duration: 20, latency: { p50: 12, p99: 80 }, non2xx: 0, errors: 0, timeouts: 0, ...over }) as autocannon.Result;

describe('chaosRun', () => {
  it('splits autocannon\'s errors into timeouts and socket errors', () => {
    const healthy = { rps: 2000, p50Ms: 10, p99Ms: 40, requests: 40_000, non2xx: 0, errors: 0 };
    const run = chaosRun('/api/products', 'api', 40, healthy, result({ '2xx': 100, errors: 405, timeouts: 400, non2xx: 7 }));
    expect(run).toEqual({ path: '/api/products', server: 'api', connections: 40, healthy, rps: 5, p50Ms: 12, p99Ms: 80, requests: 100, non2xx: 7, timeouts: 400, socketErrors: 5 });
    expect(chaosErrors(run)).toBe(412);
  });

  it('counts nothing as an error when every request got a 2xx answer', () => {
    expect(chaosErrors(chaosRun('/produkter/a/b', 'render', 80, { rps: 2000, p50Ms: 10, p99Ms: 40, requests: 40_000, non2xx: 0, errors: 0 }, result({})))).toBe(0);
  });
});

describe('whileFirestoreStalled', () => {
  const fakeStack = () => {
    const calls: string[] = [];
    return { calls, stallFirestore: () => calls.push('stall'), resumeFirestore: () => calls.push('resume') };
  };

  it('stalls before measuring and resumes after', async () => {
    const stack = fakeStack();
    const measured = await whileFirestoreStalled(stack, async () => {
      stack.calls.push('measure');
      return 42;
    });
    expect(measured).toBe(42);
    expect(stack.calls).toEqual(['stall', 'measure', 'resume']);
  });

  it('resumes a stalled Firestore when the measuring throws, and passes the error on', async () => {
    const stack = fakeStack();
    await expect(
      whileFirestoreStalled(stack, async () => {
        throw new Error('autocannon failed');
      }),
    ).rejects.toThrow('autocannon failed');
    expect(stack.calls).toEqual(['stall', 'resume']);
  });
});
