import { describe, expect, it } from 'vitest';
import { answerDueAt, isOverdue, workingHoursDueAt, workingMinutesBetween } from './answer-due';

describe('answerDueAt', () => {
  it('gives two working days, to the end of the second one in Oslo', () => {
    // Monday → the end of Wednesday (23:59:59.999 Oslo, UTC+1 in November).
    expect(answerDueAt(new Date('2026-11-23T10:00:00+01:00')).toISOString()).toBe('2026-11-25T22:59:59.999Z');
  });

  it('skips the weekend: a Friday or a Saturday enquiry is due on Tuesday evening', () => {
    expect(answerDueAt(new Date('2026-11-27T15:00:00+01:00')).toISOString()).toBe('2026-12-01T22:59:59.999Z');
    expect(answerDueAt(new Date('2026-11-28T10:00:00+01:00')).toISOString()).toBe('2026-12-01T22:59:59.999Z');
  });

  it('uses summer time in summer', () => {
    expect(answerDueAt(new Date('2026-06-01T10:00:00+02:00')).toISOString()).toBe('2026-06-03T21:59:59.999Z');
  });
});

describe('isOverdue', () => {
  it('is false until the answer time has passed, then true', () => {
    expect(isOverdue('2026-11-23T10:00:00+01:00', new Date('2026-11-25T23:59:00+01:00'))).toBe(false);
    expect(isOverdue('2026-11-23T10:00:00+01:00', new Date('2026-11-26T00:00:01+01:00'))).toBe(true);
  });
});

describe('workingHoursDueAt', () => {
  const weekdays = [{ days: ['mo', 'tu', 'we', 'th', 'fr'] as ('mo' | 'tu' | 'we' | 'th' | 'fr')[], opens: '09:00', closes: '16:00' }];
  const due = (created: string, hours = 4, office = weekdays) => workingHoursDueAt(new Date(created), hours, office).toISOString();

  it('counts the hours inside the opening hours only', () => {
    // Tuesday 10:00 in winter (UTC+1): due 14:00 the same day.
    expect(due('2026-11-24T10:00:00+01:00')).toBe(new Date('2026-11-24T14:00:00+01:00').toISOString());
    // Tuesday 15:00: one hour that day, three the next morning.
    expect(due('2026-11-24T15:00:00+01:00')).toBe(new Date('2026-11-25T12:00:00+01:00').toISOString());
    // Friday 15:00: one hour, then Monday 09:00–12:00.
    expect(due('2026-11-27T15:00:00+01:00')).toBe(new Date('2026-11-30T12:00:00+01:00').toISOString());
    // Saturday night: from Monday's opening.
    expect(due('2026-11-28T23:00:00+01:00')).toBe(new Date('2026-11-30T13:00:00+01:00').toISOString());
    // Before opening on a summer day (UTC+2).
    expect(due('2026-06-16T06:30:00+02:00')).toBe(new Date('2026-06-16T13:00:00+02:00').toISOString());
  });

  it('merges overlapping lines, and runs round the clock without opening hours', () => {
    const overlapping = [...weekdays, { days: ['tu' as const], opens: '12:00', closes: '18:00' }];
    expect(due('2026-11-24T15:00:00+01:00', 4, overlapping)).toBe(new Date('2026-11-25T10:00:00+01:00').toISOString());
    expect(due('2026-11-28T23:00:00+01:00', 4, [])).toBe(new Date('2026-11-29T03:00:00+01:00').toISOString());
  });
});

describe('workingMinutesBetween', () => {
  const weekdays = [{ days: ['mo', 'tu', 'we', 'th', 'fr'] as ('mo' | 'tu' | 'we' | 'th' | 'fr')[], opens: '09:00', closes: '16:00' }];
  const between = (from: string, to: string, office = weekdays) => workingMinutesBetween(new Date(from), new Date(to), office);

  it('counts only the minutes the office is open', () => {
    expect(between('2026-11-24T10:00:00+01:00', '2026-11-24T11:30:00+01:00')).toBe(90);
    // Friday 15:00 to Monday 10:00: an hour on Friday, an hour on Monday.
    expect(between('2026-11-27T15:00:00+01:00', '2026-11-30T10:00:00+01:00')).toBe(120);
    // Saturday night to Monday 09:30, and an evening answer the same day.
    expect(between('2026-11-28T23:00:00+01:00', '2026-11-30T09:30:00+01:00')).toBe(30);
    expect(between('2026-11-24T17:00:00+01:00', '2026-11-24T20:00:00+01:00')).toBe(0);
  });

  it('is the inverse of the answer time: the due moment is exactly the hours allowed away', () => {
    for (const created of ['2026-11-24T10:00:00+01:00', '2026-11-27T15:00:00+01:00', '2026-03-27T15:30:00+01:00']) {
      const due = workingHoursDueAt(new Date(created), 4, weekdays);
      expect(workingMinutesBetween(new Date(created), due, weekdays)).toBe(240);
    }
  });

  it('counts every minute without opening hours, and none backwards', () => {
    expect(between('2026-11-28T10:00:00+01:00', '2026-11-28T12:00:00+01:00', [])).toBe(120);
    expect(between('2026-11-28T12:00:00+01:00', '2026-11-28T10:00:00+01:00')).toBe(0);
  });
});
