import { isAdmin, isStaff, type Role } from '@rms/schema/role';
import { useSyncExternalStore } from 'react';

/**
 * The signed-in user as the browser keeps it (local storage keys `user` and `token`).
 * Visitor code reads only this, never the Firebase SDK: the auth feature (loaded lazily for
 * admins) writes it with `saveSession` and clears it with `clearSession`.
 */
export const SESSION_KEYS = { user: 'user', token: 'token' } as const;

export interface StoredUser {
  uid?: string;
  email?: string | null;
  displayName?: string | null;
  photoURL?: string | null;
  role?: Role;
}

const CHANGE_EVENT = 'rms:session-change';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readToken(): string | null {
  return storage()?.getItem(SESSION_KEYS.token) || null;
}

function readUserRaw(): string | null {
  return storage()?.getItem(SESSION_KEYS.user) ?? null;
}

function parseUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === 'object' ? (value as StoredUser) : null;
  } catch {
    return null;
  }
}

/** The stored user, read once (e.g. whether to refresh server-rendered data for an administrator). */
export function readUser(): StoredUser | null {
  return parseUser(readUserRaw());
}

function notify() {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function saveSession(user: StoredUser, token: string) {
  storage()?.setItem(SESSION_KEYS.user, JSON.stringify(user));
  storage()?.setItem(SESSION_KEYS.token, token);
  notify();
}

/** Replaces the stored ID token alone (the auth feature refreshes it every 55 minutes). */
export function saveToken(token: string) {
  storage()?.setItem(SESSION_KEYS.token, token);
}

export function clearSession() {
  storage()?.removeItem(SESSION_KEYS.user);
  storage()?.removeItem(SESSION_KEYS.token);
  notify();
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}

// The raw string is the snapshot (stable between reads); it is parsed on use.
const getServerSnapshot = () => null;

/** The stored user, updated when another tab or the auth feature changes it; null on the server. */
export function useStoredUser(): StoredUser | null {
  const raw = useSyncExternalStore(subscribe, readUserRaw, getServerSnapshot);
  return parseUser(raw);
}

/**
 * Whether the stored user is an administrator (role from the backend). Visitor screens use
 * it only to decide whether to load admin components; the server checks the role on every mutation.
 */
export function useIsAdmin(): boolean {
  return isAdmin(useStoredUser());
}

/** Whether the stored user is staff (editor or administrator): who gets the content tools on visitor screens. */
export function useIsStaff(): boolean {
  return isStaff(useStoredUser());
}
