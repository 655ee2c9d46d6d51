import type { StaffBooking } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { upcomingRange, visitDays, visitHours } from './visit-days';

const visit = (id: string, start: string, end: string) => ({ id, start, end, status: 'booked' }) as StaffBooking;

describe('visits by Oslo day', () => {
  it('puts each visit on its Oslo day and names its hours in Oslo time, on both sides of the change back to winter time', () => {
    // Summer time ends at 03:00 Oslo on Sunday 25 October 2026 (01:00Z).
    const days = visitDays([
      visit('a', '2026-10-24T22:30:00Z', '2026-10-24T23:30:00Z'),
      visit('b', '2026-10-25T07:00:00Z', '2026-10-25T08:00:00Z'),
      visit('c', '2026-10-25T23:30:00Z', '2026-10-26T00:30:00Z'),
    ]);
    expect(days.map((d) => [d.date, d.label, d.visits.map(visitHours)])).toEqual([
      ['2026-10-25', 'søndag 25. oktober', ['00:30–01:30', '08:00–09:00']],
      ['2026-10-26', 'mandag 26. oktober', ['00:30–01:30']],
    ]);
  });

  it('does the same around the change to summer time, and asks for the Oslo days from today', () => {
    // Summer time begins at 02:00 Oslo on Sunday 29 March 2026 (01:00Z).
    const days = visitDays([visit('a', '2026-03-28T23:30:00Z', '2026-03-29T00:30:00Z'), visit('b', '2026-03-29T07:00:00Z', '2026-03-29T08:00:00Z')]);
    expect(days.map((d) => [d.date, d.visits.map(visitHours)])).toEqual([['2026-03-29', ['00:30–01:30', '09:00–10:00']]]);
    // 23:30Z on 28 March is already the 29th in Oslo.
    expect(upcomingRange(new Date('2026-03-28T23:30:00Z'))).toEqual({ from: '2026-03-29', to: '2026-05-27' });
  });
});
