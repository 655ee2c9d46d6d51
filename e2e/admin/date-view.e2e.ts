import { toOsloInput } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { baseURL } from '../support/browser';

// Staff see the public site as it will be at a chosen time ('Fram i tid'): a
// product scheduled a month ahead and a home-page campaign starting then, shown by the visitors'
// own pages in the signed-in app, while visitors see neither; back to now, both are gone again.

const { context, page, content } = await useAdminSession();
const uniqueTitle = uniqueTitles('E2E Høstmarkise');
const DAY = 86_400_000;

/** What a visitor without JavaScript gets. */
async function visitor(path: string) {
  const res = await fetch(`${baseURL()}${path}`, { redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

describe("'Fram i tid'", () => {
  it('shows staff the home page and a product as they will be in a month, and nothing of it to visitors', async () => {
    // Whole minutes: the screen takes the time to the minute.
    const opens = Math.ceil((Date.now() + 30 * DAY) / 60_000) * 60_000;
    const title = uniqueTitle();
    const id = await content.product({ title, category: 'markiser', publishAt: new Date(opens).toISOString() });
    const campaignTitle = `E2E Høstkampanje ${Date.now().toString(36)}`;
    const token = await content.token();
    const created = await apiFetch(context, '/api/campaigns', {
      method: 'POST',
      token,
      body: { title: campaignTitle, text: '<p>Høsttilbud</p>', link: { kind: 'product', id }, startsAt: new Date(opens).toISOString(), endsAt: new Date(opens + 7 * DAY).toISOString(), placements: [{ kind: 'home' }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const campaignId = (created.body as { data: { id: string } }).data.id;
    try {
      await page.goto('/admin/fram-i-tid');
      await page.getByRole('heading', { level: 1, name: 'Fram i tid' }).waitFor();
      // What changes on its own, with the page to look at.
      const planned = page.getByRole('region', { name: 'Planlagte endringer' });
      await planned.getByText(`«${title}» publiseres`).waitFor();
      await planned.getByText(`Kampanjen «${campaignTitle}» starter`).waitFor();

      await page.getByLabel('Tidspunkt (norsk tid)').fill(toOsloInput(new Date(opens + 60 * 60_000).toISOString()));
      await page.getByLabel('Side', { exact: true }).selectOption('/');
      await page.getByRole('button', { name: 'Vis nettstedet' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const bar = page.getByRole('region', { name: 'Fram i tid' });
      await bar.getByText('Du ser nettstedet slik besøkende ser det').waitFor();
      const campaign = page.getByRole('region', { name: campaignTitle });
      await campaign.waitFor();

      // The campaign's link leads to the product, as visitors will see it then.
      await campaign.getByRole('link', { name: 'Se tilbudet' }).click();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await bar.isVisible()).toBe(true);

      // Visitors, now: neither the product nor the campaign.
      expect((await visitor(`/produkter/markiser/${id}`)).status).toBe(404);
      expect((await visitor('/')).body).not.toContain(campaignTitle);

      // Back to now: the bar goes, and the home page has no campaign.
      await bar.getByRole('button', { name: 'Tilbake til nå' }).click();
      await bar.waitFor({ state: 'detached' });
      await page.getByRole('link', { name: /til forsiden/ }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('region', { name: 'Våre tjenester' }).waitFor();
      expect(await page.getByRole('region', { name: campaignTitle }).count()).toBe(0);
    } finally {
      await apiFetch(context, `/api/campaigns/${campaignId}`, { method: 'DELETE', token: await content.token() });
    }
  });

  it('returns to now when staff go back into the admin area', async () => {
    await page.goto('/admin/fram-i-tid');
    await page.getByLabel('Tidspunkt (norsk tid)').fill(toOsloInput(new Date(Date.now() + 10 * DAY).toISOString()));
    await page.getByRole('button', { name: 'Vis nettstedet' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const bar = page.getByRole('region', { name: 'Fram i tid' });
    // The home page shown (the address changes first, while the page is still on its way).
    await page.getByRole('region', { name: 'Våre tjenester' }).waitFor();
    await bar.getByRole('link', { name: 'Velg et annet tidspunkt' }).click();
    await page.getByRole('heading', { level: 1, name: 'Fram i tid' }).waitFor();
    await bar.waitFor({ state: 'detached' });
  });
});
