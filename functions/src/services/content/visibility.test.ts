import { describe, expect, it } from 'vitest';
import { capCacheControl, quietStretch, secondsUntil } from './visibility';

const PAGE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
const LIST = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

describe('capCacheControl', () => {
  it('leaves the header as it is when nothing is scheduled', () => {
    expect(capCacheControl(PAGE, null)).toBe(PAGE);
  });

  it('cuts every lifetime so that even a stale copy is gone by the next change', () => {
    expect(capCacheControl(PAGE, 3600)).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=3540');
    expect(capCacheControl(PAGE, 45)).toBe('public, max-age=0, s-maxage=45, stale-while-revalidate=0');
    expect(capCacheControl(LIST, 200)).toBe('public, max-age=60, s-maxage=200, stale-while-revalidate=0');
    expect(capCacheControl(LIST, 30)).toBe('public, max-age=30, s-maxage=30, stale-while-revalidate=0');
    expect(capCacheControl(PAGE, 0)).toBe('public, max-age=0, s-maxage=0, stale-while-revalidate=0');
  });

  it('leaves answers no cache may keep alone', () => {
    expect(capCacheControl('private, no-store', 5)).toBe('private, no-store');
    expect(capCacheControl('no-store', 5)).toBe('no-store');
  });
});

describe('quietStretch', () => {
  it('is the time between the edges around the instant', () => {
    expect(quietStretch([10, 20, 30], 5)).toEqual({ from: Number.NEGATIVE_INFINITY, until: 10 });
    expect(quietStretch([10, 20, 30], 20)).toEqual({ from: 20, until: 30 });
    expect(quietStretch([10, 20, 30], 31)).toEqual({ from: 30, until: null });
    expect(quietStretch([], 31)).toEqual({ from: Number.NEGATIVE_INFINITY, until: null });
  });

  it('counts whole seconds left, never below zero', () => {
    expect(secondsUntil(61_999, 1_000)).toBe(60);
    expect(secondsUntil(1_000, 5_000)).toBe(0);
    expect(secondsUntil(null, 5_000)).toBeNull();
  });
});
