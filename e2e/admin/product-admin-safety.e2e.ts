import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { data, stamp, useSafetySession, type ApiNode, type SafetySession } from '../support/safety-session';
import { apiFetch } from '../support/auth';

// Editing products loses nothing: a stale edit screen never reverts newer edits (also from a second
// admin), a half-finished wizard publishes nothing, uploads never vanish silently, destructive steps
// ask first, and deleting from the editor lands on the parent.
let contextA: BrowserContext;
let pageA: Page;
let pageB: Page;
let visitor: BrowserContext;
let errors: string[];
let created: SafetySession['created'];
let token: SafetySession['token'];
let api: SafetySession['api'];
let createProduct: SafetySession['createProduct'];
let uploadImage: SafetySession['uploadImage'];
let status: SafetySession['status'];
useSafetySession((s) => ({ contextA, pageA, pageB, visitor, errors, created, token, api, createProduct, uploadImage, status } = s), { secondAdmin: true });

describe('a stale edit screen never reverts newer edits', () => {
  it('Rediger, Avbryt, rename inline, Rediger again: the edit screen shows the new title', async () => {
    const product = await createProduct(`E2E Stale ${stamp}`);
    await pageA.goto(`/produkter/markiser/${product.id}`);
    const toolbar = pageA.getByRole('toolbar', { name: 'Produktadministrasjon' });
    await toolbar.getByRole('link', { name: 'Rediger' }).click();
    await pageA.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
    await pageA.getByRole('button', { name: 'Avbryt' }).click();
    await pageA.waitForURL(`**/produkter/markiser/${product.id}`);

    await pageA.getByRole('button', { name: 'Rediger tittel' }).click();
    const input = pageA.getByRole('textbox', { name: 'Tittel', exact: true });
    await input.fill(`E2E Tittel oppdatert ${stamp}`);
    await input.press('Enter');
    await pageA.getByText('Tittel oppdatert', { exact: true }).first().waitFor();

    await toolbar.getByRole('link', { name: 'Rediger' }).click();
    await pageA.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
    expect(await pageA.getByRole('textbox', { name: 'Tittel', exact: true }).inputValue()).toBe(`E2E Tittel oppdatert ${stamp}`);
  });

  it('two admins: the second save, from an older screen, is refused in Norwegian and keeps its text; the first stays', async () => {
    const product = await createProduct(`E2E To admins ${stamp}`);
    await pageA.goto(`/produkter/endre/${product.id}`);
    await pageA.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();

    // Admin B renames it inline meanwhile.
    await pageB.goto(`/produkter/markiser/${product.id}`);
    await pageB.getByRole('button', { name: 'Rediger tittel' }).click();
    const inputB = pageB.getByRole('textbox', { name: 'Tittel', exact: true });
    await inputB.fill(`E2E Fra admin B ${stamp}`);
    await inputB.press('Enter');
    await pageB.getByText('Tittel oppdatert', { exact: true }).first().waitFor();

    // Admin A saves the screen opened before.
    await pageA.getByRole('textbox', { name: 'Tittel', exact: true }).fill(`E2E Fra admin A ${stamp}`);
    await pageA.getByRole('button', { name: 'Lagre', exact: true }).click();
    const notice = pageA.getByRole('alert').filter({ hasText: 'Noen andre har lagret endringer' });
    await notice.waitFor();
    await notice.getByText(`Lagret nå: «E2E Fra admin B ${stamp}»`).waitFor();
    expect(await pageA.getByRole('textbox', { name: 'Tittel', exact: true }).inputValue()).toBe(`E2E Fra admin A ${stamp}`);
    expect(pageA.url()).toContain(`/produkter/endre/${product.id}`);
    expect(data<ApiNode>(await api(`/api/products/${product.id}`)).title).toBe(`E2E Fra admin B ${stamp}`);
  });
});

describe('an abandoned product wizard publishes nothing', () => {
  it('Neste, then leave: visitors do not see the draft; the admin sees it marked Utkast', async () => {
    await pageA.goto('/produkter/ny');
    await pageA.getByRole('heading', { name: 'Velg produktkategori' }).waitFor();
    // With title and description but no category the message says so.
    await pageA.getByRole('textbox', { name: 'Tittel', exact: true }).fill(`E2E Halvferdig ${stamp}`);
    const editor = pageA.getByRole('textbox', { name: 'Beskrivelse', exact: true });
    await editor.click();
    await editor.pressSequentially('Ikke ferdig ennå.');
    await pageA.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await pageA.getByText('Velg en produktkategori', { exact: true }).waitFor();

    await pageA.getByRole('radio', { name: 'Markiser', exact: true }).check();
    await pageA.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await pageA.getByText('Produkt opprettet').first().waitFor();
    const tree = data<{ sub: ApiNode[] }>(await api('/api/products'));
    const draft = tree.sub.find((c) => c.id === 'markiser')!.sub.find((n) => n.title === `E2E Halvferdig ${stamp}`)!;
    created.products.push(draft.id);
    expect(draft.draft).toBe(true);

    await pageA.getByRole('navigation').getByRole('link', { name: 'Produkter', exact: true }).first().click();
    await pageA.waitForURL('**/produkter');

    const anonymous = data<{ sub: ApiNode[] }>(await apiFetch(visitor, '/api/products'));
    expect(JSON.stringify(anonymous)).not.toContain(draft.id);
    expect(await status(`/api/products/${draft.id}`)).toBe(404);
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(`/produkter/markiser/${draft.id}`);
    await visitorPage.getByText('Denne siden finnes ikke.').waitFor();
    await visitorPage.close();

    await pageA.goto(`/produkter/markiser/${draft.id}`);
    await pageA.getByRole('toolbar', { name: 'Produktadministrasjon' }).getByText('Utkast', { exact: true }).waitFor();
  });
});

describe('uploads never vanish silently; destructive steps ask first', () => {
  it('a held upload: Ferdig waits, progress survives going back, leaving asks; failures name the file and the reason', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await pageA.route('**/api/products/*/images', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.continue();
    });

    await pageA.goto('/produkter/ny?kategori=markiser');
    await pageA.getByRole('textbox', { name: 'Tittel', exact: true }).fill(`E2E Opplasting ${stamp}`);
    const editor = pageA.getByRole('textbox', { name: 'Beskrivelse', exact: true });
    await editor.click();
    await editor.pressSequentially('Med bilder.');
    await pageA.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await pageA.getByText('Produkt opprettet').first().waitFor();
    const path = data<{ sub: ApiNode[] }>(await api('/api/products')).sub.find((c) => c.id === 'markiser')!.sub.find((n) => n.title === `E2E Opplasting ${stamp}`)!;
    created.products.push(path.id);

    // The drop area states the limit.
    await pageA.getByText('Maks 20 MB per bilde').waitFor();

    await pageA.getByTestId('image-file-input').setInputFiles([{ name: 'terrasse.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(320, 240, 21) }]);
    await pageA.getByRole('progressbar', { name: 'Laster opp bilde 1' }).waitFor();
    const finish = pageA.getByRole('button', { name: 'Venter på opplasting…' });
    expect(await finish.isDisabled()).toBe(true);

    // Back to the details and forward again: the upload is still shown.
    await pageA.getByRole('button', { name: /Tilbake/ }).click();
    await pageA.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await pageA.getByRole('progressbar', { name: 'Laster opp bilde 1' }).waitFor();

    // Leaving asks first; staying keeps everything.
    await pageA.getByRole('navigation').getByRole('link', { name: 'Produkter', exact: true }).first().click();
    const leave = pageA.getByRole('alertdialog', { name: 'Vil du forlate siden?' });
    await leave.waitFor();
    await leave.getByRole('button', { name: 'Bli her' }).click();
    expect(new URL(pageA.url()).pathname).toBe('/produkter/ny');

    release();
    await pageA.getByRole('list', { name: 'Opplastede bilder' }).locator('li[data-image-id]').first().waitFor({ timeout: 30_000 });
    await pageA.unroute('**/api/products/*/images');

    // Failed uploads say which file and why, on their tiles.
    await pageA.getByTestId('image-file-input').setInputFiles([
      { name: 'skadet.jpg', mimeType: 'image/jpeg', buffer: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(400, 7)]) },
      { name: 'notat.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('dette er ikke et bilde') },
      { name: 'enorm.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(21 * 1024 * 1024, 1) },
    ]);
    const tiles = pageA.getByRole('list', { name: 'Opplastede bilder' });
    await tiles.getByRole('alert').filter({ hasText: 'skadet.jpg' }).getByText('Skadet fil: bildet kan ikke leses').waitFor({ timeout: 30_000 });
    await tiles.getByRole('alert').filter({ hasText: 'notat.jpg' }).getByText('Ikke et bilde: bare JPEG, PNG, GIF og WebP').waitFor();
    await tiles.getByRole('alert').filter({ hasText: 'enorm.jpg' }).getByText('For stor fil: grensen er 20 MB').waitFor();

    // Avbryt asks before it deletes the saved product and its photos.
    await pageA.getByRole('button', { name: 'Avbryt' }).click();
    const discard = pageA.getByRole('alertdialog', { name: 'Vil du forkaste det nye produktet?' });
    await discard.getByRole('button', { name: 'Fortsett å redigere' }).click();
    expect((await api(`/api/products/${path.id}`)).status).toBe(200);

    // 'Ferdig' publishes it.
    await pageA.getByRole('button', { name: 'Ferdig' }).click();
    await pageA.waitForURL(`**/produkter/markiser/${path.id}`);
    // Visitors' answers come from the content snapshot, which follows the save within a moment.
    await expect.poll(() => status(`/api/products/${path.id}`)).toBe(200);
  });

  it('deleting one image and the category image ask first', async () => {
    const category = await createProduct(`E2E Kategori ${stamp}`, { category: null });
    await contextA.request.post(`/api/products/categories/${category.id}/image`, {
      headers: { Authorization: `Bearer ${await token()}` },
      multipart: { file: { name: 'kategori.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(160, 120, 31) } },
    });
    const product = await createProduct(`E2E Bilde ${stamp}`);
    await uploadImage('products', product.id, 32);

    await pageA.goto(`/produkter/markiser/${product.id}`);
    const manager = pageA.getByRole('region', { name: 'Administrer bilder' });
    await manager.getByRole('button', { name: 'Slett bilde 1' }).click();
    const question = pageA.getByRole('alertdialog', { name: 'Er du sikker på at du vil slette dette bildet?' });
    await question.getByRole('button', { name: 'Avbryt' }).click();
    expect(data<ApiNode>(await api(`/api/products/${product.id}`)).images).toHaveLength(1);

    await pageA.goto(`/produkter/${category.id}`);
    await pageA.getByRole('button', { name: 'Administrer kategori-bilde' }).click();
    await pageA.getByRole('button', { name: 'Slett kategori-bilde' }).click();
    const categoryQuestion = pageA.getByRole('alertdialog', { name: 'Er du sikker på at du vil slette kategori-bildet?' });
    await categoryQuestion.getByRole('button', { name: 'Avbryt' }).click();
    expect(data<ApiNode & { categoryImage: unknown }>(await api(`/api/products/${category.id}`)).categoryImage).toBeTruthy();
  });
});

describe('deleting a product', () => {
  it('deleting from the editor lands on the parent, not on the deleted product', async () => {
    const product = await createProduct(`E2E Slett fra editor ${stamp}`);
    await pageA.goto(`/produkter/endre/${product.id}`);
    // The delete waits in the bar's 'Mer', away from 'Lagre'.
    await pageA.getByRole('button', { name: 'Mer', exact: true }).click();
    await pageA.getByRole('button', { name: 'Slett produkt' }).click();
    await pageA.getByRole('alertdialog').getByRole('button', { name: 'Slett' }).click();
    await pageA.waitForURL(/\/produkter\/markiser$/);
    expect(errors).toEqual([]);
  });
});
