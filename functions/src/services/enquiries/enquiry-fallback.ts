import { StoredEnquiryDocSchema, type StoredEnquiry } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { Repositories } from '../../repositories';
import { toStoredEnquiry } from '../../repositories/enquiries';

/**
 * The second, independent store for contact messages: when Firestore cannot store a
 * visitor's message, it is written as one JSON file under `inbox-fallback/` in the blob store
 * (Cloud Storage in production, the blob folder locally), under the id it would have had in
 * Firestore. The rescue job moves each file into `messages/{id}` once: a document that is already
 * there (a write that landed late) is not written twice, only given the delivery state it lacks.
 * Nothing under this prefix is public: storage.rules closes the whole bucket to clients, and /raw and
 * /optimize serve raw/ and optimized/ only (decision 144).
 */
export const MESSAGE_FALLBACK_PREFIX = 'inbox-fallback/';

type EnquiryFields = Omit<StoredEnquiry, 'id'>;

const fileOf = (id: string) => `${MESSAGE_FALLBACK_PREFIX}${id}.json`;

/** Writes (or rewrites, with its delivery state) one message to the second store. */
export async function saveToFallback(blobs: BlobStore, id: string, message: EnquiryFields): Promise<void> {
  await blobs.put(fileOf(id), Buffer.from(JSON.stringify({ id, message })), 'application/json');
}

/** Delivery states in the order a message moves through them: a later one is never overwritten by an earlier one. */
const DELIVERY_RANK: Record<StoredEnquiry['status'], number> = { held: 0, pending: 0, failed: 1, spam: 2, sent: 3 };

export interface RescueOutcome {
  /** Files found in the second store. */
  found: number;
  /** Messages written to Firestore. */
  moved: number;
  /** Messages Firestore already had (a late write): merged, not written twice. */
  alreadyStored: number;
  /** Files that could not be read or moved; they stay for the next run. */
  failed: number;
}

/** Moves every message of the second store into Firestore, exactly once each, then deletes its file. */
export async function rescueFallbackEnquiries(repos: Repositories, blobs: BlobStore): Promise<RescueOutcome> {
  const outcome: RescueOutcome = { found: 0, moved: 0, alreadyStored: 0, failed: 0 };
  for (const file of await blobs.list(MESSAGE_FALLBACK_PREFIX)) {
    if (!file.name.endsWith('.json')) continue;
    outcome.found++;
    try {
      const entry = parseEntry((await blobs.get(file.name))?.data);
      if (!entry) {
        console.error(`[mail] ${file.name} is not a stored contact message; left in place`);
        outcome.failed++;
        continue;
      }
      const created = await repos.transaction(async (tx) => {
        const existing = await repos.enquiries.findAny(entry.id, tx);
        if (!existing.exists) {
          repos.enquiries.create(tx, entry.id, entry.message);
          return true;
        }
        const stored = existing.message;
        if (stored && DELIVERY_RANK[entry.message.status] > DELIVERY_RANK[stored.status]) {
          const { status, attempts, lastError, sent_at, next_attempt_at } = entry.message;
          repos.enquiries.update(tx, entry.id, { status, attempts, lastError, sent_at, next_attempt_at });
        }
        return false;
      });
      if (created) outcome.moved++;
      else outcome.alreadyStored++;
      await blobs.delete(file.name);
    } catch (e) {
      console.error(`[mail] could not move ${file.name} into Firestore (it stays for the next run): ${e instanceof Error ? e.message : String(e)}`);
      outcome.failed++;
    }
  }
  return outcome;
}

function parseEntry(data: Buffer | undefined): { id: string; message: EnquiryFields } | null {
  if (!data) return null;
  try {
    const raw = JSON.parse(data.toString('utf8')) as { id?: unknown; message?: unknown };
    const parsed = StoredEnquiryDocSchema.safeParse(raw.message);
    if (typeof raw.id !== 'string' || !/^[A-Za-z0-9]{1,64}$/.test(raw.id) || !parsed.success) return null;
    const { id, ...message } = toStoredEnquiry(raw.id, raw.message as Record<string, unknown>)!;
    return { id, message };
  } catch {
    return null;
  }
}
