import { describe, expect, it } from 'vitest';
import { COLLECT_RATE_LIMIT } from '../functions/src/routes/stats';
import { collectTable, COLLECT_PAGES, nthHit, VISITORS } from './collect';

describe('the beacon burst', () => {
  it('cycles through the visitors, each seeing the pages in turn', () => {
    expect(nthHit(0)).toEqual({ address: '10.0.0.0', path: '/' });
    expect(nthHit(VISITORS - 1).address).toBe('10.0.15.159');
    expect(nthHit(VISITORS)).toEqual({ address: '10.0.0.0', path: COLLECT_PAGES[1] });
    expect(new Set(Array.from({ length: VISITORS * 2 }, (_, n) => nthHit(n).address)).size).toBe(VISITORS);
  });

  it('keeps each visitor under the per-client limit at 10,000 beacons a second for 20 s', () => {
    expect((10_000 * 20) / VISITORS).toBeLessThan(COLLECT_RATE_LIMIT.limit);
  });

  it('reports writes per 1,000 stored hits, and an error as a row', () => {
    const row = { rps: 2500, p50Ms: 40, p99Ms: 300, requests: 50_000, non2xx: 0, errors: 0, connections: 200, durationS: 20, visitors: VISITORS, stored: 50_005, dropped: 0, writes: 1200, batches: 400, writesPerThousand: 24 };
    expect(collectTable(row)).toContain('1200 (24.0 per 1,000)');
    expect(collectTable({ ok: false, error: 'the local stack did not start' })).toContain('error: the local stack did not start');
  });
});
