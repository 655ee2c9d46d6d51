import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContextOptions } from 'playwright-core';
import { CHROMIUM_FLAGS, DEBIAN_CHROMIUM, findChromium, requireChromium } from '../test/chromium';
import type { ResponseRecord } from './chunks';
import { largestPaintInPage, type LargestPaint } from './phone-pages';

/**
 * The browser Lighthouse launches: the one the tests use (test/chromium.ts). With none found it is
 * Debian's path, so each Lighthouse row fails naming it; launchChromium says what to run.
 */
export const CHROMIUM = findChromium() ?? DEBIAN_CHROMIUM;

/** Lighthouse's mobile device (a Moto G Power: 412×823 CSS px at DPR 1.75), so both see the same images. */
export const MOBILE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };

/** Headings of the site's own error screens (components/ui/not-found.tsx, error-screen.tsx). */
const ERROR_HEADINGS = ['Denne siden finnes ikke.', 'Oops! Something went wrong'];

export interface RecordedResponse extends ResponseRecord {
  gzipBytes: number;
  /** What crossed the wire: the body as the server encoded it (br here) and the response headers. */
  wireBytes?: number;
  /** Script bodies, kept for the admin-code search, and the page's own HTML (its inline CSS). */
  text?: string;
}

export interface PageVisit {
  path: string;
  status: number | null;
  h1: string | null;
  responses: RecordedResponse[];
  /** Why the page looks missing or broken (empty when it rendered). */
  problems: string[];
  ms: number;
  /** The page's largest contentful paint (null when the browser reported none). */
  lcp: LargestPaint | null;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: requireChromium(), headless: true, args: CHROMIUM_FLAGS });
}

/** Reasons a page did not render as a page of the site. */
export function pageProblems(visit: Pick<PageVisit, 'status' | 'h1' | 'responses'>, pageErrors: string[], origin: string): string[] {
  const problems: string[] = [];
  if (visit.status === null) problems.push('no response');
  else if (visit.status >= 400) problems.push(`HTTP ${visit.status}`);
  if (visit.h1 === null) problems.push('no <h1> rendered');
  else if (ERROR_HEADINGS.includes(visit.h1)) problems.push(`error screen: "${visit.h1}"`);
  for (const r of visit.responses) if (r.url.startsWith(origin) && r.status >= 400) problems.push(`${r.status} ${new URL(r.url).pathname}`);
  for (const e of pageErrors) problems.push(`page error: ${e.slice(0, 160)}`);
  return problems;
}

/**
 * Loads `path` in a fresh context (empty cache, no session) and records every response up to
 * network idle, without scrolling: what a visitor's browser downloads to show the page.
 */
export async function visitPage(browser: Browser, baseURL: string, path: string, device: BrowserContextOptions): Promise<PageVisit> {
  const context = await browser.newContext({ ...device, baseURL, reducedMotion: 'no-preference' });
  // Nothing outside this machine is reachable; answer third-party requests at once.
  await context.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
  const page = await context.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (e) => pageErrors.push(e.message));
  const pending: Promise<RecordedResponse>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const request = response.request();
        const contentType = (await response.headerValue('content-type').catch(() => null)) ?? '';
        const type = request.resourceType();
        const body = response.status() >= 300 && response.status() < 400 ? null : await response.body().catch(() => null);
        const bytes = body?.length ?? 0;
        const compressible = type === 'script' || type === 'stylesheet' || /javascript|css|html|json|svg/.test(contentType);
        const gzipBytes = body && compressible ? gzipSync(body, { level: 9 }).length : bytes;
        const record: RecordedResponse = { url: response.url(), status: response.status(), type, contentType, bytes, gzipBytes };
        if (body && (type === 'script' || type === 'document' || /javascript/.test(contentType))) record.text = body.toString('utf8');
        if (type === 'document') {
          const sizes = await request.sizes().catch(() => null);
          if (sizes) record.wireBytes = sizes.responseBodySize + sizes.responseHeadersSize;
        }
        return record;
      })(),
    );
  });
  const t = performance.now();
  try {
    const response = await page.goto(path, { waitUntil: 'networkidle', timeout: 60_000 });
    const h1 = await page
      .locator('h1')
      .first()
      .textContent({ timeout: 5_000 })
      .catch(() => null);
    const ms = performance.now() - t;
    const lcp = await page.evaluate(largestPaintInPage).catch(() => null);
    const responses = await Promise.all(pending);
    const visit = { path, status: response?.status() ?? null, h1: h1?.trim() ?? null, responses, ms, lcp };
    return { ...visit, problems: pageProblems(visit, pageErrors, new URL(baseURL).origin) };
  } finally {
    await context.close();
  }
}
