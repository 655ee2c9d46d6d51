import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fromOsloInput, toOsloInput, type BookingAvailabilityDoc, type BookingCreated, type BookingSlots } from '@rms/schema';
import ICAL from 'ical.js';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { useAdminSession } from '../support/admin-content';
import { apiFetch, storedToken } from '../support/auth';
import { formToken } from '../support/contact';

// The staff side of site visits (decision 151), at 1280 px: an administrator changes an opening
// interval on 'Befaring' and saves it; a visit booked through the API shows under its Oslo day and is
// moved to another time, and the visitor gets the updated invitation (same UID, higher SEQUENCE).
// The availability is put back afterwards, so the visitor pages' tests see the defaults.

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const { context, page } = await useAdminSession({ width: 1280, height: 900 });
await context.addInitScript({ path: AXE });

const stamp = Date.now().toString(36);
const visitor = { name: `Kari Befaring ${stamp}`, phone: '912 34 567', email: `befaring-${stamp}@example.no`, address: 'Storgata 1', postcode: '2050', message: '' };

let original: BookingAvailabilityDoc | null = null;
afterAll(async () => {
  if (!original) return;
  const token = await storedToken(page);
  const current = (await apiFetch(context, '/api/bookings/availability', { token })).body as { data: BookingAvailabilityDoc };
  const { modified_at: _stored, ...put } = original;
  await apiFetch(context, '/api/bookings/availability', { method: 'PUT', token, body: { ...put, modified_at: current.data.modified_at ?? undefined } });
});

/** The invitations the offline stack's mailer wrote (JSON files in the outbox folder) to `to`, oldest first. */
async function invitationsTo(to: string) {
  const outbox = join(inject('dataDir'), 'outbox');
  const found: { subject: string; start: string; sequence: number; uid: string; method: string }[] = [];
  for (const file of (await readdir(outbox).catch(() => [] as string[])).sort()) {
    const mail = JSON.parse(await readFile(join(outbox, file), 'utf8')) as { to: string; subject: string; attachments?: { content: string }[] };
    const ics = mail.to === to ? mail.attachments?.[0]?.content : undefined;
    if (!ics) continue;
    const calendar = new ICAL.Component(ICAL.parse(Buffer.from(ics, 'base64').toString('utf8')) as unknown[]);
    const event = calendar.getFirstSubcomponent('vevent')!;
    found.push({
      subject: mail.subject,
      start: (event.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
      sequence: Number(event.getFirstPropertyValue('sequence')),
      uid: String(event.getFirstPropertyValue('uid')),
      method: String(calendar.getFirstPropertyValue('method')),
    });
  }
  return found;
}

/** Books one of the free times through the API with a form token, as the visitor page does; another run may take a time first. */
async function bookVisit(): Promise<BookingCreated['booking']> {
  const slots = (await apiFetch(context, `/api/bookings/slots?postcode=${visitor.postcode}`)).body as { data: BookingSlots };
  const choices = slots.data.slots.slice(-12);
  expect(choices.length).toBeGreaterThan(0);
  const token = await formToken(context);
  for (const slot of choices.sort(() => Math.random() - 0.5)) {
    const res = await apiFetch(context, '/api/bookings', { method: 'POST', body: { ...visitor, start: slot.start, formToken: token } });
    if (res.status === 201) return (res.body as { data: BookingCreated }).data.booking;
    expect(res.status).toBe(409);
  }
  throw new Error('No free time could be booked');
}

describe("the 'Befaring' admin screen", () => {
  it('saves a changed opening interval, shows a booked visit under its Oslo day, and moves it: the visitor gets the updated invitation', async () => {
    const booking = await bookVisit();
    const token = await storedToken(page);
    original = ((await apiFetch(context, '/api/bookings/availability', { token })).body as { data: BookingAvailabilityDoc }).data;

    await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Adminmeny' }).getByRole('link', { name: 'Befaring', exact: true }).click();
    await page.waitForURL('**/admin/befaring');
    await page.getByRole('heading', { level: 1, name: 'Befaring' }).waitFor();

    // The visit, under its day.
    const visit = page.getByRole('listitem', { name: new RegExp(visitor.name) });
    await visit.waitFor();
    expect(await visit.getByRole('heading').textContent()).toContain(toOsloInput(booking.start).slice(11, 16));
    expect(await visit.getByRole('link', { name: `Åpne henvendelsen fra ${visitor.name}` }).getAttribute('href')).toMatch(/^\/admin\/henvendelser#henvendelse-/);

    // axe finds nothing serious on the screen with a visit listed and the form shown (before any toast).
    await page.getByRole('form', { name: 'Tider og områder for befaring' }).waitFor();
    const violations = await page.evaluate(async () => {
      const axe = (globalThis as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
      return (await axe.run()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    });
    expect(violations).toEqual([]);

    // An opening interval: Monday ends at 14:30 instead.
    const form = page.getByRole('form', { name: 'Tider og områder for befaring' });
    await form.getByLabel('Mandag, tid 1 til').fill('14:30');
    await form.getByRole('button', { name: 'Lagre tidene' }).click();
    await page.getByText('Tidene for befaring er lagret').waitFor();
    const saved = ((await apiFetch(context, '/api/bookings/availability', { token })).body as { data: BookingAvailabilityDoc }).data;
    expect(saved.weekly.mon[0]).toEqual({ from: original.weekly.mon[0]!.from, to: '14:30' });

    // Moved to the next day at an off-grid time staff agreed on the phone (07:10 plus this run's minutes, so runs do not clash).
    const day = new Date(Date.parse(booking.start) + 24 * 60 * 60 * 1000);
    const when = `${toOsloInput(day.toISOString()).slice(0, 10)}T07:${String(10 + (Date.now() % 40)).padStart(2, '0')}`;
    await visit.getByRole('button', { name: `Flytt befaringen for ${visitor.name}` }).click();
    await visit.getByLabel('Ny tid (norsk tid)').fill(when);
    await visit.getByRole('button', { name: 'Lagre ny tid' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Flytt befaringen' }).click();
    await page.getByText(/^Befaringen er flyttet til /).waitFor();

    const movedStart = new Date(fromOsloInput(when)!).toISOString();
    await expect.poll(async () => (await invitationsTo(visitor.email)).map((i) => [i.method, i.start, i.sequence])).toEqual([
      ['REQUEST', new Date(booking.start).toISOString(), 0],
      ['REQUEST', movedStart, 1],
    ]);
    const [first, moved] = await invitationsTo(visitor.email);
    expect(moved!.uid).toBe(first!.uid);

    // Cancelled at the end, so its place and the visitor's mail box are left as they were.
    await apiFetch(context, `/api/bookings/${booking.id}`, { method: 'PATCH', token, body: { status: 'cancelled' } });
  });

  it('keeps the dashboard (Oversikt) with its visits of today and tomorrow within 1,400 px at 1280 px', async () => {
    await page.goto('/admin');
    await page.getByRole('link', { name: 'Befaringer i dag og i morgen' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(1400);
  });
});
