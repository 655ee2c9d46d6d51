import { describe, expect, it } from 'vitest';
import { addDays, groupSlotsByDay, osloClock, osloDate, visitTimeLabel } from './slot-days';

const slot = (start: string, end = start) => ({ start, end });

describe('the free times grouped by Oslo day', () => {
  it('names each day in Norwegian and shows Oslo wall-clock times, days and times in order, a repeated start once', () => {
    const days = groupSlotsByDay([
      slot('2026-12-08T10:30:00+01:00'),
      slot('2026-12-09T09:00:00+01:00'),
      slot('2026-12-08T09:00:00+01:00'),
      slot('2026-12-08T08:00:00Z'),
    ]);
    expect(days.map((d) => [d.date, d.label, d.slots.map((s) => s.time)])).toEqual([
      ['2026-12-08', 'tirsdag 8. desember', ['09:00', '10:30']],
      ['2026-12-09', 'onsdag 9. desember', ['09:00']],
    ]);
  });

  it('reads 09:00 in Oslo as 08:00Z in winter and 07:00Z in summer on the days around the spring change (29 March 2026)', () => {
    const days = groupSlotsByDay([slot('2026-03-27T08:00:00Z'), slot('2026-03-30T07:00:00Z'), slot('2026-03-30T08:00:00Z')]);
    expect(days.map((d) => [d.label, d.slots.map((s) => s.time)])).toEqual([
      ['fredag 27. mars', ['09:00']],
      ['mandag 30. mars', ['09:00', '10:00']],
    ]);
  });

  it('puts a time on the Oslo day it falls on around the autumn change (25 October 2026), not on the UTC day', () => {
    // 22:30Z on the 24th is 00:30 on the 25th in Oslo (summer time, +02:00); 23:30Z on the 25th is 00:30 on the 26th (+01:00).
    const days = groupSlotsByDay([slot('2026-10-24T22:30:00Z'), slot('2026-10-25T23:30:00Z'), slot('2026-10-23T07:00:00Z'), slot('2026-10-26T08:00:00Z')]);
    expect(days.map((d) => [d.date, d.slots.map((s) => s.time)])).toEqual([
      ['2026-10-23', ['09:00']],
      ['2026-10-25', ['00:30']],
      ['2026-10-26', ['00:30', '09:00']],
    ]);
    expect(days[1]!.label).toBe('søndag 25. oktober');
  });

  it('says a booked visit as day and hours in Oslo, whatever offset the instant carries', () => {
    expect(visitTimeLabel({ start: '2026-07-01T07:00:00Z', end: '2026-07-01T08:00:00Z' })).toBe('onsdag 1. juli kl. 09:00–10:00');
    expect(visitTimeLabel({ start: '2026-01-05T09:00:00+01:00', end: '2026-01-05T10:00:00+01:00' })).toBe('mandag 5. januar kl. 09:00–10:00');
    expect(osloClock('2026-01-05T23:15:00Z')).toBe('00:15');
    expect(osloDate('2026-01-05T23:15:00Z')).toBe('2026-01-06');
  });

  it('adds calendar days across a clock change and a month end', () => {
    expect(addDays('2026-03-22', 14)).toBe('2026-04-05');
    expect(addDays('2026-10-20', 14)).toBe('2026-11-03');
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
  });
});
