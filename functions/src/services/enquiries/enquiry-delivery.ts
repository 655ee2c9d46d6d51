import { quoteSubject, type DeliveryStatus, type StoredEnquiry } from '@rms/schema';
import { MailNotConfiguredError, type Mailer, type OutgoingMail } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import { withTimeout } from '../../deadline';

/**
 * Mail delivery of contact messages (the outbox): the first send right after a message is stored,
 * then the scheduled retry with growing waits, leases so overlapping runs never send twice, and
 * the digest that mails held messages together. The submission itself is enquiry-submission.ts.
 */

/** Attempts in all (the first send included) before a message is left as failed for good. */
export const MAX_SEND_ATTEMPTS = 6;
/** A message being sent is leased this long; if the sender dies, the retry picks it up afterwards. */
export const SEND_LEASE_MS = 10 * 60 * 1000;
const FIRST_RETRY_MS = 15 * 60 * 1000;
/** The retry reads due messages in pages of this size, at most MAX_RETRY_PAGES pages a run. */
export const RETRY_PAGE_SIZE = 50;
const MAX_RETRY_PAGES = 4;
/** Held messages mailed together in one digest at most. */
export const MAX_DIGEST_MESSAGES = 50;
const MAX_RETRY_DELAY_MS = 6 * 60 * 60 * 1000;

export interface MailAddresses {
  mailFrom: string;
  mailTo: string;
  /** The site's address (SITE_URL): a notification with photos links to the enquiry in the inbox. */
  siteUrl?: string;
}

/**
 * The line a notification carries for an enquiry's photos (decision 154): how many, and where staff
 * see them. Never the photos themselves: a mailbox keeps them past the enquiry's retention.
 */
export function photoLines(msg: Partial<Pick<StoredEnquiry, 'id' | 'photos'>>, siteUrl: string | undefined): string[] {
  const count = msg.photos?.length ?? 0;
  if (count === 0) return [];
  const where = siteUrl && msg.id ? `: ${siteUrl}/admin/henvendelser?q=${encodeURIComponent(msg.id)}` : ' i innboksen';
  return [`Bilder: ${count} (se dem i innboksen${where})`];
}

/** Wait before the next try after `attempts` failures: 15 min, 30 min, 1 h, 2 h, 4 h, then 6 h at most. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);
}

/** Header values must stay on one line whatever a visitor typed. */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\t]+/g, ' ').trim();
}

/** The quote's lines of a mail: the product (as it was when the request came) and what the visitor gave. */
export function quoteLines(msg: Pick<StoredEnquiry, 'product' | 'quote'>): string[] {
  if (!msg.product && !msg.quote) return [];
  const q = msg.quote;
  return [
    ...(msg.product ? [`Produkt: ${oneLine(msg.product.title)} (${msg.product.path})`] : []),
    ...(q?.postcode ? [`Postnummer: ${oneLine(q.postcode)}`] : []),
    ...(q?.widthCm != null ? [`Bredde: ${q.widthCm} cm`] : []),
    ...(q?.heightCm != null ? [`Utfall/høyde: ${q.heightCm} cm`] : []),
    ...(q ? [`Ønsker befaring: ${q.siteVisit ? 'Ja' : 'Nei'}`] : []),
    ...(q?.wallHeightCm != null ? [`Høyde på veggen: ${q.wallHeightCm} cm`] : []),
    ...(q?.wallMaterial ? [`Vegg: ${q.wallMaterial}`] : []),
    ...(q?.facing ? [`Vender mot: ${q.facing}`] : []),
    ...(q?.motor != null ? [`Ønsker motor: ${q.motor ? 'Ja' : 'Nei'}`] : []),
    ...(q?.sunWindSensor != null ? [`Ønsker sol- og vindsensor: ${q.sunWindSensor ? 'Ja' : 'Nei'}`] : []),
    ...(q?.approvalNeeded != null ? [`Må godkjennes av borettslag/sameie: ${q.approvalNeeded ? 'Ja' : 'Nei'}`] : []),
  ];
}

type MailedFields = 'name' | 'contactEmail' | 'contactPhone' | 'subject' | 'message' | 'created_at';

/**
 * The company's copy of a contact message, as plain text: nothing a visitor writes is read as HTML.
 * A product enquiry's subject is 'Tilbud: {product} – {name}'; reply-to is always the visitor.
 */
export function contactMail(msg: Pick<StoredEnquiry, MailedFields> & Partial<Pick<StoredEnquiry, 'id' | 'product' | 'quote' | 'photos'>>, to: MailAddresses): OutgoingMail {
  const quote = quoteLines({ product: msg.product ?? null, quote: msg.quote ?? null });
  const text = [
    quote.length > 0 ? 'Ny forespørsel om tilbud fra nettsiden.' : 'Ny henvendelse fra kontaktskjemaet på nettsiden.',
    '',
    `Navn: ${oneLine(msg.name)}`,
    `E-post: ${oneLine(msg.contactEmail)}`,
    `Telefon: ${oneLine(msg.contactPhone) || '-'}`,
    `Emne: ${oneLine(msg.subject)}`,
    ...quote,
    ...photoLines(msg, to.siteUrl),
    `Mottatt: ${msg.created_at}`,
    '',
    'Melding:',
    msg.message,
    '',
    '-- ',
    'Svar på denne e-posten for å svare avsenderen.',
  ].join('\n');
  const subject = msg.product ? quoteSubject(msg.product.title, msg.name) : msg.subject;
  return { to: to.mailTo, from: to.mailFrom, replyTo: oneLine(msg.contactEmail), subject: oneLine(subject), text };
}

function errorText(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.slice(0, 1000) || 'Unknown error';
}

/** Writes a message's delivery fields where the message is stored. */
type RecordDelivery = (changes: Partial<Omit<StoredEnquiry, 'id'>>) => Promise<unknown>;

/** Sends a stored message and records the outcome through `record`; never throws for a mail failure. */
async function sendAndRecord(mailer: Mailer, msg: StoredEnquiry, attemptsBefore: number, to: MailAddresses, now: () => Date, record: RecordDelivery): Promise<DeliveryStatus> {
  const { id } = msg;
  const attempts = attemptsBefore + 1;
  try {
    // The enquiry's id comes back on SendGrid's delivery events (mail-events.ts).
    await mailer.send({ ...contactMail(msg, to), customArgs: { enquiryId: id, mail: 'notification' } });
  } catch (e) {
    const lastError = errorText(e);
    if (e instanceof MailNotConfiguredError) {
      // Not this message's fault: no attempt is spent, the retry tries again once the key is set.
      console.error(`[mail] contact message ${id} not sent: ${lastError}`);
      await record({ status: 'failed', lastError, next_attempt_at: new Date(now().getTime() + FIRST_RETRY_MS).toISOString() });
      return 'failed';
    }
    const giveUp = attempts >= MAX_SEND_ATTEMPTS;
    console.error(`[mail] contact message ${id} not sent (attempt ${attempts}/${MAX_SEND_ATTEMPTS}${giveUp ? ', giving up' : ''}): ${lastError}`);
    await record({
      status: 'failed',
      attempts,
      lastError,
      next_attempt_at: giveUp ? null : new Date(now().getTime() + retryDelayMs(attempts)).toISOString(),
    });
    return 'failed';
  }
  await record({ status: 'sent', attempts, sent_at: now().toISOString(), next_attempt_at: null });
  return 'sent';
}

/** Sends a message stored in Firestore and records the outcome there; never throws for a mail failure. */
export function deliver(repos: Repositories, mailer: Mailer, id: string, msg: StoredEnquiry, attemptsBefore: number, to: MailAddresses, now: () => Date): Promise<DeliveryStatus> {
  return sendAndRecord(mailer, { ...msg, id }, attemptsBefore, to, now, (changes) => repos.enquiries.updateNow(id, changes));
}

/**
 * The first send, right after a visitor's message was stored (in Firestore or the second store),
 * within `mailDeadlineMs`. The message is safe already: when the outcome cannot be recorded, the
 * scheduled retry finds the message still leased as pending and takes it over, so this only logs.
 */
export async function sendFirst(msg: StoredEnquiry, mailer: Mailer, to: MailAddresses, now: () => Date, record: RecordDelivery, mailDeadlineMs: number): Promise<DeliveryStatus> {
  const timed: Mailer = { kind: mailer.kind, check: () => mailer.check(), send: (mail) => withTimeout(mailer.send(mail), mailDeadlineMs, 'sending the contact mail') };
  return sendAndRecord(timed, msg, 0, to, now, (changes) =>
    record(changes).catch((e: unknown) => console.error(`[mail] the delivery of contact message ${msg.id} could not be recorded (the retry takes it over): ${errorText(e)}`)),
  );
}

export interface RetryOutcome {
  attempted: number;
  sent: number;
  failed: number;
  /** Held messages mailed together in one digest this run. */
  digested: number;
}

const isRetryable = (msg: StoredEnquiry | null, nowIso: string): msg is StoredEnquiry =>
  msg !== null &&
  (msg.status === 'pending' || msg.status === 'failed' || msg.status === 'held') &&
  msg.attempts < MAX_SEND_ATTEMPTS &&
  msg.next_attempt_at != null &&
  msg.next_attempt_at <= nowIso;

/**
 * Messages whose next attempt is due, oldest due first, read in bounded pages. Sent, spam and
 * given-up messages have no `next_attempt_at` and are never read. Each message handled is leased
 * (its due time moves into the future), so the same query yields the next page without cursors
 * (the offline emulator's cursors are broken); a page that brings nothing new ends the scan.
 */
async function* dueEnquiries(repos: Repositories, now: () => Date, pageSize: number): AsyncGenerator<StoredEnquiry[]> {
  const seen = new Set<string>();
  for (let page = 0; page < MAX_RETRY_PAGES; page++) {
    const nowIso = now().toISOString();
    const rows = await repos.enquiries.dueBy(nowIso, pageSize);
    const fresh = rows.filter((r) => !seen.has(r.id));
    for (const r of fresh) seen.add(r.id);
    const due = fresh.map((r) => r.message).filter((m) => isRetryable(m, nowIso));
    if (due.length > 0) yield due;
    if (fresh.length === 0 || rows.length < pageSize) return;
  }
}

/** Takes a due message for this run in a transaction, so two overlapping runs never send it twice. */
async function lease(repos: Repositories, candidate: StoredEnquiry, now: () => Date): Promise<StoredEnquiry | null> {
  return repos.transaction(async (tx) => {
    const current = await repos.enquiries.find(candidate.id, tx);
    if (!isRetryable(current, now().toISOString())) return null;
    repos.enquiries.update(tx, candidate.id, { next_attempt_at: new Date(now().getTime() + SEND_LEASE_MS).toISOString() });
    return current;
  });
}

/** Several held messages in one plain-text mail; reply to each sender from their own address. */
export function digestMail(messages: StoredEnquiry[], to: MailAddresses): OutgoingMail {
  const parts = messages.map((m, i) =>
    [
      `--- ${i + 1} av ${messages.length} ---`,
      `Navn: ${oneLine(m.name)}`,
      `E-post: ${oneLine(m.contactEmail)}`,
      `Telefon: ${oneLine(m.contactPhone) || '-'}`,
      `Emne: ${oneLine(m.subject)}`,
      ...quoteLines(m),
      ...photoLines(m, to.siteUrl),
      `Mottatt: ${m.created_at}`,
      '',
      m.message,
      '',
    ].join('\n'),
  );
  const text = [
    `${messages.length} henvendelser fra kontaktskjemaet, samlet i én e-post fordi nettsiden tok imot mange meldinger på kort tid.`,
    'Alle ligger også i innboksen på admin-siden. Svar hver avsender på adressen i meldingen.',
    '',
    ...parts,
  ].join('\n');
  return { to: to.mailTo, from: to.mailFrom, subject: `Kontaktskjema: ${messages.length} henvendelser samlet`, text };
}

/** Mails leased held messages as one digest and records the outcome on each. */
async function deliverDigest(repos: Repositories, mailer: Mailer, held: StoredEnquiry[], to: MailAddresses, now: () => Date): Promise<boolean> {
  try {
    await mailer.send({ ...digestMail(held, to), customArgs: { enquiryId: held.map((m) => m.id).join(','), mail: 'notification' } });
  } catch (e) {
    const lastError = errorText(e);
    const notConfigured = e instanceof MailNotConfiguredError;
    console.error(`[mail] digest of ${held.length} held contact message(s) not sent: ${lastError}`);
    const batch = repos.batch();
    for (const m of held) {
      const attempts = notConfigured ? m.attempts : m.attempts + 1;
      const giveUp = attempts >= MAX_SEND_ATTEMPTS;
      const wait = notConfigured ? FIRST_RETRY_MS : retryDelayMs(attempts);
      repos.enquiries.update(batch, m.id, {
        status: giveUp ? 'failed' : 'held',
        attempts,
        lastError,
        next_attempt_at: giveUp ? null : new Date(now().getTime() + wait).toISOString(),
      });
    }
    await batch.commit();
    return false;
  }
  const batch = repos.batch();
  for (const m of held) {
    repos.enquiries.update(batch, m.id, { status: 'sent', attempts: m.attempts + 1, sent_at: now().toISOString(), next_attempt_at: null });
  }
  await batch.commit();
  return true;
}

/**
 * What the scheduled retry runs: every message whose next attempt is due and that has attempts left
 * is leased, then pending and failed ones are sent one by one (marked sent, or failed with a longer
 * wait) and held ones are mailed together as one digest.
 */
export async function retryFailedEnquiries(repos: Repositories, mailer: Mailer, to: MailAddresses, now: () => Date = () => new Date(), pageSize = RETRY_PAGE_SIZE): Promise<RetryOutcome> {
  const outcome: RetryOutcome = { attempted: 0, sent: 0, failed: 0, digested: 0 };
  const held: StoredEnquiry[] = [];
  for await (const page of dueEnquiries(repos, now, pageSize)) {
    for (const candidate of page) {
      if (candidate.status === 'held' && held.length >= MAX_DIGEST_MESSAGES) continue;
      const leased = await lease(repos, candidate, now);
      if (!leased) continue;
      if (leased.status === 'held') {
        held.push(leased);
        continue;
      }
      outcome.attempted++;
      const status = await deliver(repos, mailer, leased.id, leased, leased.attempts, to, now);
      if (status === 'sent') outcome.sent++;
      else outcome.failed++;
    }
  }
  if (held.length > 0) {
    outcome.attempted += held.length;
    if (await deliverDigest(repos, mailer, held, to, now)) {
      outcome.digested = held.length;
      outcome.sent += held.length;
    } else outcome.failed += held.length;
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
