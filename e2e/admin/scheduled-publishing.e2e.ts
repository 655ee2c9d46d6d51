import { toOsloInput } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { baseURL } from '../support/browser';

// Issue #39 (decision 134): staff set 'Publiser fra' on a product; visitors get a 404 and do not
// find it in the category's page or the sitemap until that minute, then find it everywhere, with
// nothing done in between. The local stack has no CDN, so the raw answers are what the renderer sends.

const { page, content } = await useAdminSession();
const uniqueTitle = uniqueTitles('E2E Vårmarkise');

/** What a visitor without JavaScript (or a crawler) gets: no cookies, no token. */
async function visitor(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control') ?? '' };
}

describe('publishing at a time', () => {
  it("keeps a product staff scheduled with 'Publiser fra' out of sight until that minute, then shows it with no action in between", async () => {
    const title = uniqueTitle();
    const id = await content.product({ title, category: 'markiser' });
    const path = `/produkter/markiser/${id}`;
    expect((await visitor(path)).status).toBe(200);

    await page.goto(`/produkter/endre/${id}`);
    await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
    // The next whole minute, at least 30 s ahead: the field takes Oslo time to the minute.
    const opens = Math.ceil((Date.now() + 30_000) / 60_000) * 60_000;
    await page.getByLabel('Publiser fra', { exact: true }).fill(toOsloInput(new Date(opens).toISOString()));
    await page.getByText(/^Publiseres \d+\. \w+ kl\. \d\d\.\d\d$/).waitFor();
    await page.getByRole('button', { name: 'Lagre', exact: true }).click();
    await page.getByText('Produkt oppdatert').first().waitFor();

    const asked = Date.now();
    const before = await visitor(path);
    expect(before.status).toBe(404);
    // No copy may be kept past the minute it appears, stale ones included (the server answered after `asked`).
    const lifetime = [...before.cacheControl.matchAll(/(?:s-maxage|stale-while-revalidate)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);
    expect(lifetime).toBeLessThanOrEqual(Math.ceil((opens - asked) / 1000));
    expect((await visitor('/sitemap.xml')).body).not.toContain(path);
    expect((await visitor('/produkter/markiser')).body).not.toContain(title);

    // Nothing is done from here on: the clock alone brings it.
    await expect.poll(async () => (await visitor(path)).status, { timeout: 150_000, interval: 2_000 }).toBe(200);
    expect((await visitor('/sitemap.xml')).body).toContain(path);
    expect((await visitor('/produkter/markiser')).body).toContain(title);
  }, 240_000);
});
