import { DEFAULT_ANSWER_WITHIN_HOURS, workingHoursDueAt, workingMinutesBetween, type AnswerTimes, type HoursRow, type StoredEnquiry } from '@rms/schema';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import { getSiteSettings } from '../content/settings';

/**
 * The answer time (decision 132): `answerWithinHours` working hours from the site settings (default
 * DEFAULT_ANSWER_WITHIN_HOURS), counted inside the office's opening hours. The server decides what
 * is overdue, so the inbox, the dashboard and the reminder job agree.
 */

/** What the answer time is counted with: the opening hours and the hours allowed. */
export interface AnswerRules {
  officeHours: HoursRow[];
  within: number;
}

/** The site settings' rules; none stored yet: round the clock, the default hours. */
export async function answerRules(repos: Repositories): Promise<AnswerRules> {
  try {
    const settings = await getSiteSettings(repos);
    return { officeHours: settings.officeHours, within: settings.answerWithinHours };
  } catch (e) {
    if (e instanceof NotFoundError) return { officeHours: [], within: DEFAULT_ANSWER_WITHIN_HOURS };
    throw e;
  }
}

/** When an enquiry should have had its first contact. */
export function answerDue(m: Pick<StoredEnquiry, 'created_at'>, rules: AnswerRules): Date {
  return workingHoursDueAt(new Date(m.created_at), rules.within, rules.officeHours);
}

/** Whether a new enquiry (not spam or archived) is waiting past its answer time. */
export function isWaitingTooLong(m: StoredEnquiry, rules: AnswerRules, now: Date): boolean {
  return m.status !== 'spam' && m.stage === 'new' && !m.archived && answerDue(m, rules) < now;
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
 * arrival to first contact (working minutes, counted inside the opening hours as the answer time is)
 * and how many went past their answer time (contacted after it, or still new past it).
 */
export function answerTimes(messages: StoredEnquiry[], rules: AnswerRules, now: Date): AnswerTimes {
  const since = new Date(now.getTime() - DAYS * 24 * 3_600_000).toISOString();
  const recent = messages.filter((m) => m.status !== 'spam' && m.created_at >= since);
  const minutes: number[] = [];
  let late = 0;
  for (const m of recent) {
    const due = answerDue(m, rules).getTime();
    if (m.answered_at) {
      minutes.push(workingMinutesBetween(new Date(m.created_at), new Date(m.answered_at), rules.officeHours));
      if (Date.parse(m.answered_at) > due) late++;
    } else if (isWaitingTooLong(m, rules, now)) late++;
  }
  return {
    answerWithinHours: rules.within,
    overdueIds: messages.filter((m) => isWaitingTooLong(m, rules, now)).slice(0, MAX_OVERDUE_IDS).map((m) => m.id),
    last30Days: { enquiries: recent.length, medianFirstContactMinutes: median(minutes), late },
  };
}
