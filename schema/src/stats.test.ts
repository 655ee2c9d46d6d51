import { describe, expect, it } from 'vitest';
import { addDays, CollectHitSchema, daysInRange, isCalendarDay, osloDay, OTHER_REFERRERS, referrerLabel, screenClass, StatsQuerySchema } from './stats';

describe('the beacon body', () => {
  it('takes a path, a referrer host (or none) and a screen class', () => {
    expect(CollectHitSchema.parse({ path: '/produkter/markiser', referrer: 'WWW.Google.com', screen: 'small' })).toEqual({ path: '/produkter/markiser', referrer: 'www.google.com', screen: 'small' });
    expect(CollectHitSchema.safeParse({ path: '/', referrer: null, screen: 'large' }).success).toBe(true);
    expect(CollectHitSchema.safeParse({ path: '/', referrer: '', screen: 'medium' }).success).toBe(true);
  });

  it('refuses anything else: other keys, a full URL as referrer, a relative path', () => {
    expect(CollectHitSchema.safeParse({ path: '/', referrer: '', screen: 'large', id: 'abc' }).success).toBe(false);
    expect(CollectHitSchema.safeParse({ path: '/', referrer: 'https://google.com/search', screen: 'large' }).success).toBe(false);
    expect(CollectHitSchema.safeParse({ path: 'om', referrer: '', screen: 'large' }).success).toBe(false);
    expect(CollectHitSchema.safeParse({ path: '/', referrer: '', screen: 'huge' }).success).toBe(false);
  });

  it('classes screens by width', () => {
    expect([360, 767, 768, 1279, 1280].map(screenClass)).toEqual(['small', 'small', 'medium', 'medium', 'large']);
  });
});

describe('the statistics query', () => {
  it('takes two real days, from before to, at most 400 days', () => {
    expect(StatsQuerySchema.safeParse({ from: '2025-01-01', to: '2025-01-31' }).success).toBe(true);
    expect(StatsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-02-04' }).success).toBe(true);
    expect(StatsQuerySchema.safeParse({ from: '2025-01-01', to: '2026-02-05' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ from: '2025-02-30', to: '2025-03-01' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ from: '2025-03-02', to: '2025-03-01' }).success).toBe(false);
    expect(StatsQuerySchema.safeParse({ from: '1.3.2025', to: '2025-03-01' }).success).toBe(false);
  });

  it('counts days on the calendar, across month ends and leap days', () => {
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(daysInRange('2025-03-01', '2025-03-31')).toBe(31);
  });

  it('reads the day in Norway: 23:30 UTC on 31 December is already New Year there', () => {
    expect(osloDay(new Date('2024-12-31T23:30:00Z'))).toBe('2025-01-01');
    expect(osloDay(new Date('2025-06-30T21:59:00Z'))).toBe('2025-06-30');
    expect(osloDay(new Date('2025-06-30T22:00:00Z'))).toBe('2025-07-01');
  });
});

describe('referrer labels', () => {
  it('names the big sources and direct visits, and shows other hosts as they are', () => {
    expect(['www.google.no', 'google.com', 'l.facebook.com', 'm.facebook.com', '', 'www.finn.no', 'example.org', OTHER_REFERRERS].map(referrerLabel)).toEqual([
      'Google',
      'Google',
      'Facebook',
      'Facebook',
      '(direkte)',
      'FINN',
      'example.org',
      '(andre nettsteder)',
    ]);
    // No host the beacon accepts can be taken for the hosts counted together.
    expect(CollectHitSchema.safeParse({ path: '/', referrer: OTHER_REFERRERS, screen: 'large' }).success).toBe(false);
  });
});
