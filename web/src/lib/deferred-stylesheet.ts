/**
 * A server-rendered page carries only its own CSS inline, and its full stylesheet as a disabled
 * `<link>` (decision 110): a disabled stylesheet is neither fetched nor applied, so it cannot delay
 * the first paint or compete with the page's picture. The entry enables it when the app starts and
 * renders nothing before it has loaded, so every screen the app draws later (another page, a
 * dialog, the menu) has its rules. The page itself looks the same either way: its inline rules are
 * the ones that apply to it.
 */

/** Marks the `<link>` of a page's full stylesheet (set by lib/critical-css.ts on the server). */
export const DEFERRED_STYLESHEET_ATTRIBUTE = 'data-deferred';

/**
 * Enables the page's deferred stylesheets; resolves once each has loaded or failed. A failed one
 * leaves the page as it is: after a redeploy that removed it, the app's own chunks fail too and
 * reload the page (lib/chunk-reload.ts).
 */
export function enableDeferredStylesheets(doc: Document = document): Promise<void> {
  const links = doc.querySelectorAll<HTMLLinkElement>(`link[rel="stylesheet"][${DEFERRED_STYLESHEET_ATTRIBUTE}]`);
  return Promise.all([...links].map(enable)).then(() => undefined);
}

function enable(link: HTMLLinkElement): Promise<void> {
  link.removeAttribute(DEFERRED_STYLESHEET_ATTRIBUTE);
  // A browser that fetched it despite `disabled` has it already: enabling applies it at once.
  if (link.sheet) {
    link.removeAttribute('disabled');
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
    link.removeAttribute('disabled');
  });
}
