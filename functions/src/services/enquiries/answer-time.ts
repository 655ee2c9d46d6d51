import { DEFAULT_ANSWER_WITHIN_HOURS, workingHoursDueAt, type AnswerTimes, type HoursRow, type StoredMessage } from '@rms/schema';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import { getSiteSettings } from '../content/settings';

/**
 * The answer time (decision 132): DEFAULT_ANSWER_WITHIN_HOURS working hours, counted inside the
 * office's opening hours from the site settings. The server decides what is overdue, so the inbox,
 * the dashboard and the reminder job agree.
 */

/** The office's opening hours; none stored yet counts round the clock. */
export async function officeHours(repos: Repositories): Promise<HoursRow[]> {
  try {
    return (await getSiteSettings(repos)).officeHours;
  } catch (e) {
    if (e instanceof NotFoundError) return [];
    throw e;
  }
}

/** When an enquiry should have had its first contact. */
export function answerDue(m: Pick<StoredMessage, 'created_at'>, hours: HoursRow[]): Date {
  return workingHoursDueAt(new Date(m.created_at), DEFAULT_ANSWER_WITHIN_HOURS, hours);
}

/** Whether a new enquiry (not spam or archived) is waiting past its answer time. */
export function isWaitingTooLong(m: StoredMessage, hours: HoursRow[], now: Date): boolean {
  return m.status !== 'spam' && m.stage === 'new' && !m.archived && answerDue(m, hours) < now;
}

const DAYS = 30;
/** How many overdue ids the count carries at most (the inbox shows at most its newest 100). */
const MAX_OVERDUE_IDS = 500;

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
}

/**
 * The overdue enquiries now, and the last 30 days' enquiries (spam left out): the median time from
 * arrival to first contact (clock minutes) and how many went past their answer time (contacted
 * after it, or still new past it).
 */
export function answerTimes(messages: StoredMessage[], hours: HoursRow[], now: Date): AnswerTimes {
  const since = new Date(now.getTime() - DAYS * 24 * 3_600_000).toISOString();
  const recent = messages.filter((m) => m.status !== 'spam' && m.created_at >= since);
  const minutes: number[] = [];
  let late = 0;
  for (const m of recent) {
    const due = answerDue(m, hours).getTime();
    if (m.answered_at) {
      minutes.push(Math.max(0, Math.round((Date.parse(m.answered_at) - Date.parse(m.created_at)) / 60_000)));
      if (Date.parse(m.answered_at) > due) late++;
    } else if (isWaitingTooLong(m, hours, now)) late++;
  }
  return {
    answerWithinHours: DEFAULT_ANSWER_WITHIN_HOURS,
    overdueIds: messages.filter((m) => isWaitingTooLong(m, hours, now)).slice(0, MAX_OVERDUE_IDS).map((m) => m.id),
    last30Days: { enquiries: recent.length, medianFirstContactMinutes: median(minutes), late },
  };
}
