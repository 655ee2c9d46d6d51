import { toOsloInput, visitDayLabel, type StaffBooking } from '@rms/schema';

/** How far ahead the screen lists visits: the API answers at most 93 Oslo days at once. */
export const UPCOMING_DAYS = 60;

/** Today's date in Oslo ('2026-12-08'). */
export const osloDate = (at: Date): string => toOsloInput(at.toISOString()).slice(0, 10);

/** The date `days` after an Oslo date (calendar days, whatever the clock change). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Oslo days from today that the screen asks for. */
export const upcomingRange = (now: Date) => ({ from: osloDate(now), to: addDays(osloDate(now), UPCOMING_DAYS - 1) });

/** A visit's hours in Oslo: '09:00–10:00'. */
export const visitHours = (b: Pick<StaffBooking, 'start' | 'end'>) => `${toOsloInput(b.start).slice(11, 16)}–${toOsloInput(b.end).slice(11, 16)}`;

export interface VisitDay {
  date: string;
  /** 'tirsdag 8. desember' */
  label: string;
  visits: StaffBooking[];
}

/** Visits grouped by their day in Oslo, in the order given (the API answers earliest first). */
export function visitDays(visits: readonly StaffBooking[]): VisitDay[] {
  const days: VisitDay[] = [];
  for (const visit of visits) {
    const date = toOsloInput(visit.start).slice(0, 10);
    const day = days.at(-1);
    if (day?.date === date) day.visits.push(visit);
    else days.push({ date, label: visitDayLabel(visit.start), visits: [visit] });
  }
  return days;
}
