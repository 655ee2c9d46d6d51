import { randomBytes } from 'node:crypto';
import type { Firestore } from './writer';

/**
 * `meta/form-token`: the key the contact forms' time-trap tokens are signed with, made once for the
 * whole site (every instance must accept every other instance's tokens), never sent to a client.
 */
export class FormSecretRepository {
  constructor(private readonly db: Firestore) {}

  /** The stored key; the first caller makes it (a concurrent first caller reads the winner's). */
  async getOrCreate(): Promise<string> {
    const ref = this.db.collection('meta').doc('form-token');
    return this.db.runTransaction(async (tx) => {
      const key: unknown = (await tx.get(ref)).data()?.key;
      if (typeof key === 'string' && key.length >= 32) return key;
      const made = randomBytes(32).toString('base64url');
      tx.set(ref, { key: made, created_at: new Date().toISOString() });
      return made;
    });
  }
}
