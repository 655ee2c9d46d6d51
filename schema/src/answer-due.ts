import { ANSWER_WITHIN_WORKING_DAYS } from './contact-texts';

/*
 * When a new enquiry should have been answered (issue #23). Admin code and the server use it; it is
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
