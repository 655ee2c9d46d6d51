import { RoleSchema, type Role } from '@rms/schema';
import type { Firestore } from '../adapters/firebase';

export interface RoleStore {
  roleOf(uid: string): Promise<Role>;
  forget(uid: string): void;
}

/**
 * How long an instance trusts a role it read: the longest a demoted admin keeps admin rights, and a
 * promoted user waits for them, on an instance that saw them recently (docs/decisions/070-role-cache-time.md).
 */
export const ROLE_CACHE_MS = 30_000;

/** The role stored in users/{uid}, cached briefly so a burst of admin calls reads it once. */
export function firestoreRoles(db: Firestore, ttlMs = ROLE_CACHE_MS, now = () => Date.now()): RoleStore {
  const cache = new Map<string, { role: Role; until: number }>();
  return {
    async roleOf(uid) {
      const hit = cache.get(uid);
      if (hit && hit.until > now()) return hit.role;
      const snap = await db.collection('users').doc(uid).get();
      const parsed = RoleSchema.safeParse(snap.get('role'));
      const role: Role = parsed.success ? parsed.data : 'user';
      cache.set(uid, { role, until: now() + ttlMs });
      return role;
    },
    forget(uid) {
      cache.delete(uid);
    },
  };
}
