import type { MailEvent, MailEventsResult, Undelivered } from '@rms/schema';
import type { Repositories } from '../../repositories';

/**
 * SendGrid's delivery events for the mails the site sent (decision 133). A bounce, a drop, or a
 * deferral still going on LONG_DEFERRAL_MS after the notification was sent marks that enquiry's
 * notification undelivered ('Ikke levert') and is kept as the mail's last failure, which System Status
 * shows as Mail degraded until a later notification is delivered. The enquiry itself is never touched
 * otherwise: the inbox keeps it. Events about the visitor's receipt are only counted.
 */

/** SendGrid keeps retrying a deferred mail for up to 72 h; after 4 h a lead is already going cold. */
export const LONG_DEFERRAL_MS = 4 * 60 * 60 * 1000;
const MAX_REASON_CHARS = 500;

/** When the event happened: SendGrid's unix seconds, else the time it arrived. */
function eventTime(event: MailEvent, now: Date): Date {
  return typeof event.timestamp === 'number' && Number.isFinite(event.timestamp) ? new Date(event.timestamp * 1000) : now;
}

/**
 * What a notification event says about delivery: undelivered (with why), delivered, or nothing.
 * `sentAt` is when the site handed the notification to SendGrid (the enquiry's sent_at).
 */
export function notificationOutcome(event: MailEvent, sentAt: string | null, now: Date): { undelivered: Undelivered } | 'delivered' | null {
  const at = eventTime(event, now);
  const reason = (event.reason ?? event.response ?? event.event).slice(0, MAX_REASON_CHARS);
  if (event.event === 'delivered') return 'delivered';
  if (event.event === 'bounce' || event.event === 'dropped') return { undelivered: { event: event.event, reason, at: at.toISOString() } };
  if (event.event === 'deferred') {
    const since = Date.parse(sentAt ?? '');
    if (Number.isFinite(since) && at.getTime() - since >= LONG_DEFERRAL_MS) return { undelivered: { event: 'deferred', reason, at: at.toISOString() } };
  }
  return null;
}

const FAILURE_EVENTS = new Set(['bounce', 'dropped', 'deferred']);

/**
 * Applies one webhook request's events; an event naming an enquiry that is gone is skipped. Only a
 * possible failure reads its enquiry; deliveries are recorded once, at the latest one's time, so a
 * large batch costs one write for them.
 */
export async function applyMailEvents(repos: Repositories, events: MailEvent[], now: Date = new Date()): Promise<MailEventsResult> {
  let undelivered = 0;
  let lastDelivered: Date | null = null;
  for (const event of events) {
    if (event.mail !== 'notification' || !event.enquiryId) continue;
    if (event.event === 'delivered') {
      const at = eventTime(event, now);
      if (!lastDelivered || at > lastDelivered) lastDelivered = at;
      continue;
    }
    if (!FAILURE_EVENTS.has(event.event)) continue;
    // A digest names every enquiry it carried.
    for (const id of event.enquiryId.split(',').filter((s) => /^[A-Za-z0-9-]{1,64}$/.test(s))) {
      const marked = await repos.transaction(async (tx) => {
        const message = await repos.enquiries.find(id, tx);
        const outcome = message ? notificationOutcome(event, message.sent_at, now) : null;
        if (!outcome || outcome === 'delivered') return null;
        repos.enquiries.update(tx, id, { undelivered: outcome.undelivered });
        return outcome.undelivered;
      });
      if (!marked) continue;
      undelivered++;
      console.warn(`[mail] SendGrid reports the notification of enquiry ${id} undelivered (${marked.event}): ${marked.reason}`);
      await repos.mailLog.recordFailure({ ...marked, enquiryId: id });
    }
  }
  if (lastDelivered) await repos.mailLog.recordDelivered(lastDelivered.toISOString());
  return { received: events.length, undelivered };
}
