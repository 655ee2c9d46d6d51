import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photo, photoJpeg } from '../../test/image-fixtures';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { newContext } from '../support/browser';
import { apiFetch, storedToken } from '../support/auth';

// An administrator's product work, in one signed-in context: the add-product wizard, inline
// renaming, main image, sibling order and deletion, each checked against the API as well.
// Every test starts from its own product (made through the API), so none needs another's.

const { browser, context, page, content } = await useAdminSession();

const uniqueTitle = uniqueTitles('E2E Markise');

interface ApiImage {
  id: string;
  isMain: boolean;
}
interface ApiNode {
  id: string;
  title: string;
  index: number;
  images: ApiImage[];
  metadata: { path: string };
}

async function productFromApi(id: string) {
  return apiFetch(context, `/api/products/${id}`, { token: await storedToken(page) });
}

describe('products, as an administrator', () => {
  it('creates a product with the wizard: category, title, description and two images', async () => {
    const title = uniqueTitle();
    await page.goto('/produkter');
    await page.getByRole('link', { name: '+ Legg til produkt' }).click();
    await page.waitForURL('**/produkter/ny');
    await page.getByRole('heading', { name: 'Velg produktkategori' }).waitFor();

    // Step one refuses to go on without title, description and category.
    await page.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await page.getByText('Title and description are required').waitFor();

    await page.getByRole('radio', { name: 'Markiser', exact: true }).check();
    await page.getByLabel('Tittel', { exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Beskrivelse', exact: true });
    await editor.click();
    await editor.pressSequentially('En markise laget i en nettlesertest.');
    await page.getByRole('button', { name: 'B (bold)' }).click();
    await page.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await page.getByText('Produkt opprettet').first().waitFor();

    // Step two: 'Ferdig' needs at least one image.
    const finish = page.getByRole('button', { name: 'Ferdig' });
    expect(await finish.isDisabled()).toBe(true);
    const png = await photo(320, 240, 3).png().toBuffer();
    const jpeg = await photoJpeg(320, 240, 4);
    await page.getByTestId('image-file-input').setInputFiles([
      { name: 'first.png', mimeType: 'image/png', buffer: png },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: jpeg },
    ]);
    const uploaded = page.getByRole('list', { name: 'Opplastede bilder' }).locator('li[data-image-id]');
    await expect.poll(() => uploaded.count(), { timeout: 30_000 }).toBe(2);
    await finish.click();
    await page.waitForURL(/\/produkter\/markiser\/[a-z0-9-]+$/);
    const productId = new URL(page.url()).pathname.split('/').pop()!;
    content.track('products', productId);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();

    const { status, body } = await productFromApi(productId);
    expect(status).toBe(200);
    const node = (body as { data: ApiNode }).data;
    expect(node.title).toBe(title);
    expect(node.images).toHaveLength(2);
    expect(node.metadata.path).toBe(`produkter/markiser/${productId}`);
  });

  describe('an existing product with two images, first among its siblings', () => {
    let productId = '';
    let title = '';

    beforeEach(async () => {
      title = uniqueTitle();
      productId = await content.product({ title, category: 'markiser', index: 0 }, 2);
      await page.goto(`/produkter/markiser/${productId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });

    it('renames the product inline', async () => {
      await page.getByRole('button', { name: 'Rediger tittel' }).click();
      const input = page.getByRole('textbox', { name: 'Tittel', exact: true });
      await input.fill(`${title} omdøpt`);
      await input.press('Enter');
      await page.getByText('Tittel oppdatert').first().waitFor();
      await page.getByRole('heading', { level: 1, name: `${title} omdøpt` }).waitFor();
      const node = ((await productFromApi(productId)).body as { data: ApiNode }).data;
      expect(node.title).toBe(`${title} omdøpt`);
    });

    it('makes the second image the main one', async () => {
      const before = ((await productFromApi(productId)).body as { data: ApiNode }).data.images;
      const second = before[1]!;
      expect(second.isMain).toBe(false);
      const manager = page.getByRole('region', { name: 'Administrer bilder' });
      await manager.getByRole('button', { name: 'Sett som hovedbilde: bilde 2' }).click();
      const firstThumbnail = manager.getByRole('list', { name: 'Opplastede bilder' }).locator('li').first();
      await expect.poll(() => firstThumbnail.getAttribute('data-image-id')).toBe(second.id);
      // The thumbnails move at once (optimistic); the server's answer may come a moment later.
      const images = async () => ((await productFromApi(productId)).body as { data: ApiNode }).data.images;
      await expect.poll(async () => (await images())[0]?.id, { timeout: 20_000 }).toBe(second.id);
      const after = await images();
      expect(after[0]).toMatchObject({ id: second.id, isMain: true });
      expect(after[1]).toMatchObject({ id: before[0]!.id, isMain: false });
    });

    it('moves the product among its siblings', async () => {
      const position = page.getByTestId('sibling-position');
      const start = await position.textContent();
      expect(start).toMatch(/^1 av \d+$/);
      await page.getByRole('button', { name: '↓ Flytt ned' }).click();
      await page.getByText('Produkt oppdatert').first().waitFor();
      await expect.poll(() => position.textContent()).toMatch(/^2 av \d+$/);
      const node = ((await productFromApi(productId)).body as { data: ApiNode }).data;
      expect(node.index).toBe(1);
    });

    it('edits the product on its edit screen and lands on /produkter/{id}', async () => {
      await page.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByRole('link', { name: 'Rediger' }).click();
      await page.waitForURL(`**/produkter/endre/${productId}`);
      await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Markiser', exact: true }).isChecked()).toBe(true);
      await page.getByLabel('Tittel', { exact: true }).fill(`${title} (endret)`);
      await page.getByRole('button', { name: 'Lagre og vis', exact: true }).click();
      await page.getByText('Produkt oppdatert').first().waitFor();
      await page.waitForURL(`**/produkter/${productId}`);
      await page.getByRole('heading', { level: 1, name: `${title} (endret)` }).waitFor();
    });

    describe('on a phone', () => {
      beforeEach(() => page.setViewportSize({ width: 390, height: 844 }));
      afterEach(() => page.setViewportSize({ width: 1280, height: 900 }));
      const pageWidth = () => page.evaluate('document.documentElement.scrollWidth');

      it('the edit screen fits 390 px, and one Lagre, in view beside the search and share fields, saves them with the text', async () => {
        await page.goto(`/produkter/endre/${productId}`);
        await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
        expect(await pageWidth()).toBeLessThanOrEqual(390);
        await page.getByLabel('Tittel', { exact: true }).fill(`${title} (mobil)`);
        await page.getByLabel('Tittel i søkeresultater').fill('Markise for mobil');
        // Sticky: the one Lagre is on screen at the top of the long form and far down it.
        const save = page.getByRole('button', { name: 'Lagre', exact: true });
        const inView = async () => {
          const box = (await save.boundingBox())!;
          return box.y >= 0 && box.y + box.height <= 844;
        };
        await page.evaluate('window.scrollTo(0, 0)');
        expect(await inView()).toBe(true);
        await page.getByRole('region', { name: 'Bilder', exact: true }).scrollIntoViewIfNeeded();
        expect(await inView()).toBe(true);
        await page.getByTestId('share-preview').scrollIntoViewIfNeeded();
        expect(await inView()).toBe(true);
        await save.click();
        // 'Lagre' keeps the editor open.
        await page.getByText('Produkt oppdatert').first().waitFor();
        expect(page.url()).toContain(`/produkter/endre/${productId}`);
        const node = ((await productFromApi(productId)).body as { data: ApiNode & { seo?: { title?: string } } }).data;
        expect(node).toMatchObject({ title: `${title} (mobil)`, seo: { title: 'Markise for mobil' } });
      });

      it('the add-product wizard fits 390 px', async () => {
        await page.goto('/produkter/ny?kategori=markiser');
        await page.getByRole('heading', { name: 'Velg produktkategori' }).waitFor();
        expect(await pageWidth()).toBeLessThanOrEqual(390);
      });
    });

    it("asks before the browser's back button leaves unsaved text, and keeps the address while the admin stays", async () => {
      await page.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByRole('link', { name: 'Rediger' }).click();
      await page.waitForURL(`**/produkter/endre/${productId}`);
      await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
      await page.getByLabel('Tittel', { exact: true }).fill(`${title} (ulagret)`);

      // Back, as the browser's button does (an entry of this page, so no unload: the app must hold it).
      await page.evaluate(() => window.history.back());
      const leave = page.getByRole('alertdialog', { name: 'Vil du forlate siden?' });
      await leave.waitFor();
      await leave.getByRole('button', { name: 'Bli her' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(`/produkter/endre/${productId}`);
      expect(await page.getByLabel('Tittel', { exact: true }).inputValue()).toBe(`${title} (ulagret)`);

      await page.evaluate(() => window.history.back());
      await leave.getByRole('button', { name: 'Forlat siden' }).click();
      await page.waitForURL(`**/produkter/markiser/${productId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      // Nothing was saved.
      expect(((await productFromApi(productId)).body as { data: ApiNode }).data.title).toBe(title);
    });

    it('deletes the product after the confirmation', async () => {
      // Cancelling keeps it.
      await page.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByRole('button', { name: 'Slett' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Avbryt' }).click();
      expect((await productFromApi(productId)).status).toBe(200);

      await page.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByRole('button', { name: 'Slett' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Er du sikker på at du vil slette dette produktet?' });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Slett' }).click();
      await page.getByText('Produkt slettet').first().waitFor();
      await page.waitForURL(/\/produkter\/markiser$/);
      expect((await productFromApi(productId)).status).toBe(404);
    });
  });

  it('uploads a category image in single-image mode, and visitors see it on the home page', async () => {
    const category = async () => ((await productFromApi('markiser')).body as { data: { categoryImage: { id: string; src: string } | null } }).data.categoryImage;
    const seeded = await category();
    // Put the seeded picture back afterwards (as a new image: ids are never reused).
    const seededBytes = seeded ? await (await context.request.get(`/raw/${seeded.src.replaceAll(',', '/')}`)).body() : null;

    await page.goto('/produkter/markiser');
    await page.getByRole('button', { name: 'Administrer kategori-bilde' }).click();
    const panel = page.getByRole('region', { name: 'Administrer kategori-bilde' });
    const dropzone = panel.getByRole('button', { name: 'Last opp eller bytt bilde' });
    // The file input takes one file in single mode; two dropped files are refused with the product editor's message.
    const twoFiles = await page.evaluateHandle(
      "(() => { const dt = new DataTransfer(); for (const n of ['a.jpg', 'b.jpg']) dt.items.add(new File(['x'], n, { type: 'image/jpeg' })); return dt; })()",
    );
    await dropzone.dispatchEvent('drop', { dataTransfer: twoFiles });
    await panel.getByText('Only one image can be uploaded at a time').waitFor();

    await panel.getByTestId('image-file-input').setInputFiles({ name: 'kategori.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(640, 480, 21) });
    await expect.poll(async () => (await category())?.id, { timeout: 30_000 }).not.toBe(seeded?.id);
    const uploaded = (await category())!;
    expect(uploaded).toBeTruthy();
    await expect.poll(() => panel.getByRole('img', { name: 'Kategori-bilde' }).getAttribute('src'), { timeout: 20_000 }).toContain(uploaded.id);

    // A visitor's home page: the Markiser tile of 'Våre tjenester' shows the new image, loaded.
    const visitor = await newContext(browser);
    const home = await visitor.newPage();
    // Found by its link target: the tile's accessible name includes the image's alt text.
    const tile = home.getByRole('region', { name: 'Våre tjenester' }).locator('a[href="/produkter/markiser"] img');
    type LoadedImage = { currentSrc: string; complete: boolean; naturalWidth: number };
    // The page comes rendered from the content snapshot, which follows the upload within a moment (longer
    // on a busy stack); a visitor who came a moment too early sees the new picture on their next visit.
    const shown = async () => {
      await home.goto('/');
      return tile.getAttribute('src');
    };
    await expect.poll(shown, { timeout: 30_000, interval: 1_000 }).toContain(uploaded.id);
    await tile.scrollIntoViewIfNeeded();
    await expect.poll(() => tile.evaluate((img) => (img as unknown as LoadedImage).currentSrc)).toContain(uploaded.id);
    await expect.poll(() => tile.evaluate((img) => (img as unknown as LoadedImage).complete && (img as unknown as LoadedImage).naturalWidth > 0), { timeout: 20_000 }).toBe(true);
    await visitor.close();

    if (seededBytes) {
      const restored = await context.request.post('/api/products/categories/markiser/image', {
        headers: { Authorization: `Bearer ${await storedToken(page)}` },
        multipart: { file: { name: 'kategori.jpg', mimeType: 'image/jpeg', buffer: seededBytes } },
      });
      expect(restored.status()).toBe(201);
    }
  });
});
