import type { Role } from '@rms/schema';
import type { Repositories } from '../../repositories';

export interface RoleStore {
  roleOf(uid: string): Promise<Role>;
  forget(uid: string): void;
}

/**
 * How long an instance trusts a role it read: the longest a demoted admin keeps admin rights, and a
 * promoted user waits for them, on an instance that saw them recently (docs/decisions/070-role-cache-time.md).
 */
export const ROLE_CACHE_MS = 30_000;

/**
 * While Firestore does not answer, a role read this long ago is still used, so staff can open
 * System Status during an outage; their writes fail with 503 anyway until Firestore is back.
 */
export const ROLE_OUTAGE_GRACE_MS = 10 * 60 * 1000;

/** The role stored in users/{uid}, cached briefly so a burst of admin calls reads it once. */
export function firestoreRoles(repos: Repositories, ttlMs = ROLE_CACHE_MS, now = () => Date.now()): RoleStore {
  const cache = new Map<string, { role: Role; until: number; readAt: number }>();
  return {
    async roleOf(uid) {
      const hit = cache.get(uid);
      if (hit && hit.until > now()) return hit.role;
      let role: Role;
      try {
        role = await repos.users.role(uid);
      } catch (e) {
        if (hit && now() - hit.readAt < ROLE_OUTAGE_GRACE_MS) {
          console.warn(`[auth] Firestore did not give the role of ${uid}; using the one read ${Math.round((now() - hit.readAt) / 1000)} s ago`);
          return hit.role;
        }
        throw e;
      }
      cache.set(uid, { role, until: now() + ttlMs, readAt: now() });
      return role;
    },
    forget(uid) {
      cache.delete(uid);
    },
  };
}
