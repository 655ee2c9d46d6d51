import type { Role } from '@rms/schema';
import type { Repositories } from '../repositories';

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
export function firestoreRoles(repos: Repositories, ttlMs = ROLE_CACHE_MS, now = () => Date.now()): RoleStore {
  const cache = new Map<string, { role: Role; until: number }>();
  return {
    async roleOf(uid) {
      const hit = cache.get(uid);
      if (hit && hit.until > now()) return hit.role;
      const role = await repos.users.role(uid);
      cache.set(uid, { role, until: now() + ttlMs });
      return role;
    },
    forget(uid) {
      cache.delete(uid);
    },
  };
}
