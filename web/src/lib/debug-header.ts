import { useSyncExternalStore } from 'react';

/**
 * Whether an admin has switched the debug header on, kept in local storage so it
 * survives reloads. Visitor code reads it to decide whether to load the (admin-only) header.
 */
const KEY = 'debugHeader';
const EVENT = 'rms:debug-header-change';

function read(): boolean {
  try {
    return window.localStorage.getItem(KEY) === 'true';
  } catch {
    return false;
  }
}

export function setDebugHeaderEnabled(enabled: boolean) {
  try {
    if (enabled) window.localStorage.setItem(KEY, 'true');
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage can be unavailable (private mode); the toggle then lasts until the next event only.
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(EVENT, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(EVENT, onChange);
  };
}

export function useDebugHeaderEnabled(): boolean {
  return useSyncExternalStore(subscribe, read, () => false);
}
