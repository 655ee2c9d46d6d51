import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { uniqueTitles, useAdminSession } from '../support/admin-content';
import { apiFetch } from '../support/auth';
import { baseURL } from '../support/browser';

// Staff click the subject of a picture in the image manager; a visitor's page
// then crops it around that point in the HTML the server sends, and the share image is cut there.

const { context, page, content } = await useAdminSession();
const uniqueTitle = uniqueTitles('E2E Fokus');

/** What a visitor gets: no session, the server's own HTML. */
async function visitorHtml(path: string): Promise<string> {
  const res = await fetch(`${baseURL()}${path}`);
  expect(res.status, path).toBe(200);
  return res.text();
}

describe('a focal point, set by an administrator', () => {
  it('is chosen in the image manager and kept in view by the visitor’s cards and share image', async () => {
    const title = uniqueTitle();
    const projectId = await content.project({ title, draft: false }, 1);
    await page.goto(`/referanser/${projectId}`);
    const manager = page.getByRole('region', { name: 'Administrer bilder' });
    await manager.getByRole('button', { name: 'Fokuspunkt for bilde 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fokuspunkt for bilde 1' });
    const picker = dialog.getByRole('button', { name: 'Velg fokuspunkt for bilde 1' });
    await expect.poll(() => picker.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = (await picker.boundingBox())!;
    // The subject sits high on the left; the keyboard then nudges it one step (5 %) to the right.
    await picker.click({ position: { x: box.width * 0.2, y: box.height * 0.1 } });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await page.getByText('Fokuspunktet er lagret').waitFor();
    expect(await dialog.isVisible()).toBe(false);

    const focusNow = async () => ((await apiFetch(context, `/api/projects/${projectId}`)).body as { data: { images: { focus?: { x: number; y: number } }[] } }).data.images[0]?.focus;
    // Visitors' answers come from the content snapshot, which follows the save within a moment.
    await expect.poll(focusNow).toBeDefined();
    const focus = await focusNow();
    expect(focus?.x).toBeCloseTo(0.25, 1);
    expect(focus?.y).toBeCloseTo(0.1, 1);
    const position = `object-position:${Math.round(focus!.x * 100)}% ${Math.round(focus!.y * 100)}%`;

    // The references grid, as the server renders it for a visitor (its content follows within a second).
    await expect.poll(async () => (await visitorHtml('/referanser')).includes(position), { timeout: 15_000 }).toBe(true);

    const html = await visitorHtml(`/referanser/${projectId}`);
    const ogImage = html.match(/<meta property="og:image" content="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
    expect(ogImage).toMatch(/\?w=1200&h=630&f=jpg&fx=25&fy=10&q=80$/);
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    const share = await fetch(`${baseURL()}${new URL(ogImage!).pathname}${new URL(ogImage!).search}`);
    expect(share.status).toBe(200);
    expect(await sharp(Buffer.from(await share.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  });
});
