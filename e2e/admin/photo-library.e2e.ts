import { describe, expect, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { newContext } from '../support/browser';

// A customer asks to have the photo of their home removed. The admin gives the photo a
// distinctive alt text in 'Bilder' (/admin/bilder), finds it again by that text, sees where it is
// used, and takes it down for good; a visitor's old links to it then answer 404. The test makes its
// own published reference with an uploaded photo, so it takes down nothing another file relies on.

const { browser, context, page, content } = await useAdminSession();

const stamp = Date.now().toString(36);

/** A visitor's answer (no token, no session) for `path`. */
async function visitorStatus(path: string): Promise<number> {
  const visitor = await newContext(browser);
  try {
    return (await visitor.request.get(path)).status();
  } finally {
    await visitor.close();
  }
}

describe("'Bilder', the picture library, as an administrator", () => {
  it('finds a customer’s photo by its alt text, shows where it is used, and takes it down for good: the old links answer 404', async () => {
    const title = `E2E Bildebibliotek ${stamp}`;
    const id = await content.project({ title, draft: false }, 1);
    const token = await storedToken(page);
    const project = await apiFetch(context, `/api/projects/${id}`, { token });
    const [photo] = (project.body as { data: { images: { src: string; title: string }[] } }).data.images;
    const key = photo!.src;
    // Named by its title, the uploaded file's name, not by the stored key.
    const name = photo!.title;
    expect(name).toMatch(/^bilde-/);
    const raw = `/raw/${key.replaceAll(',', '/')}`;
    const optimized = `/optimize/${key.replaceAll(',', '/')}?w=256&f=webp&q=80`;
    // Published, so a visitor gets it before the takedown.
    await expect.poll(() => visitorStatus(raw), { timeout: 15_000 }).toBe(200);

    await page.goto('/admin/bilder');
    await page.getByRole('heading', { level: 1, name: 'Bilder' }).waitFor();
    const search = page.getByRole('searchbox', { name: 'Søk i alt-tekst, tittel og filnavn' });
    const row = page.getByRole('listitem', { name, exact: true });
    const openDetails = async () => {
      const details = row.getByRole('button', { name: `Detaljer om ${name}`, exact: true });
      if ((await details.getAttribute('aria-expanded')) !== 'true') await details.click();
    };

    // The alt text, given in place (found first by the reference's title).
    const altText = `Markise over terrassen til familien Hansen ${stamp}`;
    // Opened once the server has answered the search: the list shown until then is the unfiltered one.
    const byTitle = page.waitForResponse((r) => r.url().includes('/api/images?') && new URL(r.url()).searchParams.get('q') === title);
    await search.fill(title);
    await byTitle;
    await page.getByText('1 bilde', { exact: true }).waitFor();
    await row.waitFor();
    await openDetails();
    await row.getByRole('textbox', { name: 'Alt-tekst', exact: true }).fill(altText);
    await row.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText(`Alt-teksten til ${name} er lagret`).first().waitFor();
    const saved = await apiFetch(context, `/api/projects/${id}`, { token });
    expect((saved.body as { data: { images: { alt_text: string }[] } }).data.images[0]!.alt_text).toBe(altText);

    // Found by the alt text alone, with where it is used (the list the title found shows until the
    // server has answered the new search).
    const byAltText = `familien Hansen ${stamp}`;
    const searched = page.waitForResponse((r) => r.url().includes('/api/images?') && new URL(r.url()).searchParams.get('q') === byAltText);
    await search.fill(byAltText);
    await searched;
    await page.getByText('1 bilde', { exact: true }).waitFor();
    await row.waitFor();
    await openDetails();
    expect(await row.getByRole('textbox', { name: 'Alt-tekst', exact: true }).inputValue()).toBe(altText);
    expect(await row.innerText()).toContain('Publisert');
    expect(await row.getByRole('link', { name: title }).getAttribute('href')).toBe(`/referanser/endre/${id}`);

    // Taken down for good, after the confirmation that lists the reference.
    await row.getByRole('button', { name: 'Slett for godt', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: `Slette ${name} for godt?` });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(title);
    expect(await dialog.innerText()).toContain('Dette kan ikke angres.');
    await dialog.getByRole('button', { name: 'Slett for godt' }).click();
    await page.getByText(/^Bildet er slettet for godt: fjernet fra 1 element/).first().waitFor();
    await row.waitFor({ state: 'detached' });

    // Gone from the reference, and a visitor's old links answer 404.
    const after = await apiFetch(context, `/api/projects/${id}`, { token });
    expect((after.body as { data: { images: unknown[] } }).data.images).toEqual([]);
    expect(await visitorStatus(raw)).toBe(404);
    expect(await visitorStatus(optimized)).toBe(404);
  });
});
