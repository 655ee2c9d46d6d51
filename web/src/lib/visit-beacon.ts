/*
 * The visit statistics' beacon (decision 096): one `navigator.sendBeacon` per page a
 * visitor sees, after the page has loaded and the browser is idle. It reads what it sends and
 * writes nothing: no cookie, nothing in localStorage or sessionStorage. The server turns the
 * request into a visitor with a hash whose salt changes every day.
 *
 * It sends nothing when the browser asks not to be tracked (Global Privacy Control, Do Not Track),
 * while a page is prerendered and not yet shown, or while a staff member is signed in (a stored
 * token). A prefetch never runs the page's script, so it never counts.
 */

import { BOOKING_MANAGE_PATH_PREFIX } from '@rms/schema/booking-link';
import { COLLECT_PATH, screenClass, type CollectHit } from '@rms/schema/stats-beacon';
import type { AppHistory } from './router-history';
import { readToken } from './session';
import { visitSource } from './visit-source';

type Privacy = Navigator & { globalPrivacyControl?: boolean };

/** The browser asked not to be tracked, or a signed-in staff member is browsing. */
function optedOut(win: Window): boolean {
  const nav = win.navigator as Privacy;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || readToken() !== null;
}

/**
 * Where the visitor came from, as the server counts it: the other site's host, '' for no referrer
 * at all (typed, a bookmark, an app), null for this site itself (a reload, a page opened from another of ours).
 */
function entryReferrer(win: Window): string | null {
  if (!win.document.referrer) return '';
  try {
    const host = new URL(win.document.referrer).hostname;
    return host === win.location.hostname ? null : host;
  } catch {
    return '';
  }
}

/** Resolves once the page has loaded and is shown (a prerendered page waits until it is activated). */
function loadedAndShown(win: Window): Promise<void> {
  const doc = win.document as Document & { prerendering?: boolean };
  return new Promise<void>((resolve) => {
    if (doc.readyState === 'complete') resolve();
    else win.addEventListener('load', () => resolve(), { once: true });
  }).then(
    () =>
      new Promise<void>((resolve) => {
        if (doc.prerendering) doc.addEventListener('prerenderingchange', () => resolve(), { once: true });
        else resolve();
      }),
  );
}

/** Runs `task` when the browser is idle; Safari has no requestIdleCallback, so there a timer. */
function whenIdle(win: Window, task: () => void) {
  if (win.requestIdleCallback) win.requestIdleCallback(task, { timeout: 5000 });
  else win.setTimeout(task, 1);
}

function send(win: Window, hit: CollectHit) {
  if (optedOut(win) || !win.navigator.sendBeacon) return;
  // A same-origin beacon of type application/json needs no preflight.
  win.navigator.sendBeacon(COLLECT_PATH, new Blob([JSON.stringify(hit)], { type: 'application/json' }));
}

/**
 * A page whose address holds a secret is not counted: a booking's manage link (/befaring/{token})
 * is a key to that visit, and the statistics must never hold it (decision 150).
 */
export const countable = (path: string): boolean => !path.startsWith(BOOKING_MANAGE_PATH_PREFIX);

/**
 * Counts the page the visitor landed on, then each client-side navigation to another path, once:
 * it listens to the history that react-router renders from, not to renders, so neither StrictMode
 * nor a re-render counts twice, and a change of the fragment (#…) or the query alone is no new page.
 * Returns a function that stops counting.
 */
export function countVisits(history: Pick<AppHistory, 'location' | 'listen'>, win: Window = window): () => void {
  const shown = loadedAndShown(win);
  let last: string | null = null;
  const count = (path: string) => {
    if (path === last) return;
    if (!countable(path)) {
      // Still the page the visitor is on: the next one is reached inside the site.
      last = path;
      return;
    }
    // Only the page the visitor entered on has a referrer; the next ones were reached inside the site.
    const entry = last === null;
    const referrer = entry ? entryReferrer(win) : null;
    // The campaign link the visit entered by (start-app's rememberLanding), counted with the entry only.
    const campaign = entry ? visitSource()?.utmCampaign : undefined;
    last = path;
    void shown.then(() => whenIdle(win, () => send(win, { path, referrer, screen: screenClass(win.screen.width), ...(campaign ? { campaign } : {}) })));
  };
  count(history.location.pathname);
  return history.listen(({ location }) => count(location.pathname));
}
