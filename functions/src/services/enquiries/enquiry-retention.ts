import { DEFAULT_MESSAGE_RETENTION_MONTHS, SPAM_RETENTION_DAYS, type EnquiryPurgeResult } from '@rms/schema';
import { NotFoundError } from '../../errors';
import type { BlobStore } from '../../adapters/blob-store';
import type { Repositories } from '../../repositories';
import { removeEnquiriesFromBackups } from '../backups/backup-enquiries';
import { eraseEnquiries } from './enquiry-erasure';
import { auditEntry, type AuditActor } from '../shared/audit';
import { getSiteSettings } from '../content/settings';

/**
 * Retention of enquiries (GDPR art. 5(1)(e)): the nightly job, and an admin's "delete old
 * enquiries now", delete every message older than the site setting `messageRetentionMonths`
 * (default 12), and spam older than SPAM_RETENTION_DAYS, each with its site visit booking. One audit entry with the counts; never the
 * content. Deleted in batches of at most 400.
 */

const BATCH = 400;

/** `months` calendar months before `now`. */
export function monthsBefore(now: Date, months: number): Date {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d;
}

async function retentionMonths(repos: Repositories): Promise<number> {
  try {
    return (await getSiteSettings(repos)).messageRetentionMonths;
  } catch (e) {
    if (e instanceof NotFoundError) return DEFAULT_MESSAGE_RETENTION_MONTHS;
    throw e;
  }
}

function expired(doc: Record<string, unknown>, before: string, spamBefore: string): boolean {
  const created = typeof doc.created_at === 'string' ? doc.created_at : '';
  return created !== '' && (created < before || (doc.status === 'spam' && created < spamBefore));
}

/** Deletes what is too old, from Firestore and from the backups; `actor` is the admin who asked, or the scheduled job. */
export async function purgeOldEnquiries(repos: Repositories, actor: AuditActor, now = new Date(), blobs?: BlobStore): Promise<EnquiryPurgeResult> {
  const months = await retentionMonths(repos);
  const before = monthsBefore(now, months).toISOString();
  const spamBefore = new Date(now.getTime() - SPAM_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
  let deleted = 0;
  let spamDeleted = 0;
  // Everything older than the retention goes, page after page.
  for (;;) {
    const rows = await repos.enquiries.createdBefore(before, BATCH);
    if (rows.length === 0) break;
    await deleteAll(repos, rows.map((r) => r.id), blobs);
    deleted += rows.length;
    if (rows.length < BATCH) break;
  }
  // Then spam past its shorter limit: the newer messages in between are read and kept.
  let after: string | undefined;
  for (;;) {
    const rows = await repos.enquiries.createdBefore(spamBefore, BATCH, after);
    if (rows.length === 0) break;
    const spam = rows.filter((r) => r.message?.status === 'spam').map((r) => r.id);
    if (spam.length > 0) await deleteAll(repos, spam, blobs);
    spamDeleted += spam.length;
    const last = rows.at(-1)?.message?.created_at;
    if (rows.length < BATCH || !last || last === after) break;
    after = last;
  }
  // The same enquiries leave the backups too, whichever kind, so none outlives its time there.
  const scrub = blobs ? await removeEnquiriesFromBackups(blobs, (_id, doc) => expired(doc, before, spamBefore)) : undefined;
  const result: EnquiryPurgeResult = { retentionMonths: months, deleted, spamDeleted, before };
  const audit = repos.batch();
  repos.audit.add(audit, auditEntry(actor, 'message.purge', 'messages', { ...result, ...(scrub ? { fromBackups: scrub.removed } : {}) }));
  await audit.commit();
  return result;
}

async function deleteAll(repos: Repositories, ids: string[], blobs: BlobStore | undefined): Promise<void> {
  await eraseEnquiries(repos, ids, blobs);
}

/** Who the nightly job is in the audit log. */
export const RETENTION_JOB: AuditActor = { uid: 'scheduler:messageRetention', email: null };
