import { createHash } from 'node:crypto';
import { DEFAULT_ANSWER_WITHIN_HOURS, DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT, PRIVACY_PATH, workingHoursDueAt, formatDays, formatTimes, type SiteSettings, type StoredMessage } from '@rms/schema';
import type { Mailer, OutgoingMail } from '../../adapters/mailer';
import type { MailLogRepository } from '../../repositories/mail-log';
import { oneLine, quoteLines } from './enquiry-delivery';

/**
 * The visitor's receipt (decision 133): after a real enquiry, a plain-text mail in Norwegian with a
 * copy of what they sent, when to expect an answer, the company's contact facts and the privacy
 * statement's address. At most one per address per RECEIPT_WINDOW_MS, so the form cannot be used
 * to send mail to strangers; the limit is kept under a hash of the address, never the address.
 */

export const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/** The limit's key for an address: the same for any spelling in capitals, and not the address itself. */
export function receiptAddressKey(address: string): string {
  return createHash('sha256').update(`receipt:${address.trim().toLowerCase()}`).digest('hex');
}

/** `kari@example.no` → `ka…@example.no`: enough to follow a log line, not enough to read the address. */
export function maskedEmail(address: string): string {
  const [local = '', domain = ''] = address.trim().split('@');
  return `${local.slice(0, 2)}…@${domain}`;
}

/** The stored settings a receipt uses; null when they were never saved (then the defaults and `fallback`). */
export type ReceiptSettings = Pick<
  SiteSettings,
  'companyName' | 'street' | 'postalCode' | 'city' | 'phone' | 'email' | 'phoneHours' | 'officeHours' | 'answerWithinHours' | 'receiptSubject' | 'receiptIntro'
>;

export interface ReceiptFacts {
  settings: ReceiptSettings | null;
  /** The public site's address, for the privacy statement's link. */
  siteUrl: string;
  mailFrom: string;
  /** Used when no settings were saved: the configured phone number and company address. */
  fallback: { phone: string; email: string };
}

type ReceiptFields = 'id' | 'name' | 'contactEmail' | 'contactPhone' | 'subject' | 'message' | 'created_at' | 'product' | 'quote';

const DUE_DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' });
const DUE_TIME = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });

/** The receipt as plain text: nothing the visitor wrote is read as HTML. */
export function receiptMail(msg: Pick<StoredMessage, ReceiptFields>, facts: ReceiptFacts): OutgoingMail {
  const s = facts.settings;
  const phone = s?.phone ?? facts.fallback.phone;
  const email = s?.email ?? facts.fallback.email;
  // The answer time staff keep to (decision 132): working hours inside the office's opening hours.
  const dueAt = workingHoursDueAt(new Date(msg.created_at), s?.answerWithinHours ?? DEFAULT_ANSWER_WITHIN_HOURS, s?.officeHours ?? []);
  const due = `${DUE_DAY.format(dueAt)} kl. ${DUE_TIME.format(dueAt).replace(':', '.')}`;
  const hours = (s?.phoneHours ?? []).map((row) => `${formatDays(row.days)} ${formatTimes(row)}`);
  const text = [
    `Hei ${oneLine(msg.name)},`,
    '',
    s?.receiptIntro ?? DEFAULT_RECEIPT_INTRO,
    '',
    `Du kan vente svar fra oss senest ${due}.`,
    '',
    '--- Det du sendte ---',
    `Emne: ${oneLine(msg.subject)}`,
    ...quoteLines(msg),
    `Telefon: ${oneLine(msg.contactPhone) || '-'}`,
    '',
    msg.message,
    '',
    '--- Kontakt oss ---',
    ...(s ? [s.companyName, `${s.street}, ${s.postalCode} ${s.city}`] : []),
    `Telefon: ${phone}${hours.length > 0 ? ` (${hours.join(', ')})` : ''}`,
    `E-post: ${email}`,
    '',
    `Slik behandler vi opplysningene dine: ${facts.siteUrl}${PRIVACY_PATH}`,
  ].join('\n');
  return {
    to: oneLine(msg.contactEmail),
    from: facts.mailFrom,
    replyTo: email,
    subject: oneLine(s?.receiptSubject ?? DEFAULT_RECEIPT_SUBJECT),
    text,
    customArgs: { enquiryId: msg.id, mail: 'receipt' },
  };
}

export interface ReceiptDeps {
  mailLog: Pick<MailLogRepository, 'claimReceipt'>;
  mailer: Mailer;
  facts: () => Promise<ReceiptFacts>;
  now: () => Date;
}

export type ReceiptOutcome = 'sent' | 'limited' | 'failed';

/**
 * Sends the receipt unless one went to this address within the hour. Never throws: the enquiry is
 * stored and its notification sent whatever happens here. When the limit cannot be read, nothing is
 * sent (the limit protects strangers' mailboxes; a missing receipt is the lesser harm).
 */
export async function sendReceipt(deps: ReceiptDeps, msg: Pick<StoredMessage, ReceiptFields>): Promise<ReceiptOutcome> {
  const who = maskedEmail(msg.contactEmail);
  try {
    if (!(await deps.mailLog.claimReceipt(receiptAddressKey(msg.contactEmail), deps.now().toISOString(), RECEIPT_WINDOW_MS))) {
      console.info(`[mail] enquiry ${msg.id}: a receipt went to ${who} within the hour; none sent`);
      return 'limited';
    }
    await deps.mailer.send(receiptMail(msg, await deps.facts()));
    return 'sent';
  } catch (e) {
    console.warn(`[mail] enquiry ${msg.id}: the receipt to ${who} was not sent: ${e instanceof Error ? e.message : String(e)}`);
    return 'failed';
  }
}

/**
 * Deletes the receipt limits whose hour has passed: they stop nothing any more, and a hash of an
 * address is still the address's trace. Run by the nightly retention job.
 */
export async function sweepReceiptLimits(mailLog: Pick<MailLogRepository, 'deleteReceiptLimitsBefore'>, now: Date = new Date()): Promise<number> {
  const before = new Date(now.getTime() - RECEIPT_WINDOW_MS).toISOString();
  let swept = 0;
  for (;;) {
    const n = await mailLog.deleteReceiptLimitsBefore(before, 400);
    swept += n;
    if (n < 400) return swept;
  }
}
