import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newContext, useBrowser } from './support/browser';
import { seededSite } from './support/seeded-site';

// A server-rendered page inlines only the CSS its own HTML uses; the entry enables the full
// stylesheet when the app starts, and the app renders nothing before it has loaded (decision 110).

const { plan, pathOf } = seededSite();
const product = plan.products.find((p) => p.level === 1 && p.data.images.length > 0)!;
const reference = plan.projects.find((p) => !p.data.draft)!;

const browser = await useBrowser();

/** A request held until `release()`: the test decides when the browser gets it. */
function hold(page: Page, pattern: RegExp) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const urls: string[] = [];
  void page.route(pattern, async (route: Route) => {
    urls.push(route.request().url());
    asked();
    await released;
    await route.continue();
  });
  return { release, requested, urls };
}

/**
 * Every element's computed style (and its ::before and ::after when they have content), kept in
 * the page under `key`: two snapshots are compared there, not shipped to the test as megabytes.
 * Custom properties are left out: the inline CSS holds only the theme's properties that its rules
 * use, and a property changes the look only through a standard one, which is compared.
 */
function snapshotStyles(page: Page, key: string) {
  return page.evaluate((key) => {
    const skip = new Set(['SCRIPT', 'STYLE', 'LINK', 'META', 'TITLE', 'TEMPLATE']);
    const snapshot: { element: string; style: Map<string, string> }[] = [];
    for (const el of [document.body, ...document.body.querySelectorAll('*')]) {
      if (skip.has(el.tagName)) continue;
      const style = new Map<string, string>();
      for (const pseudo of [null, '::before', '::after']) {
        const computed = getComputedStyle(el, pseudo);
        if (pseudo && computed.content === 'none') continue;
        for (let i = 0; i < computed.length; i++) {
          const name = computed.item(i);
          if (name.startsWith('--')) continue;
          style.set(`${pseudo ?? ''}${name}`, computed.getPropertyValue(name));
        }
      }
      snapshot.push({ element: `${el.tagName.toLowerCase()}.${[...el.classList].join('.')}`, style });
    }
    (globalThis as unknown as Record<string, unknown>)[key] = snapshot;
    return snapshot.length;
  }, key);
}

/** What differs between two snapshots: "element property: before → after", at most 40 lines. */
function styleChanges(page: Page, from: string, to: string) {
  return page.evaluate(
    ({ from, to }) => {
      type Snapshot = { element: string; style: Map<string, string> }[];
      const store = globalThis as unknown as Record<string, Snapshot>;
      const [a, b] = [store[from]!, store[to]!];
      if (a.length !== b.length) return [`${a.length} elements before, ${b.length} after`];
      const changes: string[] = [];
      a.forEach(({ element, style }, i) => {
        const other = b[i]!.style;
        for (const name of new Set([...style.keys(), ...other.keys()])) {
          if (style.get(name) !== other.get(name)) changes.push(`${element} ${name}: ${style.get(name)} → ${other.get(name)}`);
        }
      });
      return changes.slice(0, 40);
    },
    { from, to },
  );
}

describe('the critical CSS of a server-rendered page', () => {
  it.each([
    ['/', 390],
    ['/', 1280],
    ['/produkter', 390],
    [pathOf(product.id), 390],
    [`/referanser/${reference.id}`, 1280],
    ['/kontakt', 390],
  ])('%s at %i px looks the same before and after the full stylesheet applies, which the app waits for', async (path, width) => {
    const context = await newContext(browser, { width, height: 844 });
    try {
      const page = await context.newPage();
      const stylesheet = hold(page, /\/assets\/[^/]+\.css$/);
      const app = hold(page, /\/assets\/start-app-[^/]+\.js$/);
      // goto waits for the app (support/browser.ts), which is held here: its readiness is awaited below.
      const arrived = page.goto(path).catch((error: unknown) => error);
      await page.waitForEvent('load');
      // The entry asks for the full sheet when it starts the app (after the load event), never before.
      await stylesheet.requested;
      const inline = await page.evaluate(() => ({
        css: document.querySelector('head style')?.textContent ?? '',
        applied: [...document.styleSheets].filter((s) => s.href).length,
      }));
      expect(inline.applied).toBe(0);
      expect(inline.css.length).toBeGreaterThan(1000);
      await page.waitForFunction(() => [...document.images].every((img) => img.complete || img.loading === 'lazy'));
      const elements = await snapshotStyles(page, 'critical');
      expect(elements).toBeGreaterThan(50);

      stylesheet.release();
      await page.waitForFunction(() => [...document.styleSheets].some((s) => s.href && s.cssRules.length > 0));
      await snapshotStyles(page, 'full');
      expect(await styleChanges(page, 'critical', 'full')).toEqual([]);

      app.release();
      await arrived;
      await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
      // The app has started: the full sheet is in force, enabled, and was fetched once.
      const link = await page.evaluate(() => {
        const el = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')!;
        return { disabled: el.disabled, deferred: el.hasAttribute('data-deferred'), media: el.media || 'all', rules: el.sheet?.cssRules.length ?? 0 };
      });
      expect(link).toMatchObject({ disabled: false, deferred: false, media: 'all' });
      expect(link.rules).toBeGreaterThan(50);
      expect(stylesheet.urls).toHaveLength(1);
    } finally {
      await context.close();
    }
  }, 150_000);

  it('a page reached in the browser from /kontakt has the rules /kontakt did not inline', async () => {
    const context = await newContext(browser, { width: 1280, height: 900 });
    try {
      const page = await context.newPage();
      const documents: string[] = [];
      page.on('request', (r) => {
        if (r.resourceType() === 'document') documents.push(new URL(r.url()).pathname);
      });
      await page.goto('/kontakt');
      // A product's picture is fitted with `object-contain`, which /kontakt has no use for.
      const inline = await page.evaluate(() => document.querySelector('head style')?.textContent ?? '');
      expect(inline).not.toContain('.object-contain{');

      await page.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Produkter', exact: true }).click();
      await page.waitForURL('**/produkter');
      const category = plan.products.find((p) => p.id === product.data.category)!;
      await page.getByRole('main').getByRole('link', { name: new RegExp(category.data.title) }).first().click();
      await page.waitForURL(`**${pathOf(category.id)}`);
      await page.getByRole('main').getByRole('link', { name: new RegExp(product.data.title) }).first().click();
      await page.waitForURL(`**${pathOf(product.id)}`);
      await page.getByRole('heading', { level: 1, name: product.data.title }).waitFor();
      expect(documents).toEqual(['/kontakt']);

      const picture = page.getByRole('main').locator('img.object-contain').first();
      await picture.waitFor();
      expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain');
    } finally {
      await context.close();
    }
  });
});
