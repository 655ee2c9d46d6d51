import type { BookingWeekday } from '@rms/schema';

/** The booking's weekdays in Norwegian, as the screen's labels name them. */
export const WEEKDAY_LABELS: Record<BookingWeekday, string> = {
  mon: 'Mandag',
  tue: 'Tirsdag',
  wed: 'Onsdag',
  thu: 'Torsdag',
  fri: 'Fredag',
  sat: 'Lørdag',
  sun: 'Søndag',
};
