import type { MailEvent } from '@rms/schema';
import { MAIL_EVENT_SIGNATURE_HEADER, MAIL_EVENT_TIMESTAMP_HEADER } from '@rms/schema';
import type { OutgoingMail } from './mailer';
import { signMailEvents } from './mail-event-signature';

/**
 * The local stack's stand-in for SendGrid's Event Webhook (decision 133): after the outbox has
 * written a mail, it posts the events SendGrid would, signed with the local stack's own key, to the
 * site's POST /api/email/events. A recipient whose address starts with `bounce@` or `dropped@` gets
 * that event; any other gets `delivered`. So a failing notification can be tried offline by setting
 * MAIL_TO=bounce@example.com.
 */

export interface OutboxEventSink {
  url: string;
  privateKeyPem: string;
}

/** The events SendGrid would report for `mail`; none for a mail that names no enquiry. */
export function standInEvents(mail: OutgoingMail, now: Date): MailEvent[] {
  if (!mail.customArgs) return [];
  const local = mail.to.split('@')[0]?.toLowerCase() ?? '';
  const timestamp = Math.floor(now.getTime() / 1000);
  const base = { email: mail.to, timestamp, ...mail.customArgs };
  if (local === 'bounce') return [{ ...base, event: 'bounce', reason: '550 5.1.1 The email account that you tried to reach does not exist (local stand-in)' }];
  if (local === 'dropped') return [{ ...base, event: 'dropped', reason: 'Bounced Address (local stand-in)' }];
  return [{ ...base, event: 'delivered', response: '250 OK (local stand-in)' }];
}

/** Posts the stand-in's events for `mail`, signed as SendGrid signs them; a failure is only logged. */
export async function postStandInEvents(sink: OutboxEventSink, mail: OutgoingMail, now = new Date()): Promise<void> {
  const events = standInEvents(mail, now);
  if (events.length === 0) return;
  const body = JSON.stringify(events);
  const timestamp = String(Math.floor(now.getTime() / 1000));
  try {
    const res = await fetch(sink.url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [MAIL_EVENT_SIGNATURE_HEADER]: signMailEvents(body, timestamp, sink.privateKeyPem), [MAIL_EVENT_TIMESTAMP_HEADER]: timestamp },
      body,
    });
    if (!res.ok) console.warn(`[mail] the outbox's delivery events were refused: ${res.status}`);
  } catch (e) {
    console.warn(`[mail] the outbox's delivery events could not be posted to ${sink.url}: ${e instanceof Error ? e.message : String(e)}`);
  }
}
