import {
  StoredMessageDocSchema,
  withContactPrefix,
  type ContactMessage,
  type DeliveryStatus,
  type StoredMessage,
} from '@rms/schema';
import type { Firestore } from '../adapters/firebase';
import type { Mailer, OutgoingMail } from '../adapters/mailer';

export const MESSAGES = 'messages';
/** Attempts in all (the first send included) before a message is left as failed for good. */
export const MAX_SEND_ATTEMPTS = 6;
/** A message being sent is leased this long; if the sender dies, the retry picks it up afterwards. */
export const SEND_LEASE_MS = 10 * 60 * 1000;
const FIRST_RETRY_MS = 15 * 60 * 1000;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

export interface MailAddresses {
  mailFrom: string;
  mailTo: string;
}

/** Wait before the next try after `attempts` failures: 15 min, 30 min, 1 h, 2 h, 4 h, then 6 h at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Header values must stay on one line whatever a visitor typed. */
function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The company's copy of a contact message, as plain text: nothing a visitor writes is read as HTML. */
export function contactMail(msg: Pick<StoredMessage, 'name' | 'contactEmail' | 'contactPhone' | 'subject' | 'message' | 'created_at'>, to: MailAddresses): OutgoingMail {
  const text = [
    'Ny henvendelse fra kontaktskjemaet på nettsiden.',
    '',
    `Navn: ${oneLine(msg.name)}`,
    `E-post: ${oneLine(msg.contactEmail)}`,
    `Telefon: ${oneLine(msg.contactPhone) || '-'}`,
    `Emne: ${oneLine(msg.subject)}`,
    `Mottatt: ${msg.created_at}`,
    '',
    'Melding:',
    msg.message,
    '',
    '-- ',
    'Svar på denne e-posten for å svare avsenderen.',
  ].join('\n');
  return { to: to.mailTo, from: to.mailFrom, replyTo: oneLine(msg.contactEmail), subject: oneLine(msg.subject), text };
}

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.slice(0, 1000) || 'Unknown error';
}

/** Sends a stored message and records the outcome; never throws for a mail failure. */
async function deliver(db: Firestore, mailer: Mailer, id: string, msg: StoredMessage, attemptsBefore: number, to: MailAddresses, now: () => Date): Promise<DeliveryStatus> {
  const ref = db.collection(MESSAGES).doc(id);
  const attempts = attemptsBefore + 1;
  try {
    await mailer.send(contactMail(msg, to));
  } catch (e) {
    const lastError = errorText(e);
    const giveUp = attempts >= MAX_SEND_ATTEMPTS;
    console.error(`[mail] contact message ${id} not sent (attempt ${attempts}/${MAX_SEND_ATTEMPTS}${giveUp ? ', giving up' : ''}): ${lastError}`);
    await ref.update({
      status: 'failed',
      attempts,
      lastError,
      next_attempt_at: giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
    });
    return 'failed';
  }
  await ref.update({ status: 'sent', attempts, sent_at: now().toISOString(), next_attempt_at: null });
  return 'sent';
}

/**
 * A visitor's message: stored first (so a mail outage loses nothing), then sent. A filled honeypot
 * is stored as spam and not sent. Returns the stored id and what happened.
 */
export async function submitContactMessage(db: Firestore, mailer: Mailer, to: MailAddresses, input: ContactMessage, now: () => Date = () => new Date()): Promise<{ id: string; status: DeliveryStatus }> {
  const at = now();
  const isSpam = Boolean(input.website?.trim());
  const ref = db.collection(MESSAGES).doc();
  const stored: Omit<StoredMessage, 'id'> = {
    name: input.name,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    subject: withContactPrefix(input.subject),
    message: input.message,
    status: isSpam ? 'spam' : 'pending',
    attempts: 0,
    lastError: null,
    created_at: at.toISOString(),
    sent_at: null,
    next_attempt_at: isSpam ? null : new Date(at.getTime() + SEND_LEASE_MS).toISOString(),
  };
  await ref.set(stored);
  if (isSpam) {
    console.warn(`[mail] honeypot filled: contact message ${ref.id} stored as spam, not sent`);
    return { id: ref.id, status: 'spam' };
  }
  return { id: ref.id, status: await deliver(db, mailer, ref.id, { id: ref.id, ...stored }, 0, to, now) };
}

function toStoredMessage(id: string, data: Record<string, unknown>): StoredMessage | null {
  const parsed = StoredMessageDocSchema.safeParse(data);
  if (!parsed.success) return null;
  const d = parsed.data;
  return {
    id,
    name: d.name,
    contactPhone: d.contactPhone,
    contactEmail: d.contactEmail,
    subject: d.subject,
    message: d.message,
    status: d.status,
    attempts: d.attempts,
    lastError: d.lastError,
    created_at: d.created_at,
    sent_at: d.sent_at,
    next_attempt_at: d.next_attempt_at ?? null,
  };
}

/** Stored messages, newest first (the admin inbox). A malformed document is skipped and logged. */
export async function listMessages(db: Firestore, limit = 200): Promise<StoredMessage[]> {
  const snap = await db.collection(MESSAGES).orderBy('created_at', 'desc').limit(limit).get();
  return snap.docs.flatMap((doc) => {
    const msg = toStoredMessage(doc.id, doc.data());
    if (!msg) console.warn(`[mail] messages/${doc.id} does not match the stored message shape; left out of the list`);
    return msg ? [msg] : [];
  });
}

export interface RetryOutcome {
  attempted: number;
  sent: number;
  failed: number;
}

/**
 * What the scheduled retry runs: every pending or failed message whose next attempt is due and
 * that has attempts left is leased (in a transaction, so two overlapping runs never send the same
 * message twice), sent and marked sent or failed with a longer wait.
 */
export async function retryFailedMessages(db: Firestore, mailer: Mailer, to: MailAddresses, now: () => Date = () => new Date(), batchSize = 50): Promise<RetryOutcome> {
  // One equality filter only: due time and attempts are checked here, so no composite index is needed.
  const snap = await db.collection(MESSAGES).where('status', 'in', ['pending', 'failed']).get();
  const isDue = (msg: StoredMessage | null): msg is StoredMessage =>
    msg !== null && msg.attempts < MAX_SEND_ATTEMPTS && msg.next_attempt_at != null && msg.next_attempt_at <= now().toISOString();
  const due = snap.docs
    .map((d) => toStoredMessage(d.id, d.data()))
    .filter(isDue)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .slice(0, batchSize);

  const outcome: RetryOutcome = { attempted: 0, sent: 0, failed: 0 };
  for (const candidate of due) {
    const ref = db.collection(MESSAGES).doc(candidate.id);
    const leased = await db.runTransaction(async (tx) => {
      const current = toStoredMessage(candidate.id, (await tx.get(ref)).data() ?? {});
      if (!isDue(current) || (current.status !== 'pending' && current.status !== 'failed')) return null;
      tx.update(ref, { status: 'pending', next_attempt_at: new Date(now().getTime() + SEND_LEASE_MS).toISOString() });
      return current;
    });
    if (!leased) continue;
    outcome.attempted++;
    const status = await deliver(db, mailer, leased.id, leased, leased.attempts, to, now);
    if (status === 'sent') outcome.sent++;
    else outcome.failed++;
  }
  return outcome;
}

/** GET /api/email/test: a short plain-text mail to the company address. */
export async function sendTestMail(mailer: Mailer, to: MailAddresses, now = new Date()): Promise<void> {
  await mailer.send({
    to: to.mailTo,
    from: to.mailFrom,
    subject: 'Test av e-post fra nettsiden',
    text: `Dette er en test av e-postoppsettet (${mailer.kind}), sendt ${now.toISOString()}.\nKommer denne fram, virker kontaktskjemaet.`,
  });
}
