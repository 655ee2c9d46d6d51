/**
 * After a redeploy, an open tab asks for script files that no longer exist (their names carry the
 * old build's hashes): the navigation fails. One reload of the same address fetches the new build.
 * A second failure at the same address is a real error and shows the error screen.
 */
const KEY = 'rms:chunk-reload';

/** The messages browsers give a failed dynamic import (Chromium, Firefox, Safari) and Vite's preload. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i.test(message);
}

/** Whether this address was already reloaded for a failed chunk. */
export function reloadedHere(storage: Pick<Storage, 'getItem'> = window.sessionStorage, location: Pick<Location, 'href'> = window.location): boolean {
  return storage.getItem(KEY) === location.href;
}

/** Reloads the page once per address; false when it already did (then show the error). */
export function reloadOnce(storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage, location: Pick<Location, 'href' | 'reload'> = window.location): boolean {
  if (storage.getItem(KEY) === location.href) return false;
  storage.setItem(KEY, location.href);
  location.reload();
  return true;
}
