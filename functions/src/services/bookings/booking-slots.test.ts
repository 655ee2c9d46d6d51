import { defaultBookingAvailability, type BookingArea, type BookingAvailability } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { areaFor, firstBookableDay, freeSlots, offers, type HeldVisit } from './booking-slots';

const every: BookingArea = { name: 'Øvre Romerike', postcodes: ['2000-2199'], weekdays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] };

function availability(change: Partial<BookingAvailability> = {}): BookingAvailability {
  const { modified_at: _, ...defaults } = defaultBookingAvailability();
  return { ...defaults, areas: [every], ...change };
}

function slotsFrom(from: string, now: string, change: Partial<BookingAvailability> = {}, held: HeldVisit[] = [], area = every) {
  return freeSlots({ availability: availability(change), area, from, now: new Date(now), held });
}

const daysOf = (slots: { start: string }[]) => [...new Set(slots.map((s) => s.start.slice(0, 10)))];

describe('free booking slots', () => {
  it('offers 09:00 Oslo time as 08:00Z in winter and 07:00Z in summer on the days around the change to summer time (29 March 2026)', () => {
    const slots = slotsFrom('2026-03-26', '2026-03-20T12:00:00Z');
    const fridayNine = slots.find((s) => s.start.startsWith('2026-03-27T09:00'))!;
    const mondayNine = slots.find((s) => s.start.startsWith('2026-03-30T09:00'))!;
    expect(fridayNine).toEqual({ start: '2026-03-27T09:00:00+01:00', end: '2026-03-27T10:00:00+01:00' });
    expect(new Date(fridayNine.start).toISOString()).toBe('2026-03-27T08:00:00.000Z');
    expect(mondayNine).toEqual({ start: '2026-03-30T09:00:00+02:00', end: '2026-03-30T10:00:00+02:00' });
    expect(new Date(mondayNine.start).toISOString()).toBe('2026-03-30T07:00:00.000Z');
  });

  it('offers 09:00 Oslo time as 07:00Z in summer and 08:00Z in winter on the days around the change to winter time (25 October 2026)', () => {
    const slots = slotsFrom('2026-10-22', '2026-10-15T12:00:00Z');
    expect(new Date(slots.find((s) => s.start.startsWith('2026-10-23T09:00'))!.start).toISOString()).toBe('2026-10-23T07:00:00.000Z');
    expect(slots.find((s) => s.start.startsWith('2026-10-26T09:00'))!.start).toBe('2026-10-26T09:00:00+01:00');
    expect(new Date(slots.find((s) => s.start.startsWith('2026-10-26T09:00'))!.start).toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('offers visit plus buffer apart inside the opening hours, and none that would end after closing', () => {
    const slots = slotsFrom('2026-03-02', '2026-02-20T12:00:00Z').filter((s) => s.start.startsWith('2026-03-02'));
    expect(slots.map((s) => s.start.slice(11, 16))).toEqual(['09:00', '10:30', '12:00', '13:30']);
  });

  it('never offers 17 May, Christmas Day or Easter, even with weekend hours', () => {
    const weekend = { weekly: { ...availability().weekly, sat: [{ from: '09:00', to: '15:00' }], sun: [{ from: '09:00', to: '15:00' }] }, daysAhead: 60 };
    expect(daysOf(slotsFrom('2026-05-10', '2026-05-01T12:00:00Z', weekend))).not.toContain('2026-05-17');
    expect(daysOf(slotsFrom('2026-05-10', '2026-05-01T12:00:00Z', weekend))).toContain('2026-05-16');
    const christmas = daysOf(slotsFrom('2026-12-20', '2026-12-01T12:00:00Z', weekend));
    expect(christmas).not.toContain('2026-12-25');
    expect(christmas).not.toContain('2026-12-26');
    expect(christmas).toContain('2026-12-24');
    const easter = daysOf(slotsFrom('2026-03-30', '2026-03-20T12:00:00Z', weekend));
    for (const day of ['2026-04-02', '2026-04-03', '2026-04-05', '2026-04-06']) expect(easter).not.toContain(day);
  });

  it('never offers a day in a closed period, both ends included', () => {
    const days = daysOf(slotsFrom('2026-07-06', '2026-07-01T12:00:00Z', { closed: [{ from: '2026-07-08', to: '2026-07-10', reason: 'Ferie' }] }));
    expect(days).toEqual(['2026-07-06', '2026-07-07', '2026-07-13', '2026-07-14', '2026-07-15', '2026-07-16', '2026-07-17']);
  });

  it("offers only the area's weekdays", () => {
    const tuesdaysAndThursdays: BookingArea = { name: 'Nord', postcodes: ['2040'], weekdays: ['tue', 'thu'] };
    expect(daysOf(slotsFrom('2026-03-02', '2026-02-20T12:00:00Z', {}, [], tuesdaysAndThursdays))).toEqual(['2026-03-03', '2026-03-05', '2026-03-10', '2026-03-12']);
  });

  it('takes a time away once capacity visits are booked there, with the driving buffer around them', () => {
    const held = [{ start: '2026-03-02T08:00:00Z', end: '2026-03-02T09:00:00Z' }];
    const monday = (change: Partial<BookingAvailability>) => slotsFrom('2026-03-02', '2026-02-20T12:00:00Z', change, held).filter((s) => s.start.startsWith('2026-03-02')).map((s) => s.start.slice(11, 16));
    expect(monday({})).toEqual(['10:30', '12:00', '13:30']);
    expect(monday({ capacity: 2 })).toEqual(['09:00', '10:30', '12:00', '13:30']);
    // A visit at 09:45 (booked before the hours changed) blocks 09:00 and 10:30 with a 30-minute buffer.
    const offGrid = [{ start: '2026-03-02T08:45:00Z', end: '2026-03-02T09:45:00Z' }];
    expect(slotsFrom('2026-03-02', '2026-02-20T12:00:00Z', {}, offGrid).filter((s) => s.start.startsWith('2026-03-02')).map((s) => s.start.slice(11, 16))).toEqual(['12:00', '13:30']);
  });

  it('starts at the next working day: nothing today or tomorrow when tomorrow is a holiday or a weekend', () => {
    expect(firstBookableDay(new Date('2026-03-04T10:00:00Z'))).toBe('2026-03-05');
    expect(firstBookableDay(new Date('2026-03-06T10:00:00Z'))).toBe('2026-03-09');
    // Wednesday before Easter: Maundy Thursday, Good Friday, the weekend and Easter Monday are all off.
    expect(firstBookableDay(new Date('2026-04-01T10:00:00Z'))).toBe('2026-04-07');
    // 23:30 UTC on Tuesday is already Wednesday in Oslo.
    expect(firstBookableDay(new Date('2026-03-03T23:30:00Z'))).toBe('2026-03-05');
    expect(daysOf(slotsFrom('2026-03-04', '2026-03-04T10:00:00Z'))[0]).toBe('2026-03-05');
  });

  it('offers nothing past daysAhead days from today', () => {
    const days = daysOf(slotsFrom('2026-03-02', '2026-03-01T10:00:00Z', { daysAhead: 5 }));
    expect(days).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06']);
  });

  it('finds the area by postcode and a start among the slots by instant, whatever the offset', () => {
    const areas: BookingArea[] = [{ name: 'Nord', postcodes: ['2040', '2150-2160'], weekdays: ['tue'] }, every];
    expect(areaFor(areas, '2155')?.name).toBe('Nord');
    expect(areaFor(areas, '2050')?.name).toBe('Øvre Romerike');
    expect(areaFor(areas, '0150')).toBeUndefined();
    const slots = slotsFrom('2026-03-02', '2026-02-20T12:00:00Z');
    expect(offers(slots, '2026-03-02T08:00:00Z')?.start).toBe('2026-03-02T09:00:00+01:00');
    expect(offers(slots, '2026-03-02T08:15:00Z')).toBeUndefined();
  });
});
