import { deleteEnquiryPhotos } from './enquiry-photos';
import { sourceName, type EnquiryCount, type EnquiryFilter, type EnquiryPatch, type StoredEnquiry } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { Mailer } from '../../adapters/mailer';
import { removeEnquiriesFromBackups } from '../backups/backup-enquiries';
import { NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import { auditEntry, type AuditActor } from '../shared/audit';
import { deliver, SEND_LEASE_MS, type MailAddresses } from './enquiry-delivery';
import { pipelineChange } from './enquiry-pipeline';
import { sendReceipt, type ReceiptDeps } from './enquiry-receipt';
import { answerRules, answerTimes, isWaitingTooLong } from './answer-time';

/**
 * The enquiry inbox: enquiries filtered and searched, followed through the pipeline
 * (decision 132) with add-only notes, brought back from spam, and deleted. Every change writes its audit
 * entry in the same transaction; an audit entry never holds the enquiry's content.
 */

/** The inbox reads at most this many of the newest messages and filters them here (a small business's year is far below). */
export const INBOX_SCAN_LIMIT = 2000;

const osloDay = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(iso));

/** Whether a message passes the inbox's filters. Dates are Norwegian calendar days, both ends included. */
export function matchesFilter(m: StoredEnquiry, f: EnquiryFilter): boolean {
  if (f.handling && m.handling !== f.handling) return false;
  if (f.stage && m.stage !== f.stage) return false;
  if (f.status && m.status !== f.status) return false;
  if (f.productId && m.product?.id !== f.productId) return false;
  const same = (a: string | undefined, b: string) => (a ?? '').toLocaleLowerCase('nb') === b.toLocaleLowerCase('nb');
  if (f.source && !same(sourceName(m.source), f.source)) return false;
  if (f.campaign && !same(m.source?.utmCampaign, f.campaign)) return false;
  if (f.from || f.to) {
    const day = osloDay(m.created_at);
    if (f.from && day < f.from) return false;
    if (f.to && day > f.to) return false;
  }
  // The notification's link names the enquiry by its id (decision 154).
  if (f.q && f.q !== m.id) {
    const needle = f.q.toLocaleLowerCase('nb');
    const haystack = [m.name, m.contactEmail, m.contactPhone, m.contactPhone.replace(/\D/g, ''), m.subject, m.message, m.product?.title ?? ''].join('\n').toLocaleLowerCase('nb');
    if (!haystack.includes(needle)) return false;
  }
  return true;
}

/** The newest stored messages that pass the filters. A malformed document is skipped and logged. */
export async function findEnquiries(repos: Repositories, filter: EnquiryFilter, limit = 200): Promise<StoredEnquiry[]> {
  const rows = await repos.enquiries.newest(INBOX_SCAN_LIMIT);
  const out: StoredEnquiry[] = [];
  for (const { id, message } of rows) {
    if (!message) {
      console.warn(`[mail] messages/${id} does not match the stored message shape; left out of the list`);
      continue;
    }
    if (matchesFilter(message, filter)) out.push(message);
    if (out.length >= limit) break;
  }
  return out;
}

/** New enquiries (spam not counted), how many of them have waited past their answer time, and the answer time's figures. */
export async function countNew(repos: Repositories, now = new Date()): Promise<EnquiryCount> {
  const [all, rules] = await Promise.all([findEnquiries(repos, {}, INBOX_SCAN_LIMIT), answerRules(repos)]);
  const fresh = all.filter((m) => m.handling === 'new' && m.status !== 'spam');
  const times = answerTimes(all, rules, now);
  return { new: fresh.length, overdue: fresh.filter((m) => isWaitingTooLong(m, rules, now)).length, ...times };
}

/**
 * PATCH /api/messages/{id}: a pipeline change (stage, archived, or an older client's handling), a
 * note added, or 'not spam' (back to Ny, then mailed as any new message: the company's notification,
 * and the visitor's receipt when `receipt` is given, within its one-an-hour limit). Answers the
 * message as stored afterwards.
 */
export async function changeEnquiry(
  repos: Repositories,
  mailer: Mailer,
  to: MailAddresses,
  actor: AuditActor,
  id: string,
  patch: EnquiryPatch,
  now = () => new Date(),
  receipt?: Omit<ReceiptDeps, 'mailer' | 'now'>,
): Promise<StoredEnquiry> {
  const changed = await repos.transaction(async (tx) => {
    const current = await repos.enquiries.find(id, tx);
    if (!current) throw new NotFoundError(`Message "${id}" not found`);
    const at = now().toISOString();
    const changes: Partial<Omit<StoredEnquiry, 'id'>> = {};
    const by = actor.email ?? actor.uid;
    if (patch.notSpam) {
      if (current.status !== 'spam') throw new ValidationError('Only a message stored as spam can be marked as not spam');
      Object.assign(changes, { status: 'pending', spamReason: null, handling: 'new', stage: 'new', archived: false, answered_at: null, next_attempt_at: new Date(now().getTime() + SEND_LEASE_MS).toISOString() });
    }
    const pipeline = patch.notSpam ? null : pipelineChange(current, patch, by, at);
    if (pipeline) Object.assign(changes, pipeline.changes);
    if (patch.note) changes.notes = [...current.notes, { at, by, text: patch.note }];
    if (Object.keys(changes).length === 0) return { message: current, mail: false };
    repos.enquiries.update(tx, id, changes);
    repos.audit.add(
      tx,
      auditEntry(actor, patch.notSpam ? 'message.not-spam' : patch.note && !pipeline ? 'message.note' : 'message.update', id, {
        ...pipeline?.audit,
        ...(patch.note ? { note: true } : {}),
      }),
    );
    return { message: { ...current, ...changes }, mail: Boolean(patch.notSpam) };
  });
  if (!changed.mail) return changed.message;
  // Brought back from spam: mailed now, as it would have been when it came (sendReceipt never throws).
  const [status] = await Promise.all([deliver(repos, mailer, id, changed.message, changed.message.attempts, to, now), receipt && sendReceipt({ ...receipt, mailer, now }, changed.message)]);
  return (await repos.transaction((tx) => repos.enquiries.find(id, tx))) ?? { ...changed.message, status };
}

/** GET /api/messages/{id}: one enquiry as stored, with its photos' list (decision 154). */
export async function getMessage(repos: Repositories, id: string): Promise<StoredEnquiry> {
  const message = await repos.transaction((tx) => repos.enquiries.find(id, tx));
  if (!message) throw new NotFoundError(`Message "${id}" not found`);
  return message;
}

/**
 * DELETE /api/messages/{id}: gone at once, from Firestore and then from every backup (a visitor's
 * request to be forgotten covers the copies too); the audit entry names the id only.
 */
export async function deleteEnquiry(repos: Repositories, blobs: BlobStore, actor: AuditActor, id: string): Promise<{ deleted: string[] }> {
  // Its site visit booking goes with it (decision 149); a booking is written with its enquiry, never after.
  // Its quotes too, every version (decision 152).
  const [[booking], quotes] = await Promise.all([repos.bookings.byEnquiryIds([id]), repos.quotes.byEnquiryIds([id])]);
  await repos.transaction(async (tx) => {
    if (!(await repos.enquiries.find(id, tx))) throw new NotFoundError(`Message "${id}" not found`);
    repos.enquiries.delete(tx, id);
    if (booking) repos.bookings.delete(tx, booking);
    for (const q of quotes) repos.quotes.delete(tx, q.id);
    repos.audit.add(tx, auditEntry(actor, 'message.delete', id));
  });
  await deleteEnquiryPhotos(blobs, [id]);
  await removeEnquiriesFromBackups(blobs, (doomed) => doomed === id);
  return { deleted: [id] };
}
