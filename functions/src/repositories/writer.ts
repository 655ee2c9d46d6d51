import type { DocumentData, DocumentReference } from '../adapters/firebase';

export type { DocumentData, Firestore, Transaction, WriteBatch } from '../adapters/firebase';

/**
 * A transaction or a batch: a write through it commits together with the change it belongs to
 * (the audit entry and the content version beside a product edit). Firestore's Transaction and
 * WriteBatch both satisfy it.
 */
export interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, data: DocumentData): unknown;
  delete(ref: DocumentReference): unknown;
}

/** A document as stored, with its id: what a backup holds and what the image-list edits read. */
export interface StoredDocument {
  id: string;
  data: DocumentData;
}
