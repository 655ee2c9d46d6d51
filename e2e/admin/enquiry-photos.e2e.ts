import { createRequire } from 'node:module';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { newContext, watchErrors } from '../support/browser';
import { seededSite } from '../support/seeded-site';

/**
 * Photos with the enquiry (decision 154) on a phone (390 px): a visitor picks two photos on a product
 * page's quote form, sees their previews (axe finds nothing serious with them), and sends; staff
 * open the enquiry in Henvendelser and see both, and open one full size.
 */

const PHONE = { width: 390, height: 844 };
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const { plan, pathOf } = seededSite();
const product = plan.products.find((p) => p.level === 1)!;
const title = product.data.title as string;
const stamp = Date.now().toString(36);
const name = `Per Bilde ${stamp}`;

/** A phone-sized photo: 3,000 × 2,000, scaled by the page to 2,560 on its long side before sending. */
function wallPhoto(seed: number): Promise<Buffer> {
  return sharp({ create: { width: 3000, height: 2000, channels: 3, background: { r: 120 + seed * 40, g: 110, b: 90 } } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const { browser, page } = await useAdminSession(PHONE);

describe('photos with a product enquiry', () => {
  it('are picked, previewed and sent from a product page at 390 px, and staff see both in Henvendelser', async () => {
    const visitor = await newContext(browser, PHONE);
    await visitor.addInitScript({ path: AXE });
    const visit = await visitor.newPage();
    const errors = watchErrors(visit);
    await visit.goto(pathOf(product.id));
    const form = visit.getByRole('region', { name: 'Interessert? Kontakt oss' });
    await form.getByText(`Gjelder: ${title}`).waitFor();
    await form.getByLabel('Navn').fill(name);
    await form.getByLabel('E-post').fill(`per-${stamp}@example.no`);
    await form.getByLabel('Veggen er av').selectOption('tre');
    await form.getByLabel('Veggen vender mot').selectOption('SV');
    await form.getByLabel('Ønsker motor').check();
    await form.getByLabel('Melding').fill(`Her er veggen (${stamp}).`);

    await form.getByLabel('Bilder (valgfritt)').setInputFiles([
      { name: 'vegg.jpg', mimeType: 'image/jpeg', buffer: await wallPhoto(1) },
      { name: 'terrasse.jpg', mimeType: 'image/jpeg', buffer: await wallPhoto(2) },
    ]);
    const previews = form.getByRole('list', { name: 'Valgte bilder' });
    await previews.getByRole('img', { name: 'Bilde 2: terrasse.jpg' }).waitFor({ timeout: 20_000 });
    expect(await previews.getByRole('img').count()).toBe(2);
    await form.getByText('2 av 5 bilder valgt.').waitFor();
    // Each preview has its remove button, reachable by keyboard.
    await form.getByRole('button', { name: 'Fjern bilde 1: vegg.jpg' }).focus();
    expect(await visit.evaluate(() => document.activeElement?.textContent)).toBe('Fjern');
    // The page holds no horizontal scroll at 390 px with the previews in it.
    expect(await visit.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    const violations = await visit.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run: (context: unknown) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run(document.querySelector('form'))).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    await form.getByRole('button', { name: 'Be om tilbud' }).click();
    await form.getByText('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.').waitFor({ timeout: 30_000 });
    await form.getByText('Bilder mottatt: 2').waitFor();
    expect(errors).toEqual([]);
    await visitor.close();

    await page.goto('/admin/henvendelser');
    const inbox = page.getByRole('region', { name: 'Henvendelser' });
    await inbox.getByRole('button', { name: 'Filter', exact: true }).click();
    await inbox.getByLabel('Søk i henvendelser').fill(stamp);
    const item = inbox.getByRole('listitem', { name: `Tilbud: ${title} – ${name}` });
    await item.waitFor({ timeout: 20_000 });
    expect(await item.getByRole('group', { name: 'Tilbudsforespørsel' }).textContent()).toMatch(/Veggen er avtre.*Vender motSV.*MotorJa/);
    const photos = item.getByRole('region', { name: `Bilder fra ${name}` });
    const open = photos.getByRole('button', { name: /^Åpne bilde \d av 2 i full størrelse$/ });
    expect(await open.count()).toBe(2);
    // Both thumbnails load (fetched with the staff token; the route answers anyone else 404).
    await expect.poll(() => photos.locator('img').evaluateAll((imgs) => imgs.filter((i) => (i as HTMLImageElement).complete && (i as HTMLImageElement).naturalWidth === 320).length), { timeout: 20_000 }).toBe(2);

    await open.first().click();
    const dialog = page.getByRole('dialog', { name: `Bilde 1 av 2 fra ${name}` });
    await dialog.getByText('(2560 × 1707 px)').waitFor({ timeout: 20_000 });
    await expect.poll(() => dialog.locator('img').evaluate((i) => (i as HTMLImageElement).naturalWidth), { timeout: 20_000 }).toBe(2560);
    await dialog.getByRole('button', { name: 'Lukk' }).click();
    await dialog.waitFor({ state: 'detached' });
  });
});
