import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { adminRoutePaths, injectAxe, seriousViolations } from '../support/admin-routes';

// axe finds no serious or critical violation anywhere staff work: every address of the admin area
// (read from web/src/app/admin-routes.ts, so a new screen is covered at once), the product and project
// editors for new and existing items, and the dialogs they open (a delete's question, the focal point).

const { context, page, content } = await useAdminSession({ width: 1280, height: 900 });
await injectAxe(context);

const stamp = Date.now().toString(36);

/** axe's findings on `where`, once its heading is there and the screen has had its data. */
async function check(where: string, found: string[]): Promise<void> {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForLoadState('networkidle');
  found.push(...(await seriousViolations(page)).map((v) => `${where} ${v}`));
}

describe('axe on the admin area', () => {
  const routes = adminRoutePaths();
  it('reads every admin address from admin-routes.ts', () => {
    expect(routes).toContain('/admin/bilder');
    expect(routes.length).toBeGreaterThanOrEqual(14);
  });

  // One test per address: each has the whole test time on a busy machine.
  for (const path of routes) {
    it(`finds no serious or critical violation on ${path}`, async () => {
      const found: string[] = [];
      await page.goto(path);
      await check(path, found);
      expect(found).toEqual([]);
    });
  }

  it("finds none in a picture's details in 'Bilder' (its alt text, uses, focal point and 'Slett for godt')", async () => {
    const found: string[] = [];
    await page.goto('/admin/bilder');
    await page.getByRole('button', { name: /^Detaljer om / }).first().click();
    await page.getByRole('button', { name: 'Slett for godt', exact: true }).waitFor();
    await check('/admin/bilder (detaljer)', found);
    expect(found).toEqual([]);
  });

  it('finds none in the product and project wizards for new items', async () => {
    const found: string[] = [];
    for (const path of ['/produkter/ny', '/referanser/ny']) {
      await page.goto(path);
      await check(path, found);
    }
    expect(found).toEqual([]);
  });

  for (const kind of ['product', 'project'] as const) {
    it(`finds none in the ${kind} editor, its pictures, the focal-point dialog, 'Mer' and the delete's question`, async () => {
      const id = kind === 'product' ? await content.product({ title: `E2E Axe produkt ${stamp}` }, 1) : await content.project({ title: `E2E Axe prosjekt ${stamp}` }, 1);
      const path = kind === 'product' ? `/produkter/endre/${id}` : `/referanser/endre/${id}`;
      const remove = kind === 'product' ? 'Slett produkt' : 'Slett prosjekt';
      const found: string[] = [];
      await page.goto(path);
      await check(path, found);
      // Both editors are one page: the pictures are under the details.
      await page.getByRole('button', { name: 'Fokuspunkt for bilde 1' }).waitFor();
      await check(`${path} (bilder)`, found);
      // The focal-point picker of the editor's image card.
      await page.getByRole('button', { name: 'Fokuspunkt for bilde 1' }).click();
      await page.getByRole('dialog', { name: 'Fokuspunkt for bilde 1' }).waitFor();
      await check(`${path} (fokuspunkt)`, found);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      // The delete's question, from the bar's 'Mer'.
      await page.getByRole('button', { name: 'Mer', exact: true }).click();
      await check(`${path} (mer)`, found);
      await page.getByRole('button', { name: remove, exact: true }).click();
      const question = page.getByRole('alertdialog');
      await question.waitFor();
      await check(`${path} (slett)`, found);
      await question.getByRole('button', { name: 'Avbryt' }).click();
      await question.waitFor({ state: 'detached' });
      expect(found).toEqual([]);
    });
  }
});
