import { shareWon, type SalesRow } from '@rms/schema';

const share = new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const monthName = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The share won, won / (won + lost), the Norwegian way ('67 %'); '–' while nothing is decided. */
export function formatShareWon(row: Pick<SalesRow, 'won' | 'lost'>): string {
  const s = shareWon(row);
  return s === null ? '–' : share.format(s);
}

/** A month of the report (YYYY-MM) as a heading reads it: 'mars 2026'. */
export function formatMonth(month: string): string {
  return monthName.format(new Date(`${month}-01T00:00:00Z`));
}

const dayName = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A day of the report's range (YYYY-MM-DD): '1. mars 2026'. */
export function formatDay(day: string): string {
  return dayName.format(new Date(`${day}T00:00:00Z`));
}
