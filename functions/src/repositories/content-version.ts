import { randomUUID } from 'node:crypto';
import type { Firestore, Writer } from './writer';

/**
 * `meta/content` {version, changed_at}: written (a new random version) in the same transaction or
 * batch as every change of public content, next to its audit entry, so each instance's in-memory
 * snapshot (services/content/content-cache.ts) knows when to rebuild.
 */
export const CONTENT_VERSION = { collection: 'meta', doc: 'content' } as const;

/** Listeners of this process per database handle: a change made here is seen here at once. */
const listeners = new WeakMap<Firestore, Array<() => void>>();

export class ContentVersionRepository {
  constructor(private readonly db: Firestore) {}

  private ref() {
    return this.db.collection(CONTENT_VERSION.collection).doc(CONTENT_VERSION.doc);
  }

  /** The stored version ('' when no version document exists yet). */
  async current(): Promise<string> {
    const version: unknown = (await this.ref().get()).data()?.version;
    return typeof version === 'string' ? version : '';
  }

  /** Marks the public content as changed, in the caller's transaction or batch. */
  bump(writer: Writer): void {
    writer.set(this.ref(), { version: randomUUID(), changed_at: new Date().toISOString() });
    for (const listener of listeners.get(this.db) ?? []) listener();
  }

  /** Calls `listener` whenever this process changes public content through the same database handle. */
  onChange(listener: () => void): void {
    listeners.set(this.db, [...(listeners.get(this.db) ?? []), listener]);
  }
}
