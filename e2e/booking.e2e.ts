import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import ICAL from 'ical.js';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newContext, useBrowser, watchErrors } from './support/browser';

// The site visit booking as a visitor on a 390 px phone (decision 150): postcode, a time, the form,
// the confirmation; then the manage link from the mail moves the visit, and the visitor gets a new
// invitation with a higher SEQUENCE. axe checks each step.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const browser = await useBrowser();

interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: string }[];
}

/** The offline stack's mailer writes every mail, as JSON, to the outbox folder. */
async function mailsTo(address: string): Promise<OutboxMail[]> {
  const outbox = join(inject('dataDir'), 'outbox');
  const mails: OutboxMail[] = [];
  for (const file of (await readdir(outbox).catch(() => [] as string[])).sort()) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as OutboxMail;
    if (mail.to === address) mails.push(mail);
  }
  return mails;
}

/** The invitation a mail carries, read with a real iCalendar parser: its event's start (UTC ms), SEQUENCE and METHOD. */
function invitation(mail: OutboxMail) {
  const ics = mail.attachments?.find((a) => a.contentType.startsWith('text/calendar'));
  if (!ics) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(ics.content, 'base64').toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return { start: event.startDate.toJSDate().getTime(), sequence: event.sequence, method: String(calendar.getFirstPropertyValue('method')) };
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.waitForLoadState('load');
  return page.evaluate(async () => {
    const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    return (await axe.run()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/**
 * Chooses the first free time that starts more than two days from now (a visit can be moved only
 * until 24 hours before it, and the first times offered are tomorrow's) and returns its start.
 */
async function chooseFirstTime(page: Page): Promise<string> {
  const times = page.getByRole('group', { name: 'Ledige tider' }).locator('label');
  const starts = await times.getByRole('radio').evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value));
  const index = starts.findIndex((s) => Date.parse(s) > Date.now() + 2 * 24 * 60 * 60 * 1000);
  expect(index).toBeGreaterThanOrEqual(0);
  // The radio itself is visually hidden; a person taps its label, the time.
  const label = times.nth(index);
  const radio = label.getByRole('radio');
  const start = starts[index]!;
  await label.click();
  expect(await radio.isChecked()).toBe(true);
  return start!;
}

describe('the site visit booking on a 390 px phone', () => {
  it('books a time, confirms it in Oslo time, and the mailed manage link moves it with a new invitation', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    await context.addInitScript({ path: AXE });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const beacons: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/collect')) beacons.push(request.postData() ?? '');
    });
    const violations: string[] = [];

    await page.goto('/befaring');
    await page.getByRole('heading', { level: 1, name: 'Bestill gratis befaring' }).waitFor();
    violations.push(...(await axeViolations(page)).map((v) => `/befaring ${v}`));

    // A malformed postcode is refused at the field, in Norwegian, before the server is asked.
    await page.getByLabel('Postnummer').fill('20');
    await page.getByRole('button', { name: 'Vis ledige tider' }).click();
    await page.getByText('Postnummeret må ha fire sifre').waitFor();

    await page.getByLabel('Postnummer').fill('2050');
    await page.getByRole('button', { name: 'Vis ledige tider' }).click();
    await page.getByRole('group', { name: 'Ledige tider' }).waitFor();
    // The next step's heading has the focus, for a screen reader and the keyboard alike.
    await expect.poll(() => focusedText(page)).toContain('Velg tid');
    violations.push(...(await axeViolations(page)).map((v) => `/befaring (times) ${v}`));

    const start = await chooseFirstTime(page);
    const run = Date.now();
    const visitor = `kari.${run}@example.no`;
    await page.getByLabel(/^Navn/).fill('Kari Nordmann');
    await page.getByLabel(/^Telefon/).fill('912 34 567');
    await page.getByLabel(/^E-post/).fill(visitor);
    await page.getByLabel(/^Gateadresse/).fill('Storgata 1');
    await page.getByLabel(/^Melding/).fill('Terrassen mot sør.');
    await page.getByRole('button', { name: 'Bestill befaring' }).click();

    const done = page.getByRole('heading', { name: 'Befaringen er bestilt' });
    await done.or(page.getByRole('alert')).first().waitFor({ timeout: 20_000 });
    expect(await page.getByRole('alert').allTextContents()).toEqual([]);
    const oslo = (at: string | number, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('nb-NO', { timeZone: 'Europe/Oslo', ...options }).format(new Date(at));
    const bookedText = await page.locator('[data-booked-time]').textContent();
    expect(bookedText).toContain(oslo(start, { weekday: 'long', day: 'numeric', month: 'long' }));
    expect(bookedText).toContain(`kl. ${oslo(start, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).replace('.', ':')}`);
    expect(await page.getByText(/kalenderinvitasjon/).isVisible()).toBe(true);
    violations.push(...(await axeViolations(page)).map((v) => `/befaring (done) ${v}`));

    // The visitor's mail: the invitation for that time, and the manage link.
    await expect.poll(async () => (await mailsTo(visitor)).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const [booked] = await mailsTo(visitor);
    const first = invitation(booked!);
    expect(first).toMatchObject({ start: Date.parse(start), method: 'REQUEST' });
    const link = /https?:\/\/\S+\/befaring\/[\w-]+/.exec(booked!.text)?.[0];
    expect(link).toBeDefined();
    const token = link!.split('/').at(-1)!;

    const answer = await page.goto(new URL(new URL(link!).pathname, page.url()).href);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    expect(answer?.headers()['x-robots-tag']).toContain('noindex');
    expect(await answer?.text()).not.toContain(token);
    await page.getByRole('heading', { level: 1, name: 'Din befaring' }).waitFor();
    await page.locator('[data-visit-time]').waitFor();
    expect(await page.locator('[data-visit-time]').textContent()).toContain(oslo(start, { day: 'numeric', month: 'long' }));
    violations.push(...(await axeViolations(page)).map((v) => `/befaring/… ${v}`));

    await page.getByRole('button', { name: 'Flytt til en annen tid' }).click();
    await page.getByRole('group', { name: 'Ledige tider' }).waitFor();
    const moved = await chooseFirstTime(page);
    expect(moved).not.toBe(start);
    await page.getByRole('button', { name: 'Flytt befaringen' }).click();
    await page.getByText(/Befaringen er flyttet til/).waitFor({ timeout: 15_000 });
    expect(await page.locator('[data-visit-time]').textContent()).toContain(oslo(moved, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).replace('.', ':'));

    // A new invitation: the same visit, the new time, a higher SEQUENCE.
    const newer = async () => (await mailsTo(visitor)).map(invitation).find((i) => i && i.start === Date.parse(moved));
    await expect.poll(newer, { timeout: 15_000 }).toBeDefined();
    expect((await newer())!.sequence).toBeGreaterThan(first!.sequence);

    // Nothing kept in the browser, and the statistics never got the link's key.
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
    expect(beacons.join('\n')).not.toContain(token);
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('an unknown manage link is the 404 page, never cached', async () => {
    const context = await newContext(browser, { width: 390, height: 844 });
    const page = await context.newPage();
    const answer = await page.goto(`/befaring/${'x'.repeat(43)}`);
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await page.getByRole('heading', { level: 1, name: 'Denne siden finnes ikke.' }).waitFor();
    await context.close();
  });
});
