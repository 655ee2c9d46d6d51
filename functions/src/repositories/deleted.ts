import type { DeletedItemKind, VersionAuthor } from '@rms/schema';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

/** `deleted/{kind}_{id}`: a deleted project, or a deleted product and its sub-tree, until it is brought back. */
export interface DeletedEntry {
  kind: DeletedItemKind;
  id: string;
  title: string;
  at: string;
  by: VersionAuthor;
  parent: string | null;
  /** The item and, for a product, every node below it (top down), each with its 'slettet' version. */
  members: { id: string; title: string; versionId: string }[];
}

const deletedKey = (kind: DeletedItemKind, id: string) => `${kind}_${id}`;

export class DeletedRepository {
  constructor(private readonly db: Firestore) {}

  private ref(kind: DeletedItemKind, id: string) {
    return this.db.collection('deleted').doc(deletedKey(kind, id));
  }

  set(writer: Writer, entry: DeletedEntry): void {
    writer.set(this.ref(entry.kind, entry.id), JSON.parse(JSON.stringify(entry)) as DocumentData);
  }

  /** Forgets a deleted item (brought back, or its id taken by a new item); nothing happens when there is none. */
  delete(writer: Writer, kind: DeletedItemKind, id: string): void {
    writer.delete(this.ref(kind, id));
  }

  async find(kind: DeletedItemKind, id: string, tx?: Transaction): Promise<DeletedEntry | null> {
    const snap = tx ? await tx.get(this.ref(kind, id)) : await this.ref(kind, id).get();
    return snap.exists ? (snap.data() as DeletedEntry) : null;
  }

  /** Every deleted item of one kind, read in `tx` when given. */
  async ofKind(kind: DeletedItemKind, tx?: Transaction): Promise<DeletedEntry[]> {
    const query = this.db.collection('deleted').where('kind', '==', kind);
    const snap = tx ? await tx.get(query) : await query.get();
    return snap.docs.map((d) => d.data() as DeletedEntry);
  }

  async all(): Promise<DeletedEntry[]> {
    return (await this.db.collection('deleted').get()).docs.map((d) => d.data() as DeletedEntry);
  }
}
