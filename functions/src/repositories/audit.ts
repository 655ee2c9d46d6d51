import type { AuditEntry } from '@rms/schema';
import type { Firestore, Writer } from './writer';

/** `audit/{auto-id}`: one entry per admin change, append-only. */
export class AuditRepository {
  constructor(private readonly db: Firestore) {}

  /** Adds an entry in the caller's transaction or batch, so it is written exactly when the change is. */
  add(writer: Writer, entry: AuditEntry): void {
    writer.set(this.db.collection('audit').doc(), entry);
  }
}
