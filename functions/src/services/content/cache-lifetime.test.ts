import { describe, expect, it } from 'vitest';
import { cacheControlUntil } from './cache-lifetime';

const base = { maxAge: 60, sMaxAge: 300, staleWhileRevalidate: 600 };
const now = new Date('2026-04-01T10:00:00Z');
const inSeconds = (s: number) => new Date(now.getTime() + s * 1000);

describe('cacheControlUntil', () => {
  it('keeps the base lifetimes when no change is ahead, or when it lies beyond all of them', () => {
    expect(cacheControlUntil(base, null, now)).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect(cacheControlUntil(base, inSeconds(900), now)).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
  });

  it('cuts stale-while-revalidate first, then the lifetimes, so no copy outlives the change', () => {
    expect(cacheControlUntil(base, inSeconds(500), now)).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=200');
    expect(cacheControlUntil(base, inSeconds(45), now)).toBe('public, max-age=45, s-maxage=45');
    expect(cacheControlUntil(base, inSeconds(0), now)).toBe('public, max-age=0, s-maxage=0');
  });
});
