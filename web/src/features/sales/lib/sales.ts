import { shareWon, type SalesRow } from '@rms/schema';

const share = new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const monthName = new Intl.DateTimeFormat('nb-NO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The share won, won / (won + lost), the Norwegian way ('67 %'); '–' while nothing is decided. */
export function formatShareWon(row: Pick<SalesRow, 'won' | 'lost'>): string {
  return formatShare(shareWon(row));
}

/** A share (0–1) the Norwegian way ('67 %'); '–' when there is nothing to share. */
export function formatShare(value: number | null): string {
  return value === null ? '–' : share.format(value);
}

const days = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 1 });

/** Days with at most one decimal: '1 dag', '2,5 dager'; '–' when there is none. */
export function formatDays(value: number | null): string {
  return value === null ? '–' : `${days.format(value)} ${value === 1 ? 'dag' : 'dager'}`;
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
