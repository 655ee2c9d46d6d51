import type { VersionAuthor, VersionedItemKind, VersionKind } from '@rms/schema';
import type { DocumentData, Firestore, Transaction, Writer } from './writer';

/**
 * `versions/{auto-id}`: one document per change of a product node, a project or the site settings
 *, holding the whole item as that change saved it. Flat, queried by `itemKey`
 * (`product/<id>`, `project/<id>`, `settings/site`) and ordered by `at`, which is the item's new
 * `modified_at` and so strictly increasing per item: paging goes by `at <`, never by cursors
 * (the offline emulator gets those wrong).
 */
export interface StoredVersion {
  id: string;
  itemKind: VersionedItemKind;
  itemId: string;
  itemKey: string;
  at: string;
  by: VersionAuthor;
  kind: VersionKind;
  changedFields: string[];
  item: DocumentData;
  restoredFrom?: string;
  baseline?: boolean;
}

export type NewVersion = Omit<StoredVersion, 'id'>;

export const versionItemKey = (kind: VersionedItemKind, id: string) => `${kind}/${id}`;

function toStoredVersion(id: string, data: DocumentData): StoredVersion {
  return {
    id,
    itemKind: data.itemKind as VersionedItemKind,
    itemId: String(data.itemId),
    itemKey: String(data.itemKey),
    at: String(data.at),
    by: data.by && typeof data.by === 'object' ? { uid: String(data.by.uid), email: typeof data.by.email === 'string' ? data.by.email : null } : null,
    kind: data.kind as VersionKind,
    changedFields: Array.isArray(data.changedFields) ? data.changedFields.map(String) : [],
    item: data.item && typeof data.item === 'object' ? (data.item as DocumentData) : {},
    ...(typeof data.restoredFrom === 'string' ? { restoredFrom: data.restoredFrom } : {}),
    ...(data.baseline === true ? { baseline: true } : {}),
  };
}

export class VersionRepository {
  constructor(private readonly db: Firestore) {}

  private col() {
    return this.db.collection('versions');
  }

  /** Adds a version in the caller's transaction or batch (exactly when the change commits); answers its id. */
  add(writer: Writer, version: NewVersion): string {
    const ref = this.col().doc();
    // Firestore refuses undefined values; the item is plain stored data, so JSON keeps all of it.
    writer.set(ref, JSON.parse(JSON.stringify(version)) as DocumentData);
    return ref.id;
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.col().doc(id));
  }

  /** Replaces the stored item of a version (a picture taken down for good leaves it, decision 129). */
  replaceItem(writer: Writer, id: string, item: DocumentData): void {
    writer.update(this.col().doc(id), { item: JSON.parse(JSON.stringify(item)) as DocumentData });
  }

  async find(id: string): Promise<StoredVersion | null> {
    const snap = await this.col().doc(id).get();
    return snap.exists ? toStoredVersion(snap.id, snap.data()!) : null;
  }

  /** The newest `limit` versions of an item, older than `before` when given. */
  async page(itemKey: string, limit: number, before?: string): Promise<StoredVersion[]> {
    let query = this.col().where('itemKey', '==', itemKey);
    if (before) query = query.where('at', '<', before);
    const snap = await query.orderBy('at', 'desc').limit(limit).get();
    return snap.docs.map((d) => toStoredVersion(d.id, d.data()));
  }

  /** Every version of one item (retention keeps this bounded), newest first. */
  async ofItem(itemKey: string): Promise<StoredVersion[]> {
    const snap = await this.col().where('itemKey', '==', itemKey).orderBy('at', 'desc').get();
    return snap.docs.map((d) => toStoredVersion(d.id, d.data()));
  }

  /** Whether an item has any version yet, read in `tx` (its first change then also keeps the state before it). */
  async exists(itemKey: string, tx: Transaction): Promise<boolean> {
    return !(await tx.get(this.col().where('itemKey', '==', itemKey).limit(1))).empty;
  }

  /** Every version (the nightly prune and sweep). */
  async all(): Promise<StoredVersion[]> {
    return (await this.col().get()).docs.map((d) => toStoredVersion(d.id, d.data()));
  }
}
