import { useSyncExternalStore } from 'react';

/**
 * The moment a signed-in staff member is looking at the site as ('Fram i tid' in the admin area), or
 * null for now. Kept in memory only, so a reload is back at now. Visitor code reads it where it decides
 * by the clock (which campaign runs); the content itself then comes from the API's `?at=` answers.
 */
let viewingAt: Date | null = null;
const listeners = new Set<() => void>();
let now = (): Date => new Date();

/** The time the public components show: the chosen moment, else now. */
export const viewTime = (): Date => viewingAt ?? now();

/**
 * On the server: the functions' clock, so a page is rendered at the time its content was cut at
 * (the same unless the browser tests moved the local stack's clock, decision 134's addendum).
 */
export function setClock(clock: () => Date) {
  now = clock;
}

export function setViewingAt(next: Date | null) {
  viewingAt = next;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** The chosen moment, or null: the header shows the date view's bar while it is set. */
export const useViewingAt = (): Date | null => useSyncExternalStore(subscribe, () => viewingAt, () => null);
