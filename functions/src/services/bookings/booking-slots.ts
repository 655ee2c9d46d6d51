import { BOOKING_WEEKDAYS, areaCovers, fromOsloInput, toOsloInput, type BookingArea, type BookingAvailability, type BookingSlot } from '@rms/schema';
import { isPublicHoliday } from './public-holidays';

/** How many days one answer of GET /api/bookings/slots covers, from its `from`. */
export const SLOT_DAYS = 14;

/** A visit that holds a place: its start and end as instants. */
export interface HeldVisit {
  start: string;
  end: string;
}

const MINUTE = 60_000;

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** 'mon'…'sun' of a calendar date. */
export function weekdayOf(date: string): (typeof BOOKING_WEEKDAYS)[number] {
  return BOOKING_WEEKDAYS[(new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7]!;
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: string): boolean {
  const day = weekdayOf(date);
  return day !== 'sat' && day !== 'sun' && !isPublicHoliday(date);
}

/** Today's date in Oslo. */
export function osloToday(now: Date): string {
  return toOsloInput(now.toISOString()).slice(0, 10);
}

/**
 * The first day a visit may be booked: the next working day after today in Oslo, so the company
 * always has at least one working day to plan the drive (a booking made on Friday can be for Monday).
 */
export function firstBookableDay(now: Date): string {
  let day = addDays(osloToday(now), 1);
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** An instant as ISO 8601 with Oslo's offset at that instant: `2026-03-30T09:00:00+02:00`. */
export function osloIso(ms: number): string {
  return fromOsloInput(toOsloInput(new Date(ms).toISOString()))!;
}

/** The first area whose postcodes cover `postcode`, or undefined: outside every area. */
export function areaFor(areas: readonly BookingArea[], postcode: string): BookingArea | undefined {
  return areas.find((area) => areaCovers(area, postcode));
}

/** Whether `date` falls in one of the closed periods (both ends included). */
function isClosed(availability: Pick<BookingAvailability, 'closed'>, date: string): boolean {
  return availability.closed.some((c) => c.from <= date && date <= c.to);
}

/**
 * How many held visits come too close to [start, end): one that overlaps it once both sides get
 * the driving buffer. A place is free while fewer than `capacity` do.
 */
function clashes(held: readonly HeldVisit[], start: number, end: number, bufferMs: number): number {
  return held.filter((v) => Date.parse(v.start) < end + bufferMs && start < Date.parse(v.end) + bufferMs).length;
}

export interface SlotRequest {
  availability: BookingAvailability;
  area: BookingArea;
  /** The first day asked for ('YYYY-MM-DD'); SLOT_DAYS days from it are answered. */
  from: string;
  now: Date;
  /** Visits booked and not cancelled that may overlap the days asked for. */
  held: readonly HeldVisit[];
}

/**
 * Every free start time in the SLOT_DAYS days from `from` (decision 149): on the area's weekdays,
 * inside the weekly opening hours (Oslo time), within the booking window (from the next working
 * day to `daysAhead` days after today), never on a public holiday or in a closed period, and not
 * where `capacity` visits (with the driving buffer on both sides) are already booked. Starts follow
 * each other by visit plus buffer from the opening's start, so one person can do them all.
 */
export function freeSlots({ availability, area, from, now, held }: SlotRequest): BookingSlot[] {
  const first = firstBookableDay(now);
  const last = addDays(osloToday(now), availability.daysAhead);
  const visitMs = availability.visitMinutes * MINUTE;
  const bufferMs = availability.bufferMinutes * MINUTE;
  const slots: BookingSlot[] = [];
  for (let i = 0; i < SLOT_DAYS; i++) {
    const date = addDays(from, i);
    if (date < first || date > last) continue;
    const weekday = weekdayOf(date);
    if (!area.weekdays.includes(weekday) || isPublicHoliday(date) || isClosed(availability, date)) continue;
    for (const opening of availability.weekly[weekday]) {
      const openingEnd = Date.parse(fromOsloInput(`${date}T${opening.to}`)!);
      for (let start = Date.parse(fromOsloInput(`${date}T${opening.from}`)!); start + visitMs <= openingEnd; start += visitMs + bufferMs) {
        if (start <= now.getTime()) continue;
        if (clashes(held, start, start + visitMs, bufferMs) >= availability.capacity) continue;
        slots.push({ start: osloIso(start), end: osloIso(start + visitMs) });
      }
    }
  }
  return slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
}

/** Whether `start` (any ISO 8601 instant) is one of `slots`. */
export function offers(slots: readonly BookingSlot[], start: string): BookingSlot | undefined {
  const at = Date.parse(start);
  return slots.find((s) => Date.parse(s.start) === at);
}
