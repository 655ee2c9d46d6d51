import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { categories } from '../emulators/seed/content/products';
import { PROJECTS } from '../emulators/seed/content/projects';
import { slugify } from '@rms/schema';
import { newContext, useBrowser, watchErrors } from './support/browser';

// What a visitor does: searches the product tree and the references, watches the carousel,
// pages through a gallery with arrows and swipes, and sends the contact form.

/** The home page's carousel advances every 5000 ms (a product requirement). */
const CAROUSEL_INTERVAL_MS = 5000;

const browser = await useBrowser();

async function visit(path: string, width = 1280) {
  const context = await newContext(browser, { width });
  const page = await context.newPage();
  const errors = watchErrors(page);
  await page.goto(path);
  return { context, page, errors };
}

/** A product two levels down, to search for: its branch starts closed. */
const deepParent = categories[0]!.sub![0]!;
const deep = deepParent.sub![0]!;

describe('searching', () => {
  it("the product tree's 'Søk' highlights matches and opens their branches", async () => {
    const { context, page, errors } = await visit('/produkter');
    const tree = page.getByRole('navigation', { name: 'Produktmeny' });
    const target = tree.getByRole('link', { name: deep.title, exact: true });
    expect(await target.isVisible()).toBe(false);

    const word = deep.title.slice(0, 6);
    await tree.getByRole('searchbox', { name: 'Søk' }).fill(word.toUpperCase());
    await target.waitFor();
    expect(await target.locator('mark').first().textContent()).toBe(word);
    expect(await tree.getByRole('link', { name: deepParent.title, exact: true }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("the reference search filters case-insensitively, highlights, and says 'Ingen treff'", async () => {
    const { context, page, errors } = await visit('/referanser');
    const sidebar = page.getByRole('navigation', { name: 'Referanser' });
    const search = sidebar.getByRole('searchbox', { name: 'Søk referanse' });
    const titles = PROJECTS.filter((p) => !p.draft).map((p) => p.title);
    await sidebar.getByRole('link').first().waitFor();
    expect(await sidebar.getByRole('link').count()).toBe(titles.length);

    await search.fill('JESSHEIM');
    const expected = titles.filter((t) => t.toLowerCase().includes('jessheim'));
    await expect.poll(() => sidebar.getByRole('link').count()).toBe(expected.length);
    expect(await sidebar.locator('mark').first().textContent()).toBe('Jessheim');

    await search.fill('ingen slike prosjekter');
    await sidebar.getByText('Ingen treff').waitFor();
    expect(await sidebar.getByRole('link').count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the hero carousel', () => {
  /** Fake time per step while waiting for the first slide change. */
  const STEP_MS = 100;
  /**
   * Resolves once React has rendered what the timers fired so far did: it renders in a task it posts
   * on a MessageChannel, which the fake clock leaves alone, so a message posted now arrives after it.
   */
  const rendered = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new (globalThis as unknown as { MessageChannel: new () => { port1: { onmessage: () => void }; port2: { postMessage(m: unknown): void } } }).MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(0);
        }),
    );
  const activeDot = (page: Page) => page.getByRole('button', { name: /^Vis lysbilde \d$/ }).and(page.locator('[aria-current="true"]')).getAttribute('aria-label');

  it('advances every 5 s and wraps from the last slide to the first', async () => {
    const context = await newContext(browser);
    // The page's clock is the test's: five seconds pass when the test says so, not on the wall.
    await context.clock.install();
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Vis lysbilde 1' }).waitFor();
    // A second ahead of the page's clock, which runs on until the pause: asking takes time of its own.
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
    expect(await activeDot(page)).toBe('Vis lysbilde 1');
    // The first slide's timer started at hydration, some time before the pause: step until it fires,
    // so the test knows, to a step, when the next one is due.
    for (let waited = 0; (await activeDot(page)) === 'Vis lysbilde 1'; waited += STEP_MS) {
      expect(waited, 'the first slide stays longer than the interval').toBeLessThan(CAROUSEL_INTERVAL_MS);
      await page.clock.runFor(STEP_MS);
      await rendered(page);
    }
    expect(await activeDot(page)).toBe('Vis lysbilde 2');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS - 2 * STEP_MS);
    await rendered(page);
    expect(await activeDot(page)).toBe('Vis lysbilde 2');
    await page.clock.runFor(2 * STEP_MS);
    await expect.poll(() => activeDot(page)).toBe('Vis lysbilde 3');
    await page.clock.runFor(CAROUSEL_INTERVAL_MS);
    await expect.poll(() => activeDot(page)).toBe('Vis lysbilde 1');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('jumps with the previous, next and dot buttons', async () => {
    const { context, page } = await visit('/');
    await page.getByRole('button', { name: 'Forrige lysbilde' }).click();
    expect(await activeDot(page)).toBe('Vis lysbilde 3');
    await page.getByRole('button', { name: 'Neste lysbilde' }).click();
    expect(await activeDot(page)).toBe('Vis lysbilde 1');
    await page.getByRole('button', { name: 'Vis lysbilde 2' }).click();
    expect(await activeDot(page)).toBe('Vis lysbilde 2');
    await context.close();
  });
});

describe('the reference gallery', () => {
  it('pages with arrows, thumbnails and swipes of more than 50 px', async () => {
    const project = PROJECTS.find((p) => !p.draft && p.photos.length >= 3)!;
    const count = project.photos.length;
    const { context, page, errors } = await visit(`/referanser/${slugify(project.title)}`);
    const gallery = page.getByRole('region', { name: `Bilder av ${project.title}` });
    const position = () => gallery.getByText(/^Bilde \d+ av \d+$/).textContent();
    await gallery.getByText(`Bilde 1 av ${count}`).waitFor();
    expect(await gallery.evaluate((el) => (globalThis as unknown as { getComputedStyle(e: unknown): { height: string } }).getComputedStyle(el).height)).toBe('600px');

    await gallery.getByRole('button', { name: 'Neste bilde' }).click();
    expect(await position()).toBe(`Bilde 2 av ${count}`);
    await gallery.getByRole('button', { name: 'Forrige bilde' }).click();
    await gallery.getByRole('button', { name: 'Forrige bilde' }).click();
    expect(await position()).toBe(`Bilde ${count} av ${count}`);
    // The 500 ms spinner shows after a change, then goes.
    await page.getByText('Laster bilde…').waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Vis bilde 1 av ${count}` }).click();
    expect(await position()).toBe(`Bilde 1 av ${count}`);

    const swipe = async (dx: number) => {
      await gallery.dispatchEvent('touchstart', { touches: [{ identifier: 1, clientX: 600, clientY: 300 }] });
      await gallery.dispatchEvent('touchend', { changedTouches: [{ identifier: 1, clientX: 600 + dx, clientY: 300 }] });
    };
    await swipe(-40);
    expect(await position()).toBe(`Bilde 1 av ${count}`);
    await swipe(-120);
    expect(await position()).toBe(`Bilde 2 av ${count}`);
    await swipe(120);
    expect(await position()).toBe(`Bilde 1 av ${count}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('the contact form', () => {
  it('lists the missing fields, then sends, stores the message, thanks the visitor and mails them a receipt', async () => {
    const { context, page, errors } = await visit('/kontakt');
    const form = page.locator('section', { has: page.getByRole('heading', { name: 'Send oss en melding' }) });
    await form.getByRole('button', { name: 'Send melding' }).click();
    await form.getByText('Please fill in all required fields').waitFor();
    expect(await form.getByLabel('Navn').getAttribute('aria-invalid')).toBe('true');

    const token = `e2e-${Date.now()}`;
    await form.getByLabel('Navn').fill('Ola Nordmann');
    // An address of this run's own: a receipt goes to one address at most once an hour.
    const visitor = `ola.${token}@example.no`;
    await form.getByLabel('E-post').fill(visitor);
    await form.getByLabel('Emne').fill(`Befaring ${token}`);
    await form.getByLabel('Melding').fill('Kan dere komme på befaring neste uke?');
    await form.getByRole('button', { name: 'Send melding' }).click();
    // Either the thank-you text or the form's inline error (then the test says which).
    const thanks = form.getByText('Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.');
    const failure = form.getByRole('alert');
    await thanks.or(failure).first().waitFor();
    expect(await failure.allTextContents()).toEqual([]);
    expect(await thanks.isVisible()).toBe(true);
    // What they sent is shown to them here, from the form, since the receipt no longer carries it.
    expect(await form.getByRole('region', { name: 'Meldingen du sendte' }).textContent()).toContain('Kan dere komme på befaring neste uke?');

    // The offline stack's mailer writes every mail, as JSON, to the outbox folder.
    const outbox = join(inject('dataDir'), 'outbox');
    const findMail = async (matches: (mail: { to: string; subject: string }) => boolean) => {
      for (const file of await readdir(outbox).catch(() => [] as string[])) {
        const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; subject: string; replyTo?: string; text: string };
        if (matches(mail)) return mail;
      }
      return undefined;
    };
    const toCompany = (mail: { subject: string }) => mail.subject.includes(token);
    await expect.poll(() => findMail(toCompany), { timeout: 10_000 }).toBeDefined();
    const sent = await findMail(toCompany);
    expect(sent?.subject).toBe(`Contact Form: Befaring ${token}`);
    expect(sent?.replyTo).toBe(visitor);
    expect(sent?.text).toContain('Kan dere komme på befaring neste uke?');
    // The visitor's receipt: their name and the privacy statement's address on this site, nothing else they wrote.
    const toVisitor = (mail: { to: string }) => mail.to === visitor;
    await expect.poll(() => findMail(toVisitor), { timeout: 10_000 }).toBeDefined();
    const receipt = await findMail(toVisitor);
    expect(receipt?.subject).toBe('Vi har mottatt henvendelsen din');
    expect(receipt?.text).toContain('Hei Ola Nordmann,');
    expect(receipt?.text).not.toContain('Kan dere komme på befaring neste uke?');
    expect(receipt?.text).not.toContain(`Befaring ${token}`);
    expect(receipt?.text).toContain(`${new URL(page.url()).origin}/personvern`);

    await form.getByRole('button', { name: 'Send ny melding' }).click();
    expect(await form.getByLabel('Navn').inputValue()).toBe('');
    expect(errors).toEqual([]);
    await context.close();
  });
});
