import type { BookingSlot } from '@rms/schema';

/**
 * The free times as a visitor reads them: grouped by the day in Oslo, the day named in Norwegian
 * ('tirsdag 8. desember'), each time as Oslo's wall clock ('09:00'). The API's instants carry
 * Oslo's offset, but the day and the clock are always read in Europe/Oslo, never from the browser's
 * own time zone, so a visitor abroad sees the times the company comes.
 */

const OSLO = 'Europe/Oslo';
const dayKey = new Intl.DateTimeFormat('en-CA', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit' });
const dayName = new Intl.DateTimeFormat('nb-NO', { timeZone: OSLO, weekday: 'long', day: 'numeric', month: 'long' });
const clock = new Intl.DateTimeFormat('nb-NO', { timeZone: OSLO, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The Oslo calendar date of an instant, 'YYYY-MM-DD'. */
export const osloDate = (instant: string | Date): string => dayKey.format(new Date(instant));

/** 'tirsdag 8. desember'. */
export const osloDayLabel = (instant: string | Date): string => dayName.format(new Date(instant));

/** '09:00' (Norwegian writes 09.00 in some locales' data; the site writes a colon). */
export const osloClock = (instant: string | Date): string => clock.format(new Date(instant)).replace('.', ':');

/** 'tirsdag 8. desember kl. 09:00–10:00'. */
export const visitTimeLabel = (slot: BookingSlot): string => `${osloDayLabel(slot.start)} kl. ${osloClock(slot.start)}–${osloClock(slot.end)}`;

export interface SlotDay {
  /** 'YYYY-MM-DD' in Oslo. */
  date: string;
  label: string;
  slots: (BookingSlot & { time: string })[];
}

/** Slots grouped by Oslo day, days and times in order; a start offered twice is shown once. */
export function groupSlotsByDay(slots: readonly BookingSlot[]): SlotDay[] {
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  const days: SlotDay[] = [];
  const seen = new Set<number>();
  for (const slot of sorted) {
    const at = Date.parse(slot.start);
    if (Number.isNaN(at) || seen.has(at)) continue;
    seen.add(at);
    const date = osloDate(slot.start);
    let day = days.at(-1);
    if (day?.date !== date) {
      day = { date, label: osloDayLabel(slot.start), slots: [] };
      days.push(day);
    }
    day.slots.push({ ...slot, time: osloClock(slot.start) });
  }
  return days;
}

/** The Oslo date `days` after `date` ('YYYY-MM-DD'): calendar arithmetic, no clock involved. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** How many days one GET /api/bookings/slots answers for (decision 149). */
export const SLOT_WINDOW_DAYS = 14;
