import { createHash } from 'node:crypto';
import { DEFAULT_ANSWER_WITHIN_HOURS, DEFAULT_RECEIPT_INTRO, LINK_IN_NAME, DEFAULT_RECEIPT_SUBJECT, PRIVACY_PATH, workingHoursDueAt, formatDays, formatTimes, type SiteSettings, type StoredEnquiry } from '@rms/schema';
import type { Mailer, OutgoingMail } from '../../adapters/mailer';
import type { MailLogRepository } from '../../repositories/mail-log';
import { oneLine } from './enquiry-delivery';

/**
 * The visitor's receipt (decisions 133 and 146): after a real enquiry, a plain-text mail in Norwegian
 * that confirms what was received and nothing the visitor wrote besides their name: the product as
 * the catalogue names it, when to expect an answer, the company's contact facts and the privacy
 * statement's address. At most one per mailbox per RECEIPT_WINDOW_MS, however its address is
 * written, so the form cannot be used to send mail to strangers; the limit is kept under a hash of
 * the address, never the address.
 */

export const RECEIPT_WINDOW_MS = 60 * 60 * 1000;

/** Gmail's domains: the same mailbox under either, and dots in the local part are ignored there. */
const GMAIL_DOMAINS = new Set(['gmail.com', 'googlemail.com']);

/**
 * One spelling of a mailbox: lower case, the domain without a trailing dot, the local part cut at
 * its first `+` (a sub-address reaches the same mailbox), and at Gmail without dots and under
 * gmail.com. Other providers' dots are kept: there `k.ari` and `kari` may be two people.
 */
export function normalisedAddress(address: string): string {
  const lower = address.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 0) return lower;
  let local = lower.slice(0, at).split('+')[0] ?? '';
  let domain = lower.slice(at + 1).replace(/\.+$/, '');
  if (GMAIL_DOMAINS.has(domain)) {
    domain = 'gmail.com';
    local = local.replaceAll('.', '');
  }
  return `${local}@${domain}`;
}

/** The limit's key for an address: the same for every spelling of one mailbox, and not the address itself. */
export function receiptAddressKey(address: string): string {
  return createHash('sha256').update(`receipt:${normalisedAddress(address)}`).digest('hex');
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

type ReceiptFields = 'id' | 'name' | 'contactEmail' | 'created_at' | 'product' | 'photos';

/**
 * The default intro before decision 146, which promised a copy of the message: a saved settings
 * document may still hold it word for word, and the receipt must not promise what it lacks.
 */
const INTRO_PROMISING_A_COPY = 'Takk for at du tok kontakt med oss! Dette er en bekreftelse på at vi har mottatt henvendelsen din. Under finner du en kopi av det du sendte.';

const DUE_DAY = new Intl.DateTimeFormat('nb-NO', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'Europe/Oslo' });
const DUE_TIME = new Intl.DateTimeFormat('nb-NO', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });

/**
 * The receipt as plain text. Of the visitor's own words only the name (checked for links at input):
 * not the subject, the message, the phone or the quote's fields, so a stranger's mailbox never gets
 * text a sender chose. The product is the one the server looked up by id when the enquiry came.
 */
export function receiptMail(msg: Pick<StoredEnquiry, ReceiptFields>, facts: ReceiptFacts): OutgoingMail {
  const s = facts.settings;
  const phone = s?.phone ?? facts.fallback.phone;
  const email = s?.email ?? facts.fallback.email;
  // Refused at input; a message stored before that check (and brought back from spam) is greeted without it.
  const name = LINK_IN_NAME.test(msg.name) ? '' : oneLine(msg.name);
  const intro = !s?.receiptIntro || s.receiptIntro === INTRO_PROMISING_A_COPY ? DEFAULT_RECEIPT_INTRO : s.receiptIntro;
  // The answer time staff keep to (decision 132): working hours inside the office's opening hours.
  const dueAt = workingHoursDueAt(new Date(msg.created_at), s?.answerWithinHours ?? DEFAULT_ANSWER_WITHIN_HOURS, s?.officeHours ?? []);
  const due = `${DUE_DAY.format(dueAt)} kl. ${DUE_TIME.format(dueAt).replace(':', '.')}`;
  const hours = (s?.phoneHours ?? []).map((row) => `${formatDays(row.days)} ${formatTimes(row)}`);
  const text = [
    `Hei${name ? ` ${name}` : ''},`,
    '',
    intro,
    '',
    ...(msg.product ? [`Produkt: ${oneLine(msg.product.title)}`, ''] : []),
    ...(msg.photos?.length ? [`Bilder mottatt: ${msg.photos.length}`, ''] : []),
    `Du kan vente svar fra oss senest ${due}.`,
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
export async function sendReceipt(deps: ReceiptDeps, msg: Pick<StoredEnquiry, ReceiptFields>): Promise<ReceiptOutcome> {
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
