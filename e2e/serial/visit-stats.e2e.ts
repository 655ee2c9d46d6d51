import type { Locator, Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { baseURL, newContext, watchErrors } from '../support/browser';
import { seededSite } from '../support/seeded-site';

/**
 * Visit statistics end to end: a visitor (a fresh browser, as an ordinary desktop Chrome: headless Chromium
 * names itself a bot) opens three public pages, one of them by a link inside the site; each sends one
 * beacon and the browser keeps nothing. The admin's 'Besøk' panel then shows those pages counted.
 */

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';
const { plan, pathOf } = seededSite();
const product = plan.products.find((p) => p.level === 1)!;
const productTitle = product.data.title as string;
const productPath = pathOf(product.id);

const { browser, page } = await useAdminSession();

/** What the page's origin keeps in the browser: both storages and its cookies as the page sees them. */
function storedBy(visit: Page) {
  return visit.evaluate(() => {
    // The e2e workspace is type-checked without the DOM library; the page has these.
    const w = globalThis as unknown as { localStorage: { length: number }; sessionStorage: { length: number }; document: { cookie: string } };
    return { localStorage: w.localStorage.length, sessionStorage: w.sessionStorage.length, cookie: w.document.cookie };
  });
}

/** A table row's cells as text, found by text in the row. */
function cells(table: Locator, hasText: string): Promise<string[]> {
  return table.getByRole('row').filter({ hasText }).first().locator('th, td').allTextContents();
}

describe('visit statistics without cookies', () => {
  it("counts a visitor's three pages once each, keeps nothing in the visitor's browser, and shows them in the admin's 'Besøk' panel", async () => {
    const visitor = await newContext(browser, { userAgent: DESKTOP_CHROME });
    const beacons: Request[] = [];
    const scripts: string[] = [];
    visitor.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname === '/api/collect') beacons.push(r);
      if (r.resourceType() === 'script') scripts.push(pathname);
    });
    const visit = await visitor.newPage();
    const errors = watchErrors(visit);

    // From a Google search to 'Om oss', then a link in the header, then a product page loaded anew
    // from a link on the site (its referrer is the site itself: no new entry).
    await visit.goto('/om', { referer: 'https://www.google.no/' });
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBe(1);
    await visit.getByRole('navigation', { name: 'Hovedmeny' }).getByRole('link', { name: 'Referanser' }).click();
    await visit.waitForURL('**/referanser');
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBe(2);
    // The beacon survives the page (sendBeacon), but the browser reports its answer only to a page still there.
    await beacons[1]!.response();
    await visit.goto(productPath, { referer: new URL('/referanser', baseURL()).href });
    await expect.poll(() => beacons.length, { timeout: 15_000 }).toBe(3);
    // A moment more: no page sends a second beacon.
    await visit.waitForTimeout(1500);
    expect(beacons).toHaveLength(3);

    const bodies = beacons.map((b) => b.postDataJSON() as { path: string; referrer: string | null; screen: string });
    expect(bodies.map((b) => [b.path, b.referrer])).toEqual([
      ['/om', 'www.google.no'],
      ['/referanser', null],
      [productPath, null],
    ]);
    for (const beacon of beacons) expect((await beacon.response())?.status()).toBe(204);

    expect(await storedBy(visit)).toEqual({ localStorage: 0, sessionStorage: 0, cookie: '' });
    expect(await visitor.cookies()).toEqual([]);
    // The admin's chart library never reached the visitor.
    expect(scripts.filter((s) => /visit-chart|recharts/.test(s))).toEqual([]);
    expect(errors).toEqual([]);
    await visitor.close();

    // The admin: hits are written in batches, so the panel is asked again until they are there.
    const panel = page.getByRole('region', { name: 'Besøk', exact: true });
    const pages = panel.getByRole('table', { name: 'Mest besøkte sider' });
    await expect
      .poll(
        async () => {
          await page.goto('/admin/besok');
          await pages.or(panel.getByText('Ingen besøk i perioden.')).first().waitFor({ timeout: 15_000 });
          return pages.getByRole('row').filter({ hasText: productPath }).count();
        },
        { timeout: 60_000, interval: 1000 },
      )
      .toBe(1);

    expect(await cells(pages, '/om')).toEqual(['Om oss/om', '1', '1']);
    expect(await cells(pages, '/referanser')).toEqual(['Referanser/referanser', '1', '1']);
    expect(await cells(pages, productPath)).toEqual([`${productTitle}${productPath}`, '1', '1']);
    // One visitor that day, three pageviews; from Google, on a computer.
    const total = (label: string) => panel.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]').textContent();
    expect(await total('Besøkende (summert per dag)')).toBe('1');
    expect(await total('Sidevisninger')).toBe('3');
    expect(await panel.getByRole('list', { name: 'Hvor besøkende kom fra' }).getByRole('listitem').allTextContents()).toEqual(['Google1']);
    // Every device class is listed; the ones nobody used with 0 %.
    const [first, ...others] = await panel.getByRole('list', { name: 'Enheter' }).getByRole('listitem').allTextContents();
    expect(first).toBe('Datamaskin100,0\u00a0%');
    expect(others.sort()).toEqual(['Mobil0,0\u00a0%', 'Nettbrett0,0\u00a0%']);
    const products = panel.getByRole('table', { name: 'Produkter: besøk og tilbudsforespørsler' });
    expect((await cells(products, productTitle)).slice(0, 2)).toEqual([productTitle, '1']);
    // The chart is drawn (recharts, in the admin's own chunk), with its table for screen readers.
    await panel.locator('.recharts-surface').first().waitFor();
    await panel.getByRole('table', { name: 'Besøkende og sidevisninger per dag' }).waitFor({ state: 'attached' });
  });
});
