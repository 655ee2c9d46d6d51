import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { newContext, watchErrors } from '../support/browser';
import { apiFetch, storedToken } from '../support/auth';

// An administrator's reference work: the add-project wizard with uploads, the draft that only
// admins see, publishing, the visitor's view of it, inline editing and deletion. Every test after
// the wizard starts from its own draft project (made through the API), so none needs another's.

const { browser, context, page, content } = await useAdminSession();

const uniqueTitle = uniqueTitles('E2E Prosjekt');

interface ApiProject {
  id: string;
  title: string;
  description: string;
  draft: boolean;
  images: { id: string }[];
}

async function projectFromApi(projectId: string, token?: string) {
  return apiFetch(context, `/api/projects/${projectId}`, token ? { token } : {});
}

describe('projects, as an administrator', () => {
  it('creates a draft project with two images through the wizard', async () => {
    const title = uniqueTitle();
    await page.goto('/referanser');
    expect(await page.getByRole('link', { name: '+ Legg til nytt prosjekt' }).getAttribute('href')).toBe('/referanser/ny');
    // A full page load of the wizard (the product test arrives by a link).
    await page.goto('/referanser/ny');
    await page.getByRole('heading', { level: 1, name: 'Legg til nytt prosjekt' }).waitFor();
    expect(await page.getByText('Gi prosjektet en beskrivende tittel').isVisible()).toBe(true);

    await page.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await page.getByText('Title and description are required').waitFor();

    await page.getByLabel('Tittel', { exact: true }).fill(title);
    const editor = page.getByRole('textbox', { name: 'Beskrivelse', exact: true });
    await editor.click();
    await editor.pressSequentially('Nye markiser på en enebolig.');
    await page.getByRole('button', { name: 'Neste: Legg til bilder' }).click();
    await page.getByText('Project created successfully').first().waitFor();

    await page.getByTestId('image-file-input').setInputFiles([
      { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(400, 300, 11) },
      { name: 'b.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(400, 300, 12) },
    ]);
    const uploaded = page.getByRole('list', { name: 'Opplastede bilder' }).locator('li[data-image-id]');
    await expect.poll(() => uploaded.count(), { timeout: 30_000 }).toBe(2);
    await page.getByRole('button', { name: 'Ferdig' }).click();
    await page.waitForURL((url) => /^\/referanser\/[a-z0-9-]+$/.test(url.pathname) && url.pathname !== '/referanser/ny');
    const projectId = new URL(page.url()).pathname.split('/').pop()!;
    content.track('projects', projectId);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await page.getByText('Utkast', { exact: true }).first().isVisible()).toBe(true);

    const { body } = await projectFromApi(projectId, await storedToken(page));
    const project = (body as { data: ApiProject }).data;
    expect(project).toMatchObject({ title, draft: true });
    expect(project.images).toHaveLength(2);
  });

  describe('a draft project with two images', () => {
    let projectId = '';
    let title = '';

    beforeEach(async () => {
      title = uniqueTitle();
      projectId = await content.project({ title, description: '<p>Nye markiser på en enebolig.</p>', draft: true }, 2);
      await page.goto(`/referanser/${projectId}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    });
    // The phone test narrows the shared page; every test after it starts wide again.
    afterEach(() => page.setViewportSize({ width: 1280, height: 900 }));

    it('keeps the draft from visitors', async () => {
      expect((await projectFromApi(projectId)).status).toBe(404);
      const visitor = await newContext(browser);
      const visitorPage = await visitor.newPage();
      const cards = visitorPage.getByRole('main').getByRole('listitem').getByRole('link');
      // The draft's absence means something only once the list has loaded: every published card is
      // there. The other admin lane may publish or delete a reference meanwhile, so the page and the
      // visitors' list are read again until they agree.
      const pageAgreesWithApi = async () => {
        const published = ((await apiFetch(visitor, '/api/projects')).body as { data: { title: string }[] }).data.map((p) => p.title).sort();
        await visitorPage.goto('/referanser');
        await visitorPage.getByRole('heading', { level: 1, name: 'Våre referanser' }).waitFor();
        // (A card short means the list is still loading, or the two reads disagree: read both again.)
        await cards.nth(Math.max(published.length - 1, 0)).waitFor({ timeout: 5_000 }).catch(() => undefined);
        const shown = [...new Set(await cards.allTextContents())].sort();
        return published.length > 0 && JSON.stringify(shown) === JSON.stringify(published);
      };
      await expect.poll(pageAgreesWithApi, { timeout: 20_000, interval: 1_000 }).toBe(true);
      expect(await visitorPage.getByText(title).count()).toBe(0);
      await visitor.close();
    });

    it('edits the headline and the description inline', async () => {
      await page.getByRole('button', { name: 'Rediger tittel' }).click();
      const input = page.getByRole('textbox', { name: 'Tittel', exact: true });
      await input.fill(`${title} (oppdatert)`);
      await page.getByRole('button', { name: 'Lagre tittel' }).click();
      await page.getByText('Prosjekt oppdatert').first().waitFor();
      await page.getByRole('heading', { level: 1, name: `${title} (oppdatert)` }).waitFor();

      await page.getByRole('button', { name: 'Rediger beskrivelse' }).click();
      const editor = page.getByRole('textbox', { name: 'Beskrivelse', exact: true });
      await editor.click();
      await editor.press('End');
      await editor.pressSequentially(' Ferdig montert i mai.');
      await page.getByRole('button', { name: 'Lagre beskrivelse' }).click();
      await page.getByText('Description updated successfully').first().waitFor();
      const project = ((await projectFromApi(projectId, await storedToken(page))).body as { data: ApiProject }).data;
      expect(project.title).toBe(`${title} (oppdatert)`);
      expect(project.description).toContain('Ferdig montert i mai.');
    });

    it('edits an alt text and deletes one image; delete-all shows only with more than one image', async () => {
      const manager = page.getByRole('region', { name: 'Administrer bilder' });
      const thumbnails = manager.getByRole('list', { name: 'Opplastede bilder' }).getByRole('listitem');
      await expect.poll(() => thumbnails.count()).toBe(2);
      expect(await manager.getByRole('button', { name: 'Slett alle bilder' }).isVisible()).toBe(true);
      await manager.getByRole('button', { name: 'Rediger alt-tekst for bilde 1' }).click();
      await manager.getByLabel('Alt-tekst for bilde 1', { exact: true }).fill('Markise over terrassen');
      await manager.getByRole('button', { name: 'Lagre', exact: true }).click();
      await expect.poll(async () => ((await projectFromApi(projectId, await storedToken(page))).body as { data: { images: { alt_text: string }[] } }).data.images[0]?.alt_text).toBe('Markise over terrassen');

      await manager.getByRole('button', { name: 'Slett bilde 2' }).click();
      // Deleting an image asks first.
      await page.getByRole('alertdialog', { name: 'Er du sikker på at du vil slette dette bildet?' }).getByRole('button', { name: 'Slett bildet' }).click();
      await expect.poll(() => thumbnails.count()).toBe(1);
      expect(await manager.getByRole('button', { name: 'Slett alle bilder' }).count()).toBe(0);
      const project = ((await projectFromApi(projectId, await storedToken(page))).body as { data: ApiProject }).data;
      expect(project.images).toHaveLength(1);
    });

    it('publishes the project, and a visitor finds it', async () => {
      await page.getByRole('button', { name: 'Publiser', exact: true }).click();
      await page.getByRole('button', { name: 'Avpubliser' }).waitFor();
      // Visitors read the content snapshot, which follows the publish within a second or so.
      await expect.poll(async () => (await projectFromApi(projectId)).status, { timeout: 20_000 }).toBe(200);

      const visitor = await newContext(browser);
      const visitorPage = await visitor.newPage();
      const visitorErrors = watchErrors(visitorPage);
      // The pages arrive rendered from the server, whose content snapshot checks for changes at most
      // once a second: wait until /referanser is rendered with the project before a visitor opens it.
      await expect.poll(async () => (await visitor.request.get('/referanser')).text(), { timeout: 20_000 }).toContain(title);
      // The page itself may come from another worker whose snapshot has not followed yet: load it again
      // (a reload, which asks the server rather than the browser's cache) until it lists the project.
      await visitorPage.goto('/referanser');
      const link = visitorPage.getByRole('main').getByRole('link', { name: title }).first();
      await expect
        .poll(
          async () => {
            if ((await link.count()) > 0) return true;
            await visitorPage.reload();
            return (await link.count()) > 0;
          },
          { timeout: 20_000, interval: 1000 },
        )
        .toBe(true);
      await link.click();
      await visitorPage.getByRole('heading', { level: 1, name: title }).waitFor();
      // A visitor gets no admin tools and no 'Utkast' marker.
      expect(await visitorPage.getByRole('toolbar', { name: 'Prosjektadministrasjon' }).count()).toBe(0);
      expect(await visitorPage.getByText('Utkast', { exact: true }).count()).toBe(0);
      expect(visitorErrors).toEqual([]);
      await visitor.close();
    });

    it('on a phone: edits the project on its one page with the sticky Lagre; the editors fit 390 px', async () => {
      const width = () => page.evaluate('document.documentElement.scrollWidth');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/referanser/endre/${projectId}`);
      await page.getByRole('heading', { level: 1, name: 'Endre prosjekt' }).waitFor();
      expect(await width()).toBeLessThanOrEqual(390);
      await page.getByLabel('Tittel', { exact: true }).fill(`${title} (endret)`);
      const save = page.getByRole('button', { name: 'Lagre', exact: true });
      const box = (await save.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(844);
      await save.click();
      // 'Lagre' keeps the editor open; 'Lagre og vis' shows the reference.
      await page.getByText('Project updated successfully').first().waitFor();
      expect(page.url()).toContain(`/referanser/endre/${projectId}`);
      await page.getByRole('button', { name: 'Lagre og vis', exact: true }).click();
      await page.waitForURL(`**/referanser/${projectId}`);
      await page.getByRole('heading', { level: 1, name: `${title} (endret)` }).waitFor();
      const project = ((await projectFromApi(projectId, await storedToken(page))).body as { data: ApiProject }).data;
      expect(project.title).toBe(`${title} (endret)`);

      await page.goto('/referanser/ny');
      await page.getByRole('heading', { level: 1, name: 'Legg til nytt prosjekt' }).waitFor();
      expect(await width()).toBeLessThanOrEqual(390);
    });

    it('deletes the project after the confirmation', async () => {
      await page.getByRole('button', { name: 'Slett prosjekt' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Er du sikker på at du vil slette dette prosjektet?' });
      await dialog.getByRole('button', { name: 'Slett' }).click();
      await page.getByText('Prosjekt slettet').first().waitFor();
      await page.waitForURL(/\/referanser$/);
      expect((await projectFromApi(projectId, await storedToken(page))).status).toBe(404);
    });
  });
});
