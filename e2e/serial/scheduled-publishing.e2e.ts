import { toOsloInput } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { osloLocalValue } from '../../web/src/features/campaigns/admin/lib/oslo-time';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { baseURL } from '../support/browser';
import { resetServerTime, setServerTime } from '../support/server-clock';

// Scheduled pages and campaigns (decisions 134 and 135): staff schedule a campaign for the home page and a product
// ('Publiser fra') for the same minute, a minute or two ahead. Until then a visitor gets a 404 for
// the product, does not find it in its category or the sitemap, and the home page has no campaign;
// from that minute on, both are there, with nothing done in between. The local stack has no CDN, so
// the raw answers are what the renderer sends. Rather than wait for the minute, the test moves the
// functions' clock to it (e2e/support/server-clock.ts); the browser keeps the real time. Moving the
// clock moves it for every request, hence a file in e2e/serial/, with nothing beside it.

const { context, page, content } = await useAdminSession();
const uniqueTitle = uniqueTitles('E2E Vårmarkise');
const campaignTitle = `E2E Vårkampanje ${Date.now().toString(36)}`;

/** What a visitor without JavaScript (or a crawler) gets: no cookies, no token. */
async function visitor(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: res.status, body: await res.text(), cacheControl: res.headers.get('cache-control') ?? '' };
}

/** How long any cache may keep an answer, stale copies included (seconds). */
const lifetimeOf = (cacheControl: string) => [...cacheControl.matchAll(/(?:s-maxage|stale-while-revalidate)=(\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0);

async function removeCampaign() {
  const token = await content.token();
  const { body } = await apiFetch(context, '/api/campaigns', { token });
  for (const c of (body as { data: { id: string; title: string }[] }).data.filter((x) => x.title === campaignTitle)) {
    await apiFetch(context, `/api/campaigns/${c.id}`, { method: 'DELETE', token });
  }
}

describe('publishing at a time', () => {
  it('shows a product and a home-page campaign staff scheduled for the same minute only from that minute, with no action in between', async () => {
    const title = uniqueTitle();
    const id = await content.product({ title, category: 'markiser' });
    const path = `/produkter/markiser/${id}`;
    // Public at first (once the renderer's content has followed the save, within a second or two).
    await expect.poll(async () => (await visitor(path)).status, { timeout: 10_000, interval: 500 }).toBe(200);
    // A whole minute well ahead (the fields take Oslo time to the minute): the real time never reaches
    // it during the test, however busy the machine; only the moved clock does.
    const opens = Math.ceil((Date.now() + 10 * 60_000) / 60_000) * 60_000;
    try {
      await page.goto(`/produkter/endre/${id}`);
      await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
      await page.getByLabel('Publiser fra', { exact: true }).fill(toOsloInput(new Date(opens).toISOString()));
      await page.getByText(/^Publiseres \d+\. \w+ kl\. \d\d\.\d\d$/).waitFor();
      await page.getByRole('button', { name: 'Lagre', exact: true }).click();
      await page.getByText('Produkt oppdatert').first().waitFor();

      await page.goto('/admin/kampanjer');
      await page.getByRole('button', { name: 'Ny kampanje' }).click();
      await page.getByLabel('Tittel', { exact: true }).fill(campaignTitle);
      await page.getByLabel('Starter (norsk tid)').fill(osloLocalValue(new Date(opens)));
      await page.getByLabel('Slutter (norsk tid)').fill(osloLocalValue(new Date(opens + 86_400_000)));
      await page.getByRole('button', { name: 'Opprett kampanje' }).click();
      await page.getByText(`Kampanjen «${campaignTitle}» er opprettet`).first().waitFor();

      // Before the minute (the saved campaign reaches the content snapshot within a second or two).
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const asked = Date.now();
      const product = await visitor(path);
      const home = await visitor('/');
      expect(product.status).toBe(404);
      expect(home.body).not.toContain(campaignTitle);
      // No copy may be kept past the minute, stale ones included.
      for (const answer of [product, home]) expect(lifetimeOf(answer.cacheControl)).toBeLessThanOrEqual(Math.ceil((opens - asked) / 1000));
      expect((await visitor('/sitemap.xml')).body).not.toContain(path);
      expect((await visitor('/produkter/markiser')).body).not.toContain(title);

      // Half a minute before it by the functions' time: still neither. A look that came after the
      // minute by that time would prove nothing, so the test says so rather than pass.
      const moved = Date.now();
      await setServerTime(opens - 30_000);
      const justBefore = [await visitor(path), await visitor('/')] as const;
      expect(Date.now() - moved, 'the look half a minute before came after the minute').toBeLessThan(30_000);
      expect(justBefore[0].status).toBe(404);
      expect(justBefore[1].body).not.toContain(campaignTitle);

      // The minute comes, and nothing else is done: the clock alone brings both.
      await setServerTime(opens);
      await expect.poll(async () => (await visitor(path)).status, { timeout: 30_000, interval: 1_000 }).toBe(200);
      await expect.poll(async () => (await visitor('/')).body, { timeout: 30_000, interval: 1_000 }).toContain(campaignTitle);
      expect((await visitor('/sitemap.xml')).body).toContain(path);
      expect((await visitor('/produkter/markiser')).body).toContain(title);
    } finally {
      await resetServerTime();
      await removeCampaign();
    }
  }, 180_000);
});
