import { describe, expect, it } from 'vitest';
import { formatTime, parseSchedule } from './schedule';

const at = (iso: string) => new Date(iso);
const nextTimes = (schedule: string, timeZone: string | undefined, from: string, n: number) => {
  const s = parseSchedule(schedule, timeZone);
  const out: string[] = [];
  for (let t = at(from), i = 0; i < n; i++) out.push((t = s.next(t)).toISOString());
  return out;
};

describe('parseSchedule', () => {
  it("runs 'every 15 minutes' 15 minutes after the last due time, not on the clock's quarters", () => {
    expect(nextTimes('every 15 minutes', 'Europe/Oslo', '2026-11-25T12:07:30Z', 3)).toEqual(['2026-11-25T12:22:30.000Z', '2026-11-25T12:37:30.000Z', '2026-11-25T12:52:30.000Z']);
  });

  it('reads the other interval spellings of App Engine syntax', () => {
    const gap = (schedule: string) => parseSchedule(schedule).next(at('2026-01-01T00:00:00Z')).getTime() - at('2026-01-01T00:00:00Z').getTime();
    expect(gap('every 5 minutes')).toBe(5 * 60_000);
    expect(gap('every 1 minute')).toBe(60_000);
    expect(gap('every 10 mins')).toBe(10 * 60_000);
    expect(gap('every 1 hours')).toBe(3_600_000);
    expect(gap('every 2 hrs')).toBe(2 * 3_600_000);
    expect(gap('Every 24 Hours')).toBe(24 * 3_600_000);
  });

  it('refuses schedules it would get wrong rather than run them at a guessed time', () => {
    expect(() => parseSchedule('every 0 minutes')).toThrow(/at least 1/);
    expect(() => parseSchedule('every 2 hours synchronized')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('every monday 09:00')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('every 30 seconds')).toThrow(/only "every N minutes"/);
    expect(() => parseSchedule('0 30 2 * * *')).toThrow(/5 parts/); // Cloud Scheduler's cron has no seconds
    expect(() => parseSchedule('30 2 * * *', 'Europe/Atlantis')).toThrow(/timezone/i);
    expect(() => parseSchedule('not a schedule')).toThrow();
  });

  it('runs a cron schedule in its time zone, and in UTC without one (Cloud Scheduler v2 default)', () => {
    expect(nextTimes('30 2 * * *', 'Europe/Oslo', '2026-11-25T12:00:00Z', 2)).toEqual(['2026-11-26T01:30:00.000Z', '2026-11-27T01:30:00.000Z']);
    expect(nextTimes('30 2 * * *', undefined, '2026-11-25T12:00:00Z', 1)).toEqual(['2026-11-26T02:30:00.000Z']);
    expect(parseSchedule('30 2 * * *', 'Europe/Oslo').text).toBe('30 2 * * * (Europe/Oslo)');
  });

  it('keeps the nightly 02:30 Oslo run across spring-forward: the skipped 02:30 runs at 03:00 CEST', () => {
    // 29 March 2026: Oslo's clocks go from 02:00 CET straight to 03:00 CEST.
    const runs = nextTimes('30 2 * * *', 'Europe/Oslo', '2026-03-27T12:00:00Z', 3);
    expect(runs).toEqual(['2026-03-28T01:30:00.000Z', '2026-03-29T01:00:00.000Z', '2026-03-30T00:30:00.000Z']);
    expect(runs.map((r) => formatTime(at(r), 'Europe/Oslo'))).toEqual(['2026-03-28 02:30:00 CET', '2026-03-29 03:00:00 CEST', '2026-03-30 02:30:00 CEST']);
  });

  it('runs the nightly 02:30 Oslo job once on fall-back night, when 02:30 happens twice', () => {
    // 25 October 2026: 03:00 CEST becomes 02:00 CET; 02:30 is 00:30Z and again 01:30Z.
    const runs = nextTimes('30 2 * * *', 'Europe/Oslo', '2026-10-24T12:00:00Z', 2);
    expect(runs).toEqual(['2026-10-25T00:30:00.000Z', '2026-10-26T01:30:00.000Z']);
  });
});

