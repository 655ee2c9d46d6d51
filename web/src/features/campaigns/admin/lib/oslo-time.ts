import { fromOsloInput, toOsloInput } from '@rms/schema';

/**
 * Campaign times are entered and shown in Oslo time (a `datetime-local` field has no zone) and stored
 * as instants. The reading and writing of the fields is @rms/schema's (toOsloInput, fromOsloInput, as
 * the editors' publishing windows use); the screen's forms want the instant in UTC.
 */
const ZONE = 'Europe/Oslo';

/** The wall-clock time in Oslo at `instant`, as a datetime-local value ('2026-04-01T09:00'). */
export function osloLocalValue(instant: Date | string): string {
  return toOsloInput(new Date(instant).toISOString());
}

/**
 * The instant a datetime-local value means in Oslo, as an ISO string in UTC; '' for an empty or
 * unreadable value.
 */
export function instantOfOsloLocal(value: string): string {
  const iso = fromOsloInput(value);
  return iso ? new Date(iso).toISOString() : '';
}

const SHOWN = new Intl.DateTimeFormat('nb-NO', { timeZone: ZONE, day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** '1. april 2026 kl. 09:00' */
export function osloTime(instant: string): string {
  return SHOWN.format(new Date(instant));
}
