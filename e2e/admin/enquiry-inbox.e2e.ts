import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { newContext, watchErrors } from '../support/browser';
import { seededSite } from '../support/seeded-site';

/**
 * The enquiry inbox, as a phone (375 px): a visitor lands on a sub-product page from a campaign link
 * and asks for a quote, and gets a receipt; the admin finds it under that product, sees where the
 * visit came from, adds a note and marks it contacted; the export holds it; a quote of 48 000 kr and
 * then a win are recorded, and 'Salg' counts the win under that campaign and product.
 */

const PHONE = { width: 375, height: 800 };
const { plan, pathOf } = seededSite();
const subProduct = plan.products.find((p) => p.level === 2)!;
const subTitle = subProduct.data.title as string;
const stamp = Date.now().toString(36);
const campaign = `var-${stamp}`;
/** An address of this run's own: a receipt goes to one address at most once an hour. */
const visitorEmail = `kari-${stamp}@example.no`;

/** The mail the offline stack's mailer wrote (as JSON, to the outbox folder) to `to`, if any. */
async function mailTo(to: string): Promise<{ subject: string; text: string } | undefined> {
  const outbox = join(inject('dataDir'), 'outbox');
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; subject: string; text: string };
    if (mail.to === to) return mail;
  }
  return undefined;
}

const { browser, page } = await useAdminSession(PHONE);

describe('a product enquiry, followed up in the enquiry inbox', () => {
  it('goes from a sub-product page to the inbox under its product, gets a note, is contacted, is in the export, and is counted in Salg once won', async () => {
    const visitor = await newContext(browser, PHONE);
    const visit = await visitor.newPage();
    const errors = watchErrors(visit);
    // The campaign link leads to the sub-product page; the app keeps its tags in memory (no cookie, no storage).
    await visit.goto(`${pathOf(subProduct.id)}?utm_source=facebook&utm_medium=cpc&utm_campaign=${campaign}`);
    const form = visit.getByRole('region', { name: 'Interessert? Kontakt oss' });
    await form.getByText(`Gjelder: ${subTitle}`).waitFor();
    expect(await form.getByRole('link', { name: 'personvernerklæringen' }).getAttribute('href')).toBe('/personvern');
    const name = `Kari ${stamp}`;
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('E-post').fill(visitorEmail);
    await form.getByLabel('Postnummer').fill('2050');
    await form.getByLabel('Bredde (cm)').fill('420');
    await form.getByLabel('Utfall/høyde (cm)').fill('300');
    await form.getByLabel('Ønsker befaring').check();
    await form.getByLabel('Melding').fill(`Tilbud på ${subTitle}, takk (${stamp}).`);
    await form.getByRole('button', { name: 'Be om tilbud' }).click();
    await form.getByText('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    expect(await visitor.cookies()).toEqual([]);
    expect(await visit.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    await visitor.close();
    // The visitor's receipt names the product from the catalogue (never the visitor's own text).
    await expect.poll(() => mailTo(visitorEmail), { timeout: 20_000 }).toBeDefined();
    expect((await mailTo(visitorEmail))?.text).toContain(subTitle);

    // The admin, on a phone too: the inbox filtered to that product.
    await page.goto('/admin/henvendelser');
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    // On a phone the search, the filters and the export fold behind one 'Filter' button (it stays open).
    await inbox.getByRole('button', { name: 'Filter', exact: true }).click();
    await inbox.getByLabel('Produkt').selectOption(subProduct.id);
    await inbox.getByRole('button', { name: 'Filter (1)' }).waitFor();
    const item = inbox.getByRole('listitem', { name: `Tilbud: ${subTitle} – ${name}` });
    await item.waitFor({ timeout: 20_000 });
    const quote = item.getByRole('group', { name: 'Tilbudsforespørsel' });
    expect(await quote.textContent()).toMatch(/2050/);
    expect(await quote.textContent()).toMatch(/420/);
    await item.getByText(`Kilde: facebook · kampanje ${campaign} · medium cpc · kom inn på ${pathOf(subProduct.id)}`).waitFor();

    await item.getByText(/^Notater \(\d+\)$/).click();
    await item.getByLabel('Nytt notat').fill('ringt 12.3., befaring avtalt');
    await item.getByRole('button', { name: 'Legg til notat' }).click();
    await item.getByRole('list', { name: 'Notater' }).getByText('ringt 12.3., befaring avtalt').waitFor();

    // 'Svar' opens the mail program (nothing to open here), then asks whether to mark it contacted.
    await page.route('mailto:*', (route) => route.abort());
    await item.getByRole('link', { name: 'Svar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Markere som kontaktet?' });
    await confirm.getByRole('button', { name: 'Marker som kontaktet' }).click();
    await expect.poll(() => item.getByLabel('Fase').inputValue(), { timeout: 10_000 }).toBe('contacted');

    const [download] = await Promise.all([page.waitForEvent('download'), inbox.getByRole('button', { name: 'Eksporter til CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^henvendelser-\d{4}-\d{2}-\d{2}\.csv$/);
    // The browser is shared over a connection (global setup): its file is read as a stream.
    const csv = Buffer.concat(await (await download.createReadStream()).toArray());
    expect([...csv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const row = csv
      .toString('utf8')
      .split('\r\n')
      .find((line) => line.includes(name));
    expect(row).toBeDefined();
    expect(row).toContain(`;${subTitle};`);
    expect(row).toContain(';2050;420;300;Ja;Kontaktet;');
    expect(row).toContain('ringt 12.3., befaring avtalt');

    // A quote of 48 000 kr, then a win; each is in the enquiry's history.
    await item.getByLabel('Fase').selectOption('quoted');
    const quoted = item.getByRole('form', { name: 'Tilbud sendt' });
    await quoted.getByLabel('Tilbudets beløp (kr)').fill('48 000');
    await quoted.getByRole('button', { name: 'Lagre' }).click();
    await item.getByText(/^48\s000 kr$/).waitFor({ timeout: 10_000 });
    await item.getByLabel('Fase').selectOption('won');
    await expect.poll(() => item.getByLabel('Fase').inputValue(), { timeout: 10_000 }).toBe('won');
    await item.getByText(/^Historikk \(3\)$/).click();
    expect(await item.getByRole('list', { name: 'Historikk' }).getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^Kontaktet – /),
      expect.stringMatching(/^Tilbud sendt · 48\s000 kr – /),
      expect.stringMatching(/^Vunnet · 48\s000 kr – /),
    ]);

    // 'Salg' counts the win under the campaign and the product (no other browser test wins an enquiry).
    await page.goto('/admin/salg');
    const campaignRow = page.getByRole('table', { name: 'Per kampanje' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: campaign, exact: true }) });
    await campaignRow.waitFor({ timeout: 20_000 });
    expect((await campaignRow.getByRole('cell').allTextContents()).map((c) => c.replace(/\s/g, ' ')).slice(0, 5)).toEqual(['1', '1', '48 000 kr', '1', '48 000 kr']);
    const byProduct = page.getByRole('table', { name: 'Per produkt' });
    const productRow = byProduct.getByRole('row').filter({ has: page.getByRole('rowheader', { name: subTitle, exact: true }) });
    await productRow.waitFor({ timeout: 20_000 });
    const cells = (await productRow.getByRole('cell').allTextContents()).map((c) => c.replace(/\s/g, ' '));
    // Henvendelser, Tilbud sendt, Tilbudssum, Vunnet, Vunnet (kr), Tapt, Tapt (kr), Andel vunnet.
    expect(cells.slice(3, 5)).toEqual(['1', '48 000 kr']);
    expect(cells[7]).toBe('100 %');
  });
});
