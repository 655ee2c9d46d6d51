import { handlingOf, stageOfHandling, StoredEnquiryDocSchema, type StoredEnquiry } from '@rms/schema';
import type { Firestore, Transaction, Writer } from './writer';

export const ENQUIRY_COLLECTION = 'messages';

/** A stored message as the domain knows it; null when the document does not match the stored shape. */
export function toStoredEnquiry(id: string, data: Record<string, unknown>): StoredEnquiry | null {
  const parsed = StoredEnquiryDocSchema.safeParse(data);
  if (!parsed.success) return null;
  const d = parsed.data;
  // Enquiries stored before the pipeline (decision 132) are read from their handling, never rewritten.
  const stage = d.stage ?? stageOfHandling(d.handling, d.answered_at);
  const archived = d.archived ?? d.handling === 'archived';
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
    handling: handlingOf(stage, archived),
    product: d.product ?? null,
    notes: d.notes ?? [],
    quote: d.quote ?? null,
    spamReason: d.spamReason ?? null,
    answered_at: d.answered_at ?? null,
    ...(d.undelivered ? { undelivered: d.undelivered } : {}),
    stage,
    archived,
    amountNok: d.amountNok ?? null,
    lostReason: d.lostReason ?? null,
    pipelineHistory: d.pipelineHistory ?? [],
    source: d.source ?? null,
    reminded_at: d.reminded_at ?? null,
    ...(d.booking ? { booking: d.booking } : {}),
    ...(d.photos && d.photos.length > 0 ? { photos: d.photos } : {}),
    ...(d.photoBytesReceived ? { photoBytesReceived: d.photoBytesReceived } : {}),
  };
}

/** One document of a query: its id and the message, or null when it does not match the stored shape. */
export interface EnquiryRow {
  id: string;
  message: StoredEnquiry | null;
}

/** `messages/{id}`: every contact message, with its delivery state. */
export class EnquiryRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection(ENQUIRY_COLLECTION).doc(id);
  }

  /**
   * A fresh document id, made on this machine without asking Firestore. A message keeps it in
   * every store it passes through, so a write that lands late, or a second copy, is the same message.
   */
  newId(): string {
    return this.db.collection(ENQUIRY_COLLECTION).doc().id;
  }

  /** Stores a message under its id (made by newId). */
  async put(id: string, message: Omit<StoredEnquiry, 'id'>): Promise<void> {
    await this.ref(id).set(message);
  }

  /** Creates a message under its id in the caller's transaction (fails if it exists). */
  create(writer: Writer, id: string, message: Omit<StoredEnquiry, 'id'>): void {
    writer.create(this.ref(id), message);
  }

  /** Whether a document exists under `id`, read in `tx`, with its stored message (null when malformed). */
  async findAny(id: string, tx: Transaction): Promise<{ exists: boolean; message: StoredEnquiry | null }> {
    const snap = await tx.get(this.ref(id));
    return { exists: snap.exists, message: snap.exists ? toStoredEnquiry(id, snap.data() ?? {}) : null };
  }

  /** How many messages were created at or after `sinceIso` (one count query). */
  async countSince(sinceIso: string): Promise<number> {
    return (await this.db.collection(ENQUIRY_COLLECTION).where('created_at', '>=', sinceIso).count().get()).data().count;
  }

  /**
   * The photo bytes received (decision 154) by enquiries created at or after `sinceIso`: the site-wide
   * hourly ceiling. Reads only that hour's documents' one field.
   */
  async photoBytesSince(sinceIso: string): Promise<number> {
    const snap = await this.db.collection(ENQUIRY_COLLECTION).where('created_at', '>=', sinceIso).select('photoBytesReceived').get();
    return snap.docs.reduce((sum, d) => sum + (Number(d.get('photoBytesReceived')) || 0), 0);
  }

  /** The newest `limit` messages, newest first. */
  async newest(limit: number): Promise<EnquiryRow[]> {
    const snap = await this.db.collection(ENQUIRY_COLLECTION).orderBy('created_at', 'desc').limit(limit).get();
    return snap.docs.map((d) => ({ id: d.id, message: toStoredEnquiry(d.id, d.data()) }));
  }

  /**
   * Messages created before `beforeIso` and after `afterIso` (when given), oldest first, at most
   * `limit`: what the retention reads, page by page (the offline emulator has no cursors).
   */
  async createdBefore(beforeIso: string, limit: number, afterIso?: string): Promise<EnquiryRow[]> {
    let query = this.db.collection(ENQUIRY_COLLECTION).where('created_at', '<', beforeIso);
    if (afterIso) query = query.where('created_at', '>', afterIso);
    const snap = await query.orderBy('created_at').limit(limit).get();
    return snap.docs.map((d) => ({ id: d.id, message: toStoredEnquiry(d.id, d.data()) }));
  }

  /** Deletes a message in the caller's transaction or batch. */
  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
  }

  /** Up to `limit` messages whose `next_attempt_at` is at or before `nowIso`, oldest due first. */
  async dueBy(nowIso: string, limit: number): Promise<EnquiryRow[]> {
    const snap = await this.db.collection(ENQUIRY_COLLECTION).where('next_attempt_at', '<=', nowIso).orderBy('next_attempt_at').limit(limit).get();
    return snap.docs.map((d) => ({ id: d.id, message: toStoredEnquiry(d.id, d.data()) }));
  }

  /** One message read in `tx`; null when missing or malformed. */
  async find(id: string, tx: Transaction): Promise<StoredEnquiry | null> {
    return toStoredEnquiry(id, (await tx.get(this.ref(id))).data() ?? {});
  }

  /** Changes delivery fields at once (the document must exist). */
  async updateNow(id: string, changes: Partial<Omit<StoredEnquiry, 'id'>>): Promise<void> {
    await this.ref(id).update(changes);
  }

  /** Changes delivery fields in the caller's transaction or batch. */
  update(writer: Writer, id: string, changes: Partial<Omit<StoredEnquiry, 'id'>>): void {
    writer.update(this.ref(id), changes);
  }
}
