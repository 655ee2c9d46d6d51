import type { AuditEntry } from '@rms/schema';
import type { DocumentData, Firestore, Writer } from './writer';

/**
 * `audit/{auto-id}`: one entry per admin change, append-only; only a picture taken down for good takes
 * its address and texts out of the entries about it (decision 129).
 */
export class AuditRepository {
  constructor(private readonly db: Firestore) {}

  /** Adds an entry in the caller's transaction or batch, so it is written exactly when the change is. */
  add(writer: Writer, entry: AuditEntry): void {
    writer.set(this.db.collection('audit').doc(), entry);
  }

  /** Every entry with its id, as stored (a takedown looks for the entries about its picture). */
  async all(): Promise<{ id: string; data: DocumentData }[]> {
    return (await this.db.collection('audit').get()).docs.map((d) => ({ id: d.id, data: d.data() }));
  }

  /** Writes an entry's scrubbed details over it (same id, same who, what and when). */
  replace(writer: Writer, id: string, entry: DocumentData): void {
    writer.set(this.db.collection('audit').doc(id), entry);
  }

  /**
   * The entries `uid` made and those about `uid` (its target), newest first, at most `limit`. Two equality
   * filters, sorted here: no composite index.
   */
  async about(uid: string, limit: number): Promise<(AuditEntry & { id: string })[]> {
    const audit = this.db.collection('audit');
    const [made, about] = await Promise.all([audit.where('uid', '==', uid).get(), audit.where('target', '==', uid).get()]);
    const byId = new Map([...made.docs, ...about.docs].map((d) => [d.id, { id: d.id, ...(d.data() as AuditEntry) }]));
    return [...byId.values()].sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
  }
}
