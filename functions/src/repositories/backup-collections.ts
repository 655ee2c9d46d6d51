import type { BackupCollection } from '@rms/schema';
import type { DocumentData, Firestore, StoredDocument, Writer } from './writer';

/**
 * Whole collections as stored, by name: what a backup reads and a restore writes. The one
 * repository that is not about one collection: a backup is every document of every backed-up
 * collection, exactly as stored, with no domain reading in between.
 */
export class BackupCollectionsRepository {
  constructor(private readonly db: Firestore) {}

  /** Every document of each named collection, read in one read-only transaction (one consistent snapshot). */
  async readAll<N extends BackupCollection>(names: readonly N[]): Promise<StoredDocument[][]> {
    const snaps = await this.db.runTransaction((tx) => Promise.all(names.map((name) => tx.get(this.db.collection(name)))), { readOnly: true });
    return snaps.map((snap) => snap.docs.map((d) => ({ id: d.id, data: d.data() })));
  }

  /** Every document of one collection, as stored. */
  async list(name: BackupCollection): Promise<StoredDocument[]> {
    return (await this.db.collection(name).get()).docs.map((d) => ({ id: d.id, data: d.data() }));
  }

  set(writer: Writer, name: BackupCollection, id: string, data: DocumentData): void {
    writer.set(this.db.collection(name).doc(id), data);
  }

  create(writer: Writer, name: BackupCollection, id: string, data: DocumentData): void {
    writer.create(this.db.collection(name).doc(id), data);
  }

  delete(writer: Writer, name: BackupCollection, id: string): void {
    writer.delete(this.db.collection(name).doc(id));
  }
}
