import { createHash } from 'node:crypto';
import type { Redirect } from '@rms/schema';
import type { Firestore, Transaction, Writer } from './writer';

export const REDIRECTS = 'redirects';

/** The document id of the redirect from `from`: derived from the path, so one path never has two. */
export function redirectId(from: string): string {
  return createHash('sha256').update(from).digest('hex').slice(0, 32);
}

/** Reads a stored document defensively: one without both paths is no redirect. */
function toRedirect(id: string, data: Record<string, unknown>): Redirect | null {
  if (typeof data.from !== 'string' || typeof data.to !== 'string') return null;
  return {
    id,
    from: data.from,
    to: data.to,
    created_at: typeof data.created_at === 'string' ? data.created_at : new Date(0).toISOString(),
    created_by: typeof data.created_by === 'string' ? data.created_by : '',
    reason: typeof data.reason === 'string' ? data.reason : '',
  };
}

/** `redirects/{id}` {from, to, created_at, created_by, reason}: old addresses of the site and where they lead now. */
export class RedirectRepository {
  constructor(private readonly db: Firestore) {}

  private ref(id: string) {
    return this.db.collection(REDIRECTS).doc(id);
  }

  /** Every redirect (a short list: read whole by the snapshot and by each change of paths), in `tx` when given. */
  async all(tx?: Transaction): Promise<Redirect[]> {
    const col = this.db.collection(REDIRECTS);
    const snap = tx ? await tx.get(col) : await col.get();
    return snap.docs.flatMap((d) => toRedirect(d.id, d.data()) ?? []);
  }

  /** Writes the redirect under the id its `from` gives (replacing one from the same path). */
  set(writer: Writer, redirect: Omit<Redirect, 'id'>): string {
    const id = redirectId(redirect.from);
    writer.set(this.ref(id), redirect);
    return id;
  }

  delete(writer: Writer, id: string): void {
    writer.delete(this.ref(id));
  }
}
