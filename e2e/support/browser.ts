import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, inject } from 'vitest';
import '../../test/provided-context';

const GAPI_SHIM = readFileSync(resolve(import.meta.dirname, 'gapi-shim.js'), 'utf8');

export const baseURL = () => inject('baseURL');

/**
 * The Chromium of this run (started once by the global setup: a launch and close per file cost about
 * 1.5 s each). Closing what this returns disconnects and closes the contexts this file made.
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserEndpoint'));
}

/** The run's Chromium for this test file, closed after its last test. Call at the top of the file. */
export async function useBrowser(): Promise<Browser> {
  const browser = await launchBrowser();
  afterAll(() => browser.close());
  return browser;
}

export interface ContextOptions {
  width?: number;
  height?: number;
  userAgent?: string;
  /** A saved session (cookies, local storage and IndexedDB) to start from; none by default. */
  storageState?: BrowserContextOptions['storageState'];
  /** The site; the run's stack by default (the global setup, which cannot inject, passes it). */
  baseURL?: string;
}

/**
 * A fresh context (no stored session unless `storageState` gives one) whose pages wait for the app
 * on goto. Google's api.js is served from the offline stand-in, on the context so the Auth
 * emulator's hidden iframe gets it too.
 */
export async function newContext(browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> {
  const site = options.baseURL ?? baseURL();
  const context = await browser.newContext({
    baseURL: site,
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    reducedMotion: 'no-preference',
    // Headless Chromium names itself HeadlessChrome, which the visit statistics count as a bot.
    ...(options.userAgent ? { userAgent: options.userAgent } : {}),
    ...(options.storageState ? { storageState: options.storageState } : {}),
  });
  // Nothing outside this machine is reachable; answer third-party requests at once. Playwright tries
  // the most recently registered route first, so the api.js stand-in below wins over this.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  await context.route('https://apis.google.com/js/api.js*', (route) => route.fulfill({ contentType: 'text/javascript', body: GAPI_SHIM }));
  context.on('page', (page) => waitForAppOnGoto(page, site));
  retryConnectionResets(context);
  return context;
}

/**
 * Requests from outside the page (`context.request`, also `page.request`) try again after a connection
 * reset. CI once saw `read ECONNRESET` on a plain GET /api/products through the Hosting emulator
 * (Playwright pools these sockets with a keep-alive agent: microsoft/playwright#42701); it did not happen
 * again in 48 requests timed at the emulator's 5 s keep-alive edge, so the cause is not proven. Playwright's
 * `maxRetries` retries exactly that error and nothing else: a status the server sends is never retried.
 */
function retryConnectionResets(context: BrowserContext) {
  const request = context.request as unknown as Record<string, (url: unknown, options?: { maxRetries?: number }) => Promise<unknown>>;
  for (const method of ['fetch', 'get', 'post', 'put', 'patch', 'delete', 'head']) {
    const send = request[method]!.bind(request);
    request[method] = (url, options = {}) => send(url, { maxRetries: 2, ...options });
  }
}

/**
 * Pages arrive rendered on the server (decision 016): what a test types before React has taken the
 * page over is lost, as it would be for a very quick visitor. `goto` and `reload` of the site's
 * pages therefore resolve once the app marks the document ready (RootLayout).
 */
function waitForAppOnGoto(page: Page, site: string) {
  const ready = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response && /text\/html/.test((await response.headerValue('content-type')) ?? '') && response.url().startsWith(site)) {
      // A function, not a string: the site's CSP forbids evaluating strings.
      await page.waitForFunction(() => (globalThis as unknown as { document: { documentElement: { dataset: Record<string, string | undefined> } } }).document.documentElement.dataset.ready === 'true');
    }
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  // The app's readiness, not every picture's: the first visit of a fresh stack builds image variants.
  page.goto = async (url, options) => ready(await goto(url, { waitUntil: 'domcontentloaded', ...options }));
  page.reload = async (options) => ready(await reload(options));
}

/** Collects uncaught errors of a page; assert `errors` is empty at the end of a test. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
