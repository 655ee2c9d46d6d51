import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { newContext, watchErrors } from '../support/browser';

// Every save of an item can be seen, compared and undone, one item at a time. An admin
// changes a product's description twice on its edit screen, compares the two saves word by word,
// restores the first, and a visitor then reads the first text. A deleted project comes back from
// the bin ('Slettet', /admin/slettet) with its picture. A picture removed from a gallery is private
//, yet the comparison still shows it to staff.

const { browser, context, page, content } = await useAdminSession();

const stamp = Date.now().toString(36);

/** Replaces the rich-text description on the edit screen and saves; the screen then shows the product. */
async function saveDescription(id: string, text: string) {
  await page.goto(`/produkter/endre/${id}`);
  await page.getByRole('heading', { level: 1, name: 'Endre produkt' }).waitFor();
  const editor = page.getByRole('textbox', { name: 'Beskrivelse', exact: true });
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Delete');
  await editor.pressSequentially(text);
  await page.getByRole('button', { name: 'Lagre', exact: true }).click();
  await page.getByText('Produkt oppdatert').first().waitFor();
  // 'Lagre' keeps the editor open.
  expect(page.url()).toContain(`/produkter/endre/${id}`);
}

describe('item history, as an administrator', () => {
  it('compares two saves of a description word by word, restores the first, and a visitor reads the first text', async () => {
    const id = await content.product({ title: `E2E Historikk ${stamp}`, description: '<p>Opprinnelig tekst.</p>' });
    const first = `Markiser i solid stoff med motor ${stamp}.`;
    const second = `Screens i solid stoff med sensor ${stamp}.`;
    await saveDescription(id, first);
    await saveDescription(id, second);
    const stored = await apiFetch(context, `/api/products/${id}`, { token: await storedToken(page) });
    expect((stored.body as { data: { description: string } }).data.description).toContain(second);

    await page.goto(`/produkter/endre/${id}`);
    const history = page.getByRole('region', { name: 'Historikk' });
    const versions = history.getByRole('list', { name: 'Versjoner, nyeste først' }).getByRole('listitem');
    // Newest first: the second save, the first save, the product's creation.
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(3);
    expect(await versions.nth(0).innerText()).toContain('Endret: Beskrivelse');
    expect(await versions.nth(2).innerText()).toContain('Opprettet');
    expect(await versions.nth(0).locator('time').getAttribute('title')).toMatch(/\d{4}/);

    await versions.nth(1).getByRole('checkbox').check();
    await versions.nth(0).getByRole('checkbox').check();
    await history.getByRole('button', { name: 'Sammenlign de to valgte' }).click();
    const diff = history.getByTestId('word-diff');
    await diff.waitFor();
    expect(await diff.locator('del').allInnerTexts()).toEqual(['Markiser', 'motor']);
    expect(await diff.locator('ins').allInnerTexts()).toEqual(['Screens', 'sensor']);
    expect(await diff.innerText()).toContain(`i solid stoff med`);

    await versions.nth(1).getByRole('button', { name: /^Gjenopprett versjonen fra/ }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gjenopprett', exact: true }).click();
    await page.getByText('Versjonen er gjenopprettet').first().waitFor();
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBe(4);
    expect(await versions.nth(0).innerText()).toMatch(/^Gjenopprettet fra /);
    // The form shows the restored text, not the one it was opened with.
    await expect.poll(() => page.getByRole('textbox', { name: 'Beskrivelse', exact: true }).innerText()).toBe(first);

    // A visitor reads the first text (the public snapshot follows within seconds).
    const visitorContext = await newContext(browser);
    const visitor = await visitorContext.newPage();
    const errors = watchErrors(visitor);
    await expect
      .poll(
        async () => {
          await visitor.goto(`/produkter/markiser/${id}`);
          return visitor.locator('main').innerText();
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toContain(first);
    expect(await visitor.locator('main').innerText()).not.toContain(second);
    expect(errors).toEqual([]);
    await visitorContext.close();
  });

  it("brings a deleted project back from 'Slettet' (the bin), with its picture", async () => {
    const title = `E2E Slettet ${stamp}`;
    const id = await content.project({ title, draft: false }, 1);
    const token = await storedToken(page);
    const image = ((await apiFetch(context, `/api/projects/${id}`, { token })).body as { data: { images: { src: string }[] } }).data.images[0]!;
    expect((await apiFetch(context, `/api/projects/${id}`, { method: 'DELETE', token })).status).toBe(200);

    await page.goto('/admin/slettet');
    const deleted = page.getByRole('region', { name: 'Slettet' });
    await deleted.getByText(title).waitFor();
    await deleted.getByRole('button', { name: `Gjenopprett ${title}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Gjenopprett', exact: true }).click();
    await page.getByText(`Gjenopprettet: ${title}`).first().waitFor();
    await expect.poll(() => deleted.getByText(title).count()).toBe(0);

    // Visitors read the content snapshot, which follows the restore within a second or so.
    const visitorsImages = async () => {
      const back = await apiFetch(context, `/api/projects/${id}`);
      return back.status === 200 ? (back.body as { data: { images: { src: string }[] } }).data.images.map((i) => i.src) : back.status;
    };
    await expect.poll(visitorsImages, { timeout: 20_000 }).toEqual([image.src]);
    await expect.poll(async () => (await context.request.get(`/raw/${image.src.replaceAll(',', '/')}`)).status(), { timeout: 20_000 }).toBe(200);
  });

  it('shows a picture removed from a gallery in the comparison, although a visitor gets 404 for it', async () => {
    const id = await content.project({ title: `E2E Fjernet bilde ${stamp}`, draft: false }, 2);
    const token = await storedToken(page);
    const images = ((await apiFetch(context, `/api/projects/${id}`, { token })).body as { data: { images: { id: string; src: string }[] } }).data.images;
    const removed = images.find((i) => i !== images[0])!;
    expect((await apiFetch(context, `/api/projects/${id}/images/${encodeURIComponent(removed.id)}`, { method: 'DELETE', token })).status).toBe(200);
    const visitorContext = await newContext(browser);
    await expect.poll(async () => (await visitorContext.request.get(`/optimize/${removed.src.replaceAll(',', '/')}?w=256&f=webp&q=80`)).status(), { timeout: 20_000 }).toBe(404);
    await visitorContext.close();

    await page.goto(`/referanser/endre/${id}`);
    const history = page.getByRole('region', { name: 'Historikk' });
    const versions = history.getByRole('list', { name: 'Versjoner, nyeste først' }).getByRole('listitem');
    await expect.poll(() => versions.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    await versions.nth(1).getByRole('checkbox').check();
    await versions.nth(0).getByRole('checkbox').check();
    await history.getByRole('button', { name: 'Sammenlign de to valgte' }).click();
    await history.getByText('Fjernet', { exact: true }).waitFor();
    const thumbnail = history.locator('figure img');
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.src.startsWith('blob:') && img.complete && img.naturalWidth > 0), { timeout: 15_000 })
      .toBe(true);
    expect(await history.getByText('Bildet er ikke tilgjengelig').count()).toBe(0);
  });
});

