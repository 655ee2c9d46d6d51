import { ANSWER_WITHIN_WORKING_DAYS } from './contact-texts';
import type { HoursRow } from './settings';
import { WEEKDAYS } from './site-facts';

/*
 * When a new enquiry should have been answered. Admin code and the server use it; it is
 * a module of its own so the visitors' pages, which import contact-texts, do not carry it.
 */

/**
 * When an enquiry that arrived at `createdAt` should have been answered: the end of the
 * ANSWER_WITHIN_WORKING_DAYS-th working day after it (Monday–Friday, Norwegian time; public
 * holidays are not counted out). One that arrives on a Saturday is due by Tuesday evening.
 */
export function answerDueAt(createdAt: Date, workingDays = ANSWER_WITHIN_WORKING_DAYS): Date {
  const day = new Date(createdAt.getTime());
  let left = workingDays;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = osloWeekday(day);
    if (weekday !== 0 && weekday !== 6) left--;
  }
  // The end of that day in Oslo: midnight after it, at most two hours off around DST.
  return new Date(Date.parse(`${osloDate(day)}T23:59:59.999Z`) - osloOffsetMs(day));
}

/** Whether a new enquiry has waited past its answer time. */
export function isOverdue(createdAtIso: string, now: Date = new Date()): boolean {
  return now.getTime() > answerDueAt(new Date(createdAtIso)).getTime();
}

/** How far ahead the answer time is looked for: an office open for only a few hours a month still finds it. */
const MAX_DAYS_AHEAD = 60;
const HOUR_MS = 3_600_000;

/** The instant of a Norwegian wall-clock time ('09:00') on a Norwegian day. */
function osloInstant(day: string, time: string): number {
  const naive = Date.parse(`${day}T${time}:00.000Z`);
  return naive - osloOffsetMs(new Date(naive));
}

/** The opening spans of a day (weekday of a YYYY-MM-DD date), sorted and merged where they overlap. */
function spansOf(day: string, officeHours: HoursRow[]): [number, number][] {
  const weekday = WEEKDAYS[(new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7]!;
  const spans = officeHours
    .filter((row) => row.days.includes(weekday))
    .map((row): [number, number] => [osloInstant(day, row.opens), osloInstant(day, row.closes)])
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged.at(-1);
    if (last && span[0] <= last[1]) last[1] = Math.max(last[1], span[1]);
    else merged.push([...span]);
  }
  return merged;
}

/**
 * When an enquiry that arrived at `createdAt` should have had its first contact: `hours` working
 * hours later, counted only while the office is open (`officeHours`, Norwegian time). An enquiry
 * that comes on Friday at 15:00 to an office open 09:00–16:00 on weekdays, with 4 hours, is due on
 * Monday at 12:00. Without any opening hours the hours run round the clock.
 */
export function workingHoursDueAt(createdAt: Date, hours: number, officeHours: HoursRow[]): Date {
  let left = hours * HOUR_MS;
  const start = createdAt.getTime();
  if (officeHours.length === 0) return new Date(start + left);
  let day = osloDate(createdAt);
  for (let i = 0; i <= MAX_DAYS_AHEAD; i++) {
    for (const [opens, closes] of spansOf(day, officeHours)) {
      const from = Math.max(opens, start);
      if (from >= closes) continue;
      if (closes - from >= left) return new Date(from + left);
      left -= closes - from;
    }
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  }
  return new Date(start + MAX_DAYS_AHEAD * 24 * HOUR_MS);
}

/** How long any working time is looked through at most (a year): older enquiries are not in the 30 days' figures. */
const MAX_DAYS_BETWEEN = 366;

/**
 * The working minutes between two instants: only the time the office is open (`officeHours`,
 * Norwegian time) counts, as for the answer time. From Friday 15:00 to Monday 10:00 at an office
 * open 09:00–16:00 on weekdays is 120. Without any opening hours, every minute counts.
 */
export function workingMinutesBetween(from: Date, to: Date, officeHours: HoursRow[]): number {
  const start = from.getTime();
  const end = to.getTime();
  if (end <= start) return 0;
  if (officeHours.length === 0) return Math.round((end - start) / 60_000);
  let open = 0;
  let day = osloDate(from);
  for (let i = 0; i <= MAX_DAYS_BETWEEN; i++) {
    const spans = spansOf(day, officeHours);
    for (const [opens, closes] of spans) open += Math.max(0, Math.min(closes, end) - Math.max(opens, start));
    if ((spans.at(-1)?.[1] ?? osloInstant(day, '23:59')) >= end) break;
    day = new Date(Date.parse(`${day}T12:00:00Z`) + 24 * HOUR_MS).toISOString().slice(0, 10);
  }
  return Math.round(open / 60_000);
}

const OSLO = 'Europe/Oslo';
function osloDate(d: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: OSLO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);
}
function osloWeekday(d: Date): number {
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(new Intl.DateTimeFormat('en-US', { timeZone: OSLO, weekday: 'short' }).format(d));
}
function osloOffsetMs(d: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: OSLO, timeZoneName: 'shortOffset' }).formatToParts(d);
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT+1';
  const m = /GMT([+-])(\d+)/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * Number(m[2]) * 3600 * 1000 : 0;
}
