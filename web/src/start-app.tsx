import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPages } from './app/router';
import { fillFromEmbedded, type EmbeddedData } from './lib/embedded-queries';
import { createAppHistory } from './lib/router-history';
import { createQueryClient } from './lib/query-client';
import { readUser } from './lib/session';
import { countVisits } from './lib/visit-beacon';
import { rememberLanding } from './lib/visit-source';

/**
 * Hydrates the page the server rendered, or renders a sign-in or admin screen into the page frame.
 * Resolves once React owns the page (hydration itself goes on in the background, as a transition).
 */
export async function startApp(): Promise<void> {
  const root = document.getElementById('root')!;
  // Where the visit came from (campaign links), before any client-side navigation changes the address.
  rememberLanding();
  const embedded = document.getElementById('rms-data');
  if (embedded?.textContent) {
    await hydratePage(root, embedded.textContent);
    return;
  }
  // Sign-in and admin screens: the server sent the page frame only. index.html's default title and
  // description are for clients without JavaScript; every page renders its own through <Seo>.
  document.head.querySelectorAll('[data-default-head]').forEach((element) => element.remove());
  const history = createAppHistory();
  countVisits(history);
  createRoot(root).render(
    <StrictMode>
      <App history={history} />
    </StrictMode>,
  );
}

/**
 * A page the server rendered (decision 016): the same routes, with the data it was rendered from,
 * so React adopts the markup without fetching anything or changing a pixel.
 */
async function hydratePage(root: HTMLElement, embedded: string) {
  // Each step in its own task (after the modules' evaluation, and before hydrating): a phone's
  // main thread is never held for long, so a tap meanwhile is answered (Lighthouse's TBT).
  await nextTask();
  const data = JSON.parse(embedded) as EmbeddedData;
  const queryClient = createQueryClient();
  // The data is as fresh as the HTML that carried it, however long a cache kept that HTML.
  fillFromEmbedded(queryClient, data.queries);

  // The page's own lazy modules load before hydrating, so the first render matches the HTML. One
  // that fails (gone after a redeploy) fails again while rendering, where the error boundary reloads.
  await preloadPages(window.location.pathname).catch(() => undefined);

  await nextTask();
  const history = createAppHistory();
  // The visit statistics: after load, when the browser is idle, once per page.
  countVisits(history);
  // As a transition, hydration is time-sliced: React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole page (a tap or scroll is answered meanwhile).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App history={history} queryClient={queryClient} />
      </StrictMode>,
    );
  });

  // An administrator sees what is stored now, not what the page cache rendered a minute ago.
  if (readUser()?.role === 'admin') void queryClient.invalidateQueries();
}

/** Resolves in a new task: what follows runs after the browser has had the main thread back. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
