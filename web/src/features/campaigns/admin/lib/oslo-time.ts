/**
 * Campaign times are entered and shown in Oslo time (a `datetime-local` field has no zone) and stored
 * as instants. Intl knows Norway's summer time, so no date library is needed for these two steps.
 */
const ZONE = 'Europe/Oslo';

const PARTS = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The wall-clock time in Oslo at `instant`, as a datetime-local value ('2026-04-01T09:00'). */
export function osloLocalValue(instant: Date | string): string {
  const parts = Object.fromEntries(PARTS.formatToParts(new Date(instant)).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/**
 * The instant a datetime-local value means in Oslo, as an ISO string; '' for an empty or unreadable
 * value. In the hour the clocks go back, the earlier of the two is meant.
 */
export function instantOfOsloLocal(value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value);
  if (!m) return '';
  const wall = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]));
  // Oslo is UTC+1 or UTC+2: try both offsets, keep the one whose Oslo wall clock is the value.
  for (const hours of [2, 1]) {
    const instant = new Date(wall - hours * 3_600_000);
    if (osloLocalValue(instant) === value) return instant.toISOString();
  }
  // A time the spring change skips (02:00–02:59 on its day): the moment after the change.
  return new Date(wall - 3_600_000).toISOString();
}

const SHOWN = new Intl.DateTimeFormat('nb-NO', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '1. april 2026 kl. 09:00' */
export function osloTime(instant: string): string {
  return SHOWN.format(new Date(instant));
}
