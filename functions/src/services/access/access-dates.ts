import { osloDay } from '@rms/schema';

/*
 * A last day of access is a Norwegian calendar day (YYYY-MM-DD): access lasts to the end of that day,
 * Oslo time, so it has ended once Oslo's date is later. Comparing the dates as text needs no offsets.
 */

/** Whether access with this last day has ended at `now` (null: no last day). */
export function accessHasEnded(accessUntil: string | null | undefined, now: Date): boolean {
  return Boolean(accessUntil) && osloDay(now) > accessUntil!;
}

/** Whether `day` is before today in Oslo: a last day an administrator may no longer give. */
export function isPastDay(day: string, now: Date): boolean {
  return day < osloDay(now);
}
