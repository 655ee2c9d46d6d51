import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { newContext, watchErrors } from '../support/browser';
import { seededSite } from '../support/seeded-site';

/**
 * Issue #23 as a phone (375 px): a visitor asks for a quote on a sub-product page; the admin finds
 * it under that product, adds a note and marks it answered; the export holds it.
 */

const PHONE = { width: 375, height: 800 };
const { plan, pathOf } = seededSite();
const subProduct = plan.products.find((p) => p.level === 2)!;
const subTitle = subProduct.data.title as string;
const stamp = Date.now().toString(36);

const { browser, page } = await useAdminSession(PHONE);

describe('a quote request, followed up in the lead inbox', () => {
  it('goes from a sub-product page to the inbox under its product, gets a note, is answered, and is in the export', async () => {
    const visitor = await newContext(browser, PHONE);
    const visit = await visitor.newPage();
    const errors = watchErrors(visit);
    await visit.goto(pathOf(subProduct.id));
    const form = visit.getByRole('region', { name: 'Interessert? Kontakt oss' });
    await form.getByText(`Gjelder: ${subTitle}`).waitFor();
    expect(await form.getByRole('link', { name: 'personvernerklæringen' }).getAttribute('href')).toBe('/personvern');
    const name = `Kari ${stamp}`;
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('E-post').fill('kari@example.no');
    await form.getByLabel('Postnummer').fill('2050');
    await form.getByLabel('Bredde (cm)').fill('420');
    await form.getByLabel('Utfall/høyde (cm)').fill('300');
    await form.getByLabel('Ønsker befaring').check();
    await form.getByLabel('Melding').fill(`Tilbud på ${subTitle}, takk (${stamp}).`);
    await form.getByRole('button', { name: 'Be om tilbud' }).click();
    await form.getByText('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.').waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await visitor.close();

    // The admin, on a phone too: the inbox filtered to that product.
    await page.goto('/admin/henvendelser');
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    await inbox.getByLabel('Produkt').selectOption(subProduct.id);
    const item = inbox.getByRole('listitem', { name: `Tilbud: ${subTitle} – ${name}` });
    await item.waitFor({ timeout: 20_000 });
    const quote = item.getByRole('group', { name: 'Tilbudsforespørsel' });
    expect(await quote.textContent()).toMatch(/2050/);
    expect(await quote.textContent()).toMatch(/420/);

    await item.getByText(/^Notater \(\d+\)$/).click();
    await item.getByLabel('Nytt notat').fill('ringt 12.3., befaring avtalt');
    await item.getByRole('button', { name: 'Legg til notat' }).click();
    await item.getByRole('list', { name: 'Notater' }).getByText('ringt 12.3., befaring avtalt').waitFor();

    // 'Svar' opens the mail program (nothing to open here), then asks whether to mark it answered.
    await page.route('mailto:*', (route) => route.abort());
    await item.getByRole('link', { name: 'Svar' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Markere som besvart?' });
    await confirm.getByRole('button', { name: 'Marker som besvart' }).click();
    await expect.poll(() => item.getByLabel('Behandling').inputValue(), { timeout: 10_000 }).toBe('answered');

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
    expect(row).toContain(';2050;420;300;Ja;Besvart;');
    expect(row).toContain('ringt 12.3., befaring avtalt');
  });
});
