import { isChunkLoadError, reloadOnce } from './lib/chunk-reload';
import { enableDeferredStylesheets } from './lib/deferred-stylesheet';
import './index.css';

/**
 * The entry: starts the app once the page has loaded and painted (decision 089, addendum). A
 * server-rendered page is complete without script, so its picture and text reach the screen
 * before any of the app's code is requested, and the app then hydrates what is shown; until then
 * its links work as plain links. A visitor who touches the page or a key first starts it at once,
 * and a button clicked before the app has taken over is clicked again once it has.
 */
let started = false;
let heldClick: HTMLElement | null = null;

const holdClick = (event: MouseEvent) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  heldClick = button;
};

const start = () => {
  if (started) return;
  started = true;
  // A rendered page inlines only its own CSS: the full stylesheet is in force before the app draws anything (decision 110).
  void Promise.all([import('./start-app'), enableDeferredStylesheets()])
    .then(([{ startApp }]) => startApp())
    .catch((error: unknown) => {
      // After a redeploy the app's own code may be gone: one reload of this address fetches the
      // new build (as for a page's code, decision 016); until then the page stays readable.
      if (isChunkLoadError(error) && reloadOnce()) return;
      console.error(error);
    })
    .finally(() => {
      window.removeEventListener('click', holdClick, true);
      // React hydrates the part of the page the button is in before it handles the click.
      const button = heldClick;
      heldClick = null;
      if (button?.isConnected) button.click();
    });
};

if (!document.getElementById('rms-data')) {
  // Sign-in and admin screens: the server sent the page frame only; there is nothing to paint first.
  start();
} else {
  window.addEventListener('click', holdClick, true);
  // A frame callback runs just before a paint. The second frame's comes after the first frame is
  // on screen (its time is the one LCP reports); a task queued from it runs after the second paint.
  // The page's largest picture (the one rendered with fetchpriority="high") is decoded first: on a
  // busy phone its paint can trail the load event by more than two frames.
  const largestPicture = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  const afterNextPaint = () =>
    void (largestPicture?.decode() ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0))));
  if (document.readyState === 'complete') afterNextPaint();
  else window.addEventListener('load', afterNextPaint, { once: true });
  for (const type of ['pointerdown', 'keydown']) window.addEventListener(type, start, { once: true, capture: true, passive: true });
}
