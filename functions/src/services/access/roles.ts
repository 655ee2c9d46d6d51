import type { Role } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { accessHasEnded } from './access-dates';

/** What a request may do, as users/{uid} says at the time of the request. */
export interface RequestAccess {
  /** The role in force now: `user` once the last day of access has passed. */
  role: Role;
  /** ID tokens from sign-ins before this instant (ms, whole seconds) are refused; null: none. */
  tokensValidAfter: number | null;
}

export interface RoleStore {
  /** Rejects when users/{uid} cannot be read and no read younger than the cache time is at hand. */
  accessOf(uid: string): Promise<RequestAccess>;
  forget(uid: string): void;
}

/**
 * How long an instance trusts what it read of users/{uid}: the longest a demoted or removed person keeps
 * their access, and a promoted one waits for it, on an instance that saw them recently
 * (docs/decisions/070-role-cache-time.md, 127-staff-roles-and-access.md). A last day of access needs no
 * re-read: it is cached with the role and compared with the clock on every request.
 */
export const ROLE_CACHE_MS = 30_000;

type Stored = { role: Role; accessUntil: string | null; tokensValidAfter: number | null };

/** users/{uid}'s role, last day and session cut-off, cached briefly so a burst of staff calls reads it once. */
export function firestoreRoles(repos: Repositories, ttlMs = ROLE_CACHE_MS, now = () => Date.now()): RoleStore {
  const cache = new Map<string, Stored & { until: number }>();
  const inForce = (s: Stored): RequestAccess => ({ role: accessHasEnded(s.accessUntil, new Date(now())) ? 'user' : s.role, tokensValidAfter: s.tokensValidAfter });
  return {
    async accessOf(uid) {
      const hit = cache.get(uid);
      if (hit && hit.until > now()) return inForce(hit);
      // A failed read throws: a role older than the cache time is never used, not even during an outage
      // (decision 145), so the guards answer 503 rather than let a demoted person in.
      const read = await repos.users.access(uid);
      const cutOff = read.tokensValidAfter ? Date.parse(read.tokensValidAfter) : NaN;
      // Whole seconds, as ID tokens carry their sign-in time (auth_time) and Firebase compares it.
      const stored: Stored = { role: read.role, accessUntil: read.accessUntil ?? null, tokensValidAfter: Number.isNaN(cutOff) ? null : Math.floor(cutOff / 1000) * 1000 };
      cache.set(uid, { ...stored, until: now() + ttlMs });
      return inForce(stored);
    },
    forget(uid) {
      cache.delete(uid);
    },
  };
}
