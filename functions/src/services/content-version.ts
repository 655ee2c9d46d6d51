import { randomUUID } from 'node:crypto';
import type { Firestore } from '../adapters/firebase';

/**
 * `meta/content` {version, changed_at}: written (a new random version) in the same transaction or
 * batch as every change of public content, next to its audit entry, so each instance's in-memory
 * snapshot (services/content.ts) knows when to rebuild.
 */
export const CONTENT_VERSION = { collection: 'meta', doc: 'content' } as const;

/** Anything that writes in the same commit as the change: a transaction or a batch. */
interface Writer {
  set(ref: ReturnType<Firestore['doc']>, data: { version: string; changed_at: string }): unknown;
}

/** Listeners of this process per database handle: a change made here is seen here at once. */
const listeners = new WeakMap<Firestore, Array<() => void>>();

export function onContentChange(db: Firestore, listener: () => void): void {
  listeners.set(db, [...(listeners.get(db) ?? []), listener]);
}

/** Marks the public content as changed, in the caller's transaction or batch. */
export function bumpContentVersion(writer: Writer, db: Firestore): void {
  writer.set(db.collection(CONTENT_VERSION.collection).doc(CONTENT_VERSION.doc), { version: randomUUID(), changed_at: new Date().toISOString() });
  for (const listener of listeners.get(db) ?? []) listener();
}
