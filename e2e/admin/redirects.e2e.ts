import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { newContext } from '../support/browser';

// Addresses that keep working: an admin moves a product in the product editor and a
// visitor's old link still lands on it; the dashboard's 'Omdirigeringer' adds and deletes one by hand.

const { browser, context, page, content } = await useAdminSession();

const stamp = Date.now().toString(36);

/** Where the site sends a visitor of `path` (the first answer only: status and Location). */
async function firstAnswer(visitor: BrowserContext, path: string) {
  const response = await visitor.request.get(path, { maxRedirects: 0 });
  return { status: response.status(), location: response.headers().location ?? '' };
}

/** Deletes the redirects a test made (moves write them too), so the stack is left as it was. */
async function removeRedirects(match: string) {
  const token = await content.token();
  const { body } = await apiFetch(context, '/api/redirects', { token });
  for (const r of (body as { data: { id: string; from: string }[] }).data.filter((x) => x.from.includes(match))) {
    await apiFetch(context, `/api/redirects/${r.id}`, { method: 'DELETE', token });
  }
}

describe('redirects', () => {
  it('an admin moves a product to another category, and a visitor following the old link lands on the product at its new address', async () => {
    const from = await content.product({ title: `E2E Fra ${stamp}`, category: null, index: 99 });
    const to = await content.product({ title: `E2E Til ${stamp}`, category: null, index: 99 });
    const title = `E2E Flyttes ${stamp}`;
    const product = await content.product({ title, category: from });
    const child = await content.product({ title: `E2E Del ${stamp}`, category: product });
    const visitor = await newContext(browser);
    try {
      await page.goto(`/produkter/endre/${product}`);
      await page.getByRole('heading', { name: 'Endre produkt' }).waitFor();
      await page.getByRole('radio', { name: `E2E Til ${stamp}`, exact: true }).check();
      await page.getByRole('button', { name: 'Lagre', exact: true }).click();
      await page.getByText('Produkt oppdatert').first().waitFor();

      // The old addresses answer 301 to the new ones (once the site's content snapshot has the move).
      await expect.poll(() => firstAnswer(visitor, `/produkter/${from}/${product}`), { timeout: 20_000 }).toEqual({ status: 301, location: `/produkter/${to}/${product}` });
      // (Each read may reach another Functions worker, whose snapshot follows on its own: each polls.)
      await expect.poll(() => firstAnswer(visitor, `/produkter/${from}/${product}/${child}`), { timeout: 20_000 }).toEqual({ status: 301, location: `/produkter/${to}/${product}/${child}` });

      const tab = await visitor.newPage();
      await tab.goto(`/produkter/${from}/${product}`);
      expect(new URL(tab.url()).pathname).toBe(`/produkter/${to}/${product}`);
      await tab.getByRole('heading', { level: 1, name: title }).waitFor();
      // The sitemap lists the new address only.
      const sitemap = async () => {
        const xml = await (await visitor.request.get('/sitemap.xml')).text();
        return { newAddress: xml.includes(`/produkter/${to}/${product}</loc>`), oldAddress: xml.includes(`/produkter/${from}/${product}`) };
      };
      await expect.poll(sitemap, { timeout: 20_000 }).toEqual({ newAddress: true, oldAddress: false });
    } finally {
      await visitor.close();
      await removeRedirects(stamp);
    }
  });

  it("the dashboard's 'Omdirigeringer' points an old site's address at a page, and deletes it again", async () => {
    const old = `/gammel-${stamp}.html`;
    const visitor = await newContext(browser);
    try {
      await page.goto('/admin/omdirigeringer');
      const panel = page.getByRole('region', { name: 'Omdirigeringer' });
      await panel.getByLabel('Gammel adresse').fill(old);
      await panel.getByLabel('Ny side').fill('https://example.com/');
      await panel.getByRole('button', { name: 'Legg til' }).click();
      await panel.getByText('Eksterne adresser er ikke tillatt').waitFor();

      await panel.getByLabel('Ny side').fill('/kontakt');
      await panel.getByRole('button', { name: 'Legg til' }).click();
      await panel.getByText(`${old} → /kontakt`).waitFor();
      await expect.poll(() => firstAnswer(visitor, old), { timeout: 20_000 }).toEqual({ status: 301, location: '/kontakt' });

      await panel.getByRole('button', { name: `Slett omdirigeringen fra ${old}` }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
      await expect.poll(() => panel.getByText(`${old} → /kontakt`).count(), { timeout: 10_000 }).toBe(0);
      await expect.poll(async () => (await firstAnswer(visitor, old)).status, { timeout: 20_000 }).toBe(404);
    } finally {
      await visitor.close();
      await removeRedirects(stamp);
    }
  });
});
