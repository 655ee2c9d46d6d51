import { readFile } from 'node:fs/promises';
import type { Express, Request, Response } from 'express';
import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { API_CONCURRENCY, loadConfig, REGION, RENDER_CONCURRENCY, SENDGRID_API_KEY } from './config';
import type { Renderer } from './render';

setGlobalOptions({ region: REGION, maxInstances: 10 });

let app: Promise<Express> | undefined;

/**
 * The whole API, /raw and /optimize; loaded and built on the first request, so cold starts stay
 * short and the other functions' instances never load Express, sharp or the mail SDK.
 */
export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, concurrency: API_CONCURRENCY, secrets: [SENDGRID_API_KEY] }, async (req, res) => {
  app ??= Promise.all([import('./app'), import('./production-deps')]).then(([{ createApp }, { defaultDeps }]) => createApp(defaultDeps()));
  (await app)(req, res);
});

let renderHandler: Promise<(req: Request, res: Response) => Promise<void>> | undefined;

/**
 * Every public page, /sitemap.xml and /robots.txt, rendered on the server (decision 016): Hosting
 * serves its files first and sends the rest here. It loads only Firestore and the page renderer
 * (functions/dist/render/, built by `npm run build -w web`), not the API's Express app.
 */
export const render = onRequest({ memory: '512MiB', timeoutSeconds: 30, concurrency: RENDER_CONCURRENCY }, async (req, res) => {
  renderHandler ??= startRenderer().catch((e: unknown) => {
    renderHandler = undefined;
    throw e;
  });
  await (await renderHandler)(req, res);
});

async function startRenderer() {
  const [{ createRenderHandler }, { ContentCache }, { firestore }, { repositoriesFor }, { resolvePreviewToken }, { appClock }, { securityHeaders }, { manageLinkOpens }, { quotePageAnswer }] = await Promise.all([
    import('./render'),
    import('./services/content/content-cache'),
    import('./adapters/firebase'),
    import('./repositories'),
    import('./services/content/preview-links'),
    import('./test-clock'),
    import('@rms/schema/security-headers'),
    import('./services/bookings/booking-manage'),
    import('./render-quote'),
  ]);
  const dir = new URL('./render/', import.meta.url);
  const [renderer, template] = await Promise.all([
    import(/* @vite-ignore */ new URL('entry-server.js', dir).href) as Promise<Renderer>,
    readFile(new URL('template.html', dir), 'utf8'),
  ]);
  const config = loadConfig();
  const repos = repositoriesFor(firestore(config));
  const clock = appClock(config.testClockFile) ?? (() => new Date());
  return createRenderHandler({
    content: new ContentCache(repos, { mapsKeyFallback: config.mapsApiKey, clock: () => clock().getTime() }),
    renderer,
    template,
    fallbackPhone: config.companyPhone,
    previews: (token) => resolvePreviewToken(repos, token, clock),
    bookingLinks: (token) => manageLinkOpens(repos, token),
    quotes: (token, query) => quotePageAnswer({ repos, siteUrl: config.siteUrl, now: clock, fallbackPhone: config.companyPhone }, token, query),
    clock,
    securityHeaders: securityHeaders({ authEmulatorHost: config.web.authEmulatorHost }),
  });
}

export { nightlyBackup } from './triggers/nightly-backup';
export { versionPrune } from './triggers/version-prune';
export { mailRetry } from './triggers/mail-retry';
export { messageRescue } from './triggers/enquiry-rescue';
export { messageRetention } from './triggers/enquiry-retention';
export { enquiryReminder } from './triggers/enquiry-reminder';
export { bookingReminder } from './triggers/booking-reminder';
export { statsRetention } from './triggers/stats-retention';
export { staffAccessExpiry } from './triggers/staff-access-expiry';
export { imageVariants } from './triggers/image-variants';
