import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { adminRoutePaths, boxedLists } from '../support/admin-routes';
import { formToken } from '../support/contact';

// The admin area's lists show what they hold, at 1280 px and on a 390 px phone: from /admin/innhold a
// draft product and a scheduled project are found by search and filter and open in their editors in
// one click, and 'Nytt produkt' starts the wizard; no admin screen keeps a list in a box shorter than
// its content; on a phone the inbox's first enquiry starts on the first screen; 'Bilder' and
// 'Oversikt' stay within their heights at 1280 px.

const { context, page } = await useAdminSession({ width: 1280, height: 900 });

const stamp = Date.now().toString(36);
const productTitle = `E2E Utkast i lista ${stamp}`;
const projectTitle = `E2E Planlagt i lista ${stamp}`;
// A week from now: scheduled for as long as the test runs.
const publishAt = new Date(Date.now() + 7 * 86_400_000).toISOString();

const WIDTHS = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The document's height once the screen has its heading and its data. */
async function pageHeight(path: string): Promise<number> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => document.documentElement.scrollHeight);
}

describe('the admin lists', () => {
  let productId = '';
  let projectId = '';

  // Made once for the file (the session's own helper removes what it made after each test), and removed after it.
  beforeAll(async () => {
    const token = await storedToken(page);
    const product = await apiFetch(context, '/api/products', { method: 'POST', token, body: { title: productTitle, category: 'markiser', description: `<p>${productTitle}</p>`, draft: true } });
    expect(product.status).toBe(201);
    productId = (product.body as { data: { created: { id: string } } }).data.created.id;
    const project = await apiFetch(context, '/api/projects', { method: 'POST', token, body: { title: projectTitle, description: `<p>${projectTitle}</p>`, draft: false, publishAt } });
    expect(project.status).toBe(201);
    projectId = (project.body as { data: { id: string } }).data.id;
    // A visitor's enquiry, so the inbox has one to show first.
    const body = { name: 'Kari', contactEmail: `kari.${stamp}@example.com`, subject: `Lister ${stamp}`, message: 'Hei', formToken: await formToken(context) };
    expect((await apiFetch(context, '/api/email/send', { method: 'POST', body })).status).toBe(200);
  });
  afterAll(async () => {
    const token = await storedToken(page);
    await apiFetch(context, `/api/products/${productId}?recursive=true`, { method: 'DELETE', token });
    await apiFetch(context, `/api/projects/${projectId}`, { method: 'DELETE', token });
  });

  for (const size of WIDTHS) {
    describe(`at ${size.width} px`, () => {
      it('finds the draft product and the scheduled project from /admin/innhold by search and filter, each one click from its editor', async () => {
        await page.setViewportSize(size);
        const list = page.getByRole('region', { name: 'Alt innhold' });

        await page.goto('/admin/innhold');
        await list.getByRole('searchbox', { name: 'Søk i titler' }).fill(productTitle);
        await list.getByRole('combobox', { name: 'Status' }).selectOption('utkast');
        await page.waitForURL((url) => url.searchParams.get('status') === 'utkast' && url.searchParams.get('q') === productTitle);
        await list.getByRole('link', { name: productTitle, exact: true }).click();
        await page.waitForURL(`**/produkter/endre/${productId}`);
        await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();

        await page.goto('/admin/innhold');
        await list.getByRole('group', { name: 'Vis' }).getByRole('button', { name: 'Prosjekter' }).click();
        await list.getByRole('combobox', { name: 'Status' }).selectOption('planlagt');
        await list.getByRole('searchbox', { name: 'Søk i titler' }).fill(projectTitle);
        await page.waitForURL((url) => url.searchParams.get('vis') === 'prosjekter' && url.searchParams.get('status') === 'planlagt');
        await list.getByRole('link', { name: projectTitle, exact: true }).click();
        await page.waitForURL(`**/referanser/endre/${projectId}`);
        await page.getByRole('heading', { level: 1, name: 'Endre prosjekt' }).waitFor();
      });

      it("starts the product wizard from 'Nytt produkt'", async () => {
        await page.setViewportSize(size);
        await page.goto('/admin/innhold');
        await page.getByRole('link', { name: 'Nytt produkt', exact: true }).click();
        await page.waitForURL('**/produkter/ny');
        await page.getByRole('heading', { level: 1, name: 'Legg til produkt' }).waitFor();
      });

      // One test per address: each has the whole test time on a busy machine.
      for (const path of adminRoutePaths()) {
        it(`keeps no list of ${path} in a box shorter than its content`, async () => {
          await page.setViewportSize(size);
          await pageHeight(path);
          expect(await boxedLists(page)).toEqual([]);
        });
      }
    });
  }

  it('shows the first enquiry on the first screen of a 390 × 844 phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin/henvendelser');
    const first = page.getByRole('list', { name: 'Henvendelser' }).getByRole('listitem').first();
    await first.waitFor();
    const top = await first.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThanOrEqual(844);
  });

  it("keeps 'Bilder' within 5,000 px and 'Oversikt' within 1,400 px at 1280 px", async () => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const pictures = (await apiFetch(context, '/api/images', { token: await storedToken(page) })).body as { data: unknown[] };
    const height = await pageHeight('/admin/bilder');
    // The seed has fewer than 140 pictures: each shown row keeps within the share of 5,000 px that 50 rows
    // of a 140-picture library (one page) may take beside the screen's header, so 140 fit too.
    const rows = await page.getByRole('list', { name: 'Bilder' }).getByRole('listitem').evaluateAll((items) => items.map((li) => li.getBoundingClientRect().height));
    expect(rows.length).toBe(Math.min(50, pictures.data.length));
    const header = await page.getByRole('list', { name: 'Bilder' }).evaluate((ul) => ul.getBoundingClientRect().top + window.scrollY);
    expect(Math.max(...rows)).toBeLessThanOrEqual((5_000 - header - 200) / 50);
    expect(height).toBeLessThanOrEqual(5_000);
    expect(await pageHeight('/admin')).toBeLessThanOrEqual(1_400);
  });
});
