import { REQUIRED_FIELDS_MESSAGE } from '@rms/schema/contact-texts';
import { COLLECT_PATH } from '@rms/schema/stats-beacon';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useBrowser } from './support/browser';
import { seededSite } from './support/seeded-site';

// The browser takes over the server-rendered HTML (decision 016): React hydrates it without a
// console error or warning, and without asking the API for the data that came with the page.

const { plan, pathOf } = seededSite();
const category = plan.products.find((p) => p.level === 0)!;
const product = plan.products.find((p) => p.level === 1)!;
const subProduct = plan.products.find((p) => p.level === 2)!;
const reference = plan.projects.find((p) => !p.data.draft)!;
const lastCategory = plan.products.filter((p) => p.level === 0).at(-1)!;

const browser = await useBrowser();

/** Resolves once React owns #root (hydrateRoot or createRoot has run). */
async function hydrated(page: Page) {
  await page.waitForFunction(() => {
    const root = (globalThis as unknown as { document: { getElementById(id: string): object | null } }).document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

async function open(path: string, width = 1280) {
  const context = await newContext(browser, { width, height: 900 });
  const page = await context.newPage();
  const console: string[] = [];
  const api: string[] = [];
  const documents: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') console.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => console.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) api.push(url.pathname);
    if (r.resourceType() === 'document') documents.push(url.pathname);
  });
  const response = await page.goto(path);
  await hydrated(page);
  await page.waitForLoadState('load');
  return { context, page, console, api, documents, status: response?.status() };
}

describe('hydration of server-rendered pages', () => {
  it.each([
    ['/', 200],
    ['/produkter', 200],
    [pathOf(category.id), 200],
    [pathOf(product.id), 200],
    [pathOf(subProduct.id), 200],
    ['/referanser', 200],
    [`/referanser/${reference.id}`, 200],
    ['/om', 200],
    ['/kontakt', 200],
    ['/finnes-ikke', 404],
  ])('%s hydrates with no console error or warning and no API request', async (path, status) => {
    const visit = await open(path);
    try {
      expect(visit.status).toBe(status);
      // Late effects (map, carousel, lazy chunks) have run once the network has been quiet for 500 ms.
      await visit.page.waitForLoadState('networkidle');
      // Chromium reports the document's own 404 as a failed resource: that is the honest status, not a fault.
      const faults = visit.console.filter((m) => !(status === 404 && /status of 404/.test(m)));
      expect(faults).toEqual([]);
      // The page's data came with it; the visit beacon counts the page and fetches nothing.
      expect(visit.api.filter((p) => p !== COLLECT_PATH)).toEqual([]);
      // The page is live: a header link navigates in the browser, without loading a new document.
      const before = visit.documents.length;
      await visit.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Kontakt' }).click();
      await visit.page.waitForURL('**/kontakt');
      await visit.page.getByRole('heading', { level: 1, name: 'Kontakt Oss' }).waitFor();
      expect(visit.documents.length).toBe(before);
    } finally {
      await visit.context.close();
    }
  });

  it("asks for the app's code only after the page has loaded and painted its largest picture", async () => {
    const visit = await open(`/referanser/${reference.id}`, 390);
    try {
      const timing = await visit.page.evaluate(async () => {
        const lcp = await new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        });
        const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const scripts = performance.getEntriesByType('resource').filter((e) => /\/assets\/.+\.js$/.test(e.name));
        return {
          lcp,
          load: navigation.loadEventStart,
          scripts: scripts.map((e) => ({ name: e.name.replace(/.*\/assets\//, ''), start: e.startTime })),
          stylesheets: performance.getEntriesByType('resource').filter((e) => /\.css(\?|$)/.test(e.name)).map((e) => e.startTime),
          preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
        };
      });
      // The page's own CSS is in the page; the full stylesheet is fetched once, when the app starts
      // (decision 110), and Vite's helper fetches it no second time. Starting adds no preload links
      // (the helper's <head> insertions were a long task at start; decision 089).
      expect({ stylesheets: timing.stylesheets.length, preloads: timing.preloads }).toEqual({ stylesheets: 1, preloads: 0 });
      expect(timing.stylesheets[0]).toBeGreaterThanOrEqual(timing.load);
      expect(timing.stylesheets[0]).toBeGreaterThanOrEqual(timing.lcp - 50);
      // The entry itself comes with the page; everything else is asked for after the load event and the paint.
      const app = timing.scripts.filter((s) => !s.name.startsWith('index-'));
      expect(app.length).toBeGreaterThan(3);
      for (const script of app) {
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.load);
        // LCP reports when the frame reached the screen, which may trail the paint by a frame or so.
        expect(script.start, script.name).toBeGreaterThanOrEqual(timing.lcp - 50);
      }
    } finally {
      await visit.context.close();
    }
  });

  it('a tap on the menu button before the app has started opens the menu once it has', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    try {
      const page = await context.newPage();
      // The app's code is held back until the tap has happened.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      const arrived = page.goto('/');
      await page.waitForEvent('load');
      const menu = page.getByRole('dialog', { name: 'Navigasjon' });
      await page.getByRole('button', { name: 'Åpne meny' }).click();
      expect(await page.evaluate(() => document.documentElement.dataset.ready)).toBeUndefined();
      await expect.poll(() => menu.isVisible()).toBe(false);

      release();
      await arrived;
      await expect.poll(() => menu.isVisible()).toBe(true);
      // Only the held tap: the menu is open once, and closes as usual.
      await menu.getByRole('button', { name: 'Lukk meny' }).click();
      await expect.poll(() => menu.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });

  it('reloads once to the same address when a page chunk is gone after a redeploy', async () => {
    const visit = await open('/');
    try {
      let refused = 0;
      // The about page's chunk answers 404 once, as an old build's file would.
      await visit.page.route(/\/assets\/about-[^/]+\.js$/, async (route) => {
        if (refused++ === 0) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        else await route.continue();
      });
      await visit.page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Om' }).click();
      await visit.page.getByRole('heading', { level: 1, name: 'Om RMS Solskjerming' }).waitFor();
      expect(refused).toBeGreaterThanOrEqual(1);
      expect(visit.documents.filter((d) => d === '/om')).toHaveLength(1);
      await expect(visit.page.getByText('Oops! Something went wrong').count()).resolves.toBe(0);
    } finally {
      await visit.context.close();
    }
  });

  it("reloads once to the same address when the app's own code is gone after a redeploy", async () => {
    const context = await newContext(browser);
    try {
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      let refused = 0;
      // The app's start chunk answers 404 once, as an old build's file would.
      await page.route(/\/assets\/start-app-[^/]+\.js$/, async (route) => {
        if (refused++ === 0) await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' });
        else await route.continue();
      });
      await page.goto('/kontakt');
      await hydrated(page);
      expect(refused).toBe(2);
      expect(documents).toEqual(['/kontakt', '/kontakt']);
    } finally {
      await context.close();
    }
  });

  it('on a phone, every category and product is a link on /produkter', async () => {
    const visit = await open('/produkter', 375);
    try {
      await visit.page.getByText('Alle produkter').click();
      const link = visit.page.locator('details').getByRole('link', { name: lastCategory.data.title, exact: true });
      await link.click();
      await visit.page.waitForURL(`**${pathOf(lastCategory.id)}`);
      await visit.page.locator('p.eyebrow', { hasText: lastCategory.data.title }).waitFor();
    } finally {
      await visit.context.close();
    }
  });
});

describe('a page carries only what it shows, the app completes it on the way', () => {
  const products = plan.products.filter((p) => p.level === 1 && p.data.description);
  const [first, second, third] = products;
  const references = plan.projects.filter((p) => !p.data.draft);
  /** The first words of a stored description, as the page shows them. */
  const wordsOf = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim().split(' ').slice(0, 6).join(' ');

  /** Records, from now on, whether a loading state ('Laster …' or a spinner) appears in the page's main part. */
  const watchForLoading = (page: Page) =>
    page.evaluate(() => {
      const w = globalThis as unknown as { sawLoading: boolean; document: Document; MutationObserver: typeof MutationObserver };
      w.sawLoading = false;
      new w.MutationObserver(() => {
        if (w.document.querySelector('main [role="status"]')) w.sawLoading = true;
      }).observe(w.document.body, { subtree: true, childList: true });
    });
  const sawLoading = (page: Page) => page.evaluate(() => (globalThis as unknown as { sawLoading: boolean }).sawLoading);

  it('another product’s description: one request for the whole tree, no loading state, then none at all', async () => {
    const visit = await open(pathOf(first!.id));
    try {
      const sidebar = visit.page.getByRole('complementary', { name: 'Produktkategorier' });
      await watchForLoading(visit.page);
      for (const next of [second!, third!]) {
        await sidebar.getByRole('link', { name: next.data.title, exact: true }).click();
        await visit.page.waitForURL(`**${pathOf(next.id)}`);
        await visit.page.getByRole('heading', { level: 1, name: next.data.title }).waitFor();
        await visit.page.locator('main .rich-text', { hasText: wordsOf(next.data.description) }).first().waitFor();
      }
      // Back to the first: what the page carried is still there.
      await sidebar.getByRole('link', { name: first!.data.title, exact: true }).click();
      await visit.page.waitForURL(`**${pathOf(first!.id)}`);
      await visit.page.locator('main .rich-text', { hasText: wordsOf(first!.data.description) }).first().waitFor();
      expect(visit.api.filter((p) => p !== COLLECT_PATH)).toEqual(['/api/products']);
      expect(await sawLoading(visit.page)).toBe(false);
      expect(visit.console).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });

  it('from the reference list to a reference: its own request only, no loading state', async () => {
    const target = references[0]!;
    const visit = await open('/referanser');
    try {
      await watchForLoading(visit.page);
      await visit.page.getByRole('main').getByRole('link', { name: new RegExp(target.data.title) }).first().click();
      await visit.page.waitForURL(`**/referanser/${target.id}`);
      await visit.page.locator('main .rich-text', { hasText: wordsOf(target.data.description) }).first().waitFor();
      expect(visit.api.filter((p) => p !== COLLECT_PATH)).toEqual([`/api/projects/${target.id}`]);
      expect(await sawLoading(visit.page)).toBe(false);
      expect(visit.console).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});

describe('the quote form below a product page', () => {
  it('loads its code only when it comes near the screen; what was typed before stays, and the form then works', async () => {
    const formCode: string[] = [];
    const visit = await open(pathOf(product.id), 412);
    try {
      visit.page.on('request', (r) => {
        if (/\/assets\/contact-form-[^/]+\.js$/.test(r.url())) formCode.push(r.url());
      });
      await visit.page.waitForLoadState('networkidle');
      // The page at the top: the form is further down than a screen and a half.
      expect(formCode).toEqual([]);
      // The form's code answers slowly: the visitor types before React has the form.
      await visit.page.route(/\/assets\/contact-form-[^/]+\.js$/, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 700));
        await route.continue();
      });
      const form = visit.page.getByRole('region', { name: 'Interessert? Kontakt oss' });
      await form.getByLabel('Navn').fill('Kari Nordmann');
      await expect.poll(() => formCode.length).toBe(1);
      const send = form.getByRole('button', { name: 'Be om tilbud' });
      await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(true);
      await send.click();
      await form.getByRole('alert').filter({ hasText: REQUIRED_FIELDS_MESSAGE }).waitFor();
      expect(await form.getByLabel('Navn').inputValue()).toBe('Kari Nordmann');
      await expect.poll(() => form.getByLabel('E-post').evaluate((e) => e === e.ownerDocument.activeElement)).toBe(true);
      expect(visit.console).toEqual([]);
    } finally {
      await visit.context.close();
    }
  });
});
