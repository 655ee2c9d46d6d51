import { CONTACT_SITE_CEILING, withContactPrefix, type ContactMessage, type DeliveryStatus, type StoredMessage } from '@rms/schema';
import type { Mailer } from '../adapters/mailer';
import type { Repositories } from '../repositories';
import { deliver, SEND_LEASE_MS, type MailAddresses } from './contact-delivery';

/**
 * A visitor's contact message coming in: the site-wide ceiling, the honeypot, storing it, and
 * handing it to delivery (contact-delivery.ts); and the admin's inbox of stored messages.
 */

export interface SiteCeiling {
  limit: number;
  windowMs: number;
}

/** Whether the site has already taken `ceiling.limit` messages within the window (one count query). */
async function overCeiling(repos: Repositories, at: Date, ceiling: SiteCeiling): Promise<boolean> {
  const since = new Date(at.getTime() - ceiling.windowMs).toISOString();
  return (await repos.messages.countSince(since)) >= ceiling.limit;
}

/**
 * A visitor's message: stored first (so a mail outage loses nothing), then sent. A filled honeypot
 * is stored as spam and not sent. Over the site-wide ceiling the message is stored as `held` and
 * mailed in the scheduled retry's next digest: never lost, never a flood of mails.
 */
export async function submitContactMessage(
  repos: Repositories,
  mailer: Mailer,
  to: MailAddresses,
  input: ContactMessage,
  now: () => Date = () => new Date(),
  ceiling: SiteCeiling = CONTACT_SITE_CEILING,
): Promise<{ id: string; status: DeliveryStatus }> {
  const at = now();
  const isSpam = Boolean(input.website?.trim());
  const held = !isSpam && (await overCeiling(repos, at, ceiling));
  const stored: Omit<StoredMessage, 'id'> = {
    name: input.name,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    subject: withContactPrefix(input.subject),
    message: input.message,
    status: isSpam ? 'spam' : held ? 'held' : 'pending',
    attempts: 0,
    lastError: null,
    created_at: at.toISOString(),
    sent_at: null,
    // Held: due at once, so the next scheduled run mails it in its digest.
    next_attempt_at: isSpam ? null : held ? at.toISOString() : new Date(at.getTime() + SEND_LEASE_MS).toISOString(),
  };
  const id = await repos.messages.add(stored);
  if (isSpam) {
    console.warn(`[mail] honeypot filled: contact message ${id} stored as spam, not sent`);
    return { id, status: 'spam' };
  }
  if (held) {
    console.warn(`[mail] site-wide ceiling of ${ceiling.limit} messages reached: contact message ${id} held for the next digest`);
    return { id, status: 'held' };
  }
  return { id, status: await deliver(repos, mailer, id, { id, ...stored }, 0, to, now) };
}

/** Stored messages, newest first (the admin inbox). A malformed document is skipped and logged. */
export async function listMessages(repos: Repositories, limit = 200): Promise<StoredMessage[]> {
  return (await repos.messages.newest(limit)).flatMap(({ id, message }) => {
    if (!message) console.warn(`[mail] messages/${id} does not match the stored message shape; left out of the list`);
    return message ? [message] : [];
  });
}
