import type { AuditEntry } from '@rms/schema';
import type { Firestore, Writer } from './writer';

/** `audit/{auto-id}`: one entry per admin change, append-only. */
export class AuditRepository {
  constructor(private readonly db: Firestore) {}

  /** Adds an entry in the caller's transaction or batch, so it is written exactly when the change is. */
  add(writer: Writer, entry: AuditEntry): void {
    writer.set(this.db.collection('audit').doc(), entry);
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
