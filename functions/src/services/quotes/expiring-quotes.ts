import { addDays, osloDay, type Quote } from '@rms/schema';
import { staffView, statusOf, type QuoteDeps } from './quotes';

/**
 * The quotes about to run out unanswered (the dashboard, decision 152): sent or seen, neither
 * accepted, declined nor replaced, whose last valid day (Oslo) is today or at most `withinDays`
 * days ahead; soonest first.
 */
export async function expiringQuotes(deps: QuoteDeps, withinDays: number): Promise<Quote[]> {
  const now = deps.now();
  const today = osloDay(now);
  const candidates = await deps.repos.quotes.validUntilBetween(today, addDays(today, withinDays));
  return candidates
    .filter((q) => (q.status === 'sent' || q.status === 'viewed') && statusOf(q, now) !== 'expired')
    .sort((a, b) => a.validUntil!.localeCompare(b.validUntil!) || a.number.localeCompare(b.number))
    .map((q) => staffView(q, now));
}
