import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { photoJpeg } from '../../test/image-fixtures';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { newContext, watchErrors } from '../support/browser';

// The company keeps its own facts up to date. An admin, on a phone-sized screen, changes
// the phone number and adds a team member with a photo in 'Innstillinger'; a visitor then sees
// both on /kontakt, in the footer and in the business JSON-LD of /. Every test starts from the
// seeded facts and puts them back afterwards.

const { browser, context, page } = await useAdminSession({ width: 375, height: 812 });
let original: Record<string, unknown> | null = null;

let made = 0;
/** A phone number and a colleague no other test or run used, so a visitor cannot be seeing old facts. */
function newFacts() {
  const stamp = `${Date.now().toString(36)}${++made}`;
  // Eight digits, different on every call.
  const digits = `4${String(Date.now() + made).slice(-7)}`;
  const phone = `${digits.slice(0, 2)} ${digits.slice(2, 4)} ${digits.slice(4, 6)} ${digits.slice(6)}`;
  const member = { name: `Eva Test ${stamp}`, title: 'Prosjektleder', email: `eva-${stamp}@rms-solskjerming.no`, phone: '912 34 567' };
  return { digits, phone, member };
}

/** The stored facts as the admin API has them, with the version to save over. */
async function storedSettings() {
  const current = await apiFetch(context, '/api/settings/site', { token: await storedToken(page) });
  return (current.body as { data: Record<string, unknown> & { team: unknown[]; modified_at: string } }).data;
}

/** What the first test does in the form, done through the API: a new phone number and a colleague with a photo. */
async function saveFactsThroughApi({ phone, member }: ReturnType<typeof newFacts>) {
  const upload = await context.request.post('/api/settings/site/images/team', {
    headers: { Authorization: `Bearer ${await storedToken(page)}` },
    multipart: { file: { name: 'eva.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(480, 600, 21) } },
  });
  expect(upload.status()).toBe(201);
  const { image } = ((await upload.json()) as { data: { image: { src: string; width?: number; height?: number } } }).data;
  const current = await storedSettings();
  const photo = { src: image.src, alt_text: `Portrett av ${member.name}`, width: image.width, height: image.height };
  const saved = await apiFetch(context, '/api/settings/site', { method: 'PUT', token: await storedToken(page), body: { ...current, phone, team: [...current.team, { ...member, photo }] } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  // Visitors read a snapshot of the content; wait until it has the new facts.
  await expect.poll(async () => ((await apiFetch(context, '/api/settings/site')).body as { data: { phone: string } }).data.phone, { timeout: 20_000 }).toBe(phone);
}

beforeAll(async () => {
  const { body } = await apiFetch(context, '/api/settings/site');
  original = (body as { data?: Record<string, unknown> } | null)?.data ?? null;
});

afterEach(async () => {
  // Leave the shared stack as the other tests and files expect it: the seeded facts.
  if (original && page) {
    const current = await storedSettings().catch(() => null);
    await apiFetch(context, '/api/settings/site', { method: 'PUT', token: await storedToken(page).catch(() => ''), body: { ...original, modified_at: current?.modified_at } }).catch(() => undefined);
  }
});

describe('site settings, as an administrator on a phone', () => {
  it('changes the phone number and adds a team member with a photo', async () => {
    const { phone: newPhone, member } = newFacts();
    await page.goto('/admin/innstillinger');
    await page.getByRole('heading', { level: 1, name: 'Innstillinger' }).waitFor();
    const company = page.getByRole('group', { name: 'Firma og kontakt' });
    await company.getByLabel('Firmanavn').waitFor();
    expect(await company.getByLabel('Telefon').inputValue()).toBe(original?.phone);

    // Wrong first: the form says so in Norwegian and saves nothing.
    await company.getByLabel('Telefon').fill('123');
    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Skjemaet har feil. Rett feltene som er merket med rødt, og prøv igjen.').waitFor();
    await company.getByText(/Ugyldig telefonnummer/).waitFor();

    await company.getByLabel('Telefon').fill(newPhone);
    const team = page.getByRole('group', { name: 'Ansatte' });
    const before = await team.getByRole('listitem').count();
    await team.getByRole('button', { name: 'Legg til ansatt' }).click();
    const added = team.getByRole('listitem').nth(before);
    await added.getByLabel('Navn').fill(member.name);
    await added.getByLabel('Stilling').fill(member.title);
    await added.getByLabel('E-post').fill(member.email);
    await added.getByLabel('Telefon').fill(member.phone);
    await added.locator('input[type="file"]').setInputFiles({ name: 'eva.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(480, 600, 21) });
    await added.getByText('Bytt bilde').waitFor({ timeout: 30_000 });
    expect(await added.getByLabel(/^Alternativ tekst/).inputValue()).toBe(`Portrett av ${member.name}`);

    // The screen fits a phone: nothing sticks out sideways.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Forhåndsvis' }).click();
    const preview = page.getByRole('region', { name: 'Forhåndsvisning (ikke lagret)' });
    await preview.getByRole('heading', { name: member.name }).waitFor();
    expect(await preview.getByText(newPhone).count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Lagre' }).click();
    await page.getByText('Innstillingene er lagret').first().waitFor();

    // The admin's read is the stored record (the public one is a snapshot that may lag a moment).
    const saved = (await storedSettings()) as unknown as { phone: string; team: { name: string; photo: { src: string; alt_text: string } | null }[] };
    expect(saved.phone).toBe(newPhone);
    expect(saved.team.at(-1)).toMatchObject({ name: member.name, photo: { src: expect.stringMatching(/^site,team,[a-z0-9]+\.jpg$/), alt_text: `Portrett av ${member.name}` } });
  });

  it('shows a visitor the new number and colleague on /kontakt, in the footer and in the JSON-LD of /', async () => {
    const facts = newFacts();
    const { digits, phone: newPhone, member } = facts;
    await saveFactsThroughApi(facts);
    const visitor = await newContext(browser);
    const visitorPage = await visitor.newPage();
    const visitorErrors = watchErrors(visitorPage);
    try {
      // The page arrives rendered from the server's content snapshot, which follows a save within a
      // second or so (longer on a busy stack), and each load may reach another Functions worker with a
      // snapshot of its own: /kontakt is opened again until it shows the colleague.
      const team = visitorPage.locator('section', { has: visitorPage.getByRole('heading', { name: 'Våre ansatte' }) });
      await expect
        .poll(
          async () => {
            await visitorPage.goto('/kontakt');
            return team.getByRole('heading', { name: member.name }).count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1);
      const card = team.getByRole('listitem').filter({ hasText: member.name });
      expect(await card.getByRole('img', { name: `Portrett av ${member.name}` }).count()).toBe(1);
      expect(await card.locator(`a[href="mailto:${member.email}"]`).count()).toBe(1);
      const tel = `tel:+47${digits}`;
      expect(await visitorPage.getByRole('main').locator(`a[href="${tel}"]`).first().textContent()).toBe(newPhone);
      expect(await visitorPage.locator('footer').locator(`a[href="${tel}"]`).textContent()).toBe(newPhone);

      // The pages arrive rendered from the server with the new facts: the raw HTML, no script run.
      // (Every request may reach a worker whose snapshot has not followed yet, so each read is polled.)
      const rawHtml = async (path: string) => (await visitorPage.request.get(path)).text();
      await expect.poll(() => rawHtml('/'), { timeout: 20_000 }).toContain(`"telephone":"+47${digits}"`);
      const footerPhone = visitorPage.locator('footer').locator(`a[href="${tel}"]`);
      await expect
        .poll(
          async () => {
            await visitorPage.goto('/');
            return footerPhone.count();
          },
          { timeout: 30_000, interval: 1000 },
        )
        .toBe(1);
      // The home page loads the product tree, the references and the hero at once: allow a busy machine time.
      const ld = visitorPage.locator('script[type="application/ld+json"]');
      await expect.poll(() => ld.count(), { timeout: 60_000 }).toBe(1);
      expect(await footerPhone.textContent()).toBe(newPhone);
      const data = JSON.parse((await ld.textContent()) ?? '{}') as { telephone?: string; openingHours?: string[]; address?: { streetAddress?: string } };
      expect(data.telephone).toBe(`+47${digits}`);
      expect(data.openingHours).toEqual(['Mo-Fr 09:00-16:00']);
      expect(data.address?.streetAddress).toBe(original?.street);
      expect(await ld.textContent()).not.toContain('example.com');

      await expect.poll(() => rawHtml('/'), { timeout: 20_000 }).toContain(`href="${tel}"`);
      const contactHtml = async () => {
        const html = await rawHtml('/kontakt');
        return html.includes(member.name) && html.includes(`href="${tel}"`);
      };
      await expect.poll(contactHtml, { timeout: 20_000 }).toBe(true);
      expect(visitorErrors).toEqual([]);
    } finally {
      await visitor.close();
    }
  });
});
