import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BookingCreated, CalendarFeed, StaffBooking, StoredEnquiry } from '@rms/schema';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, formToken, outboxMails, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { bookingVisitor } from '../../../test/booking-fixture';
import type { OutgoingMail } from '../adapters/mailer';

/** Staff's side of site visits (decision 149): the list, moves and cancellations, and the private calendar feed. */

let stack: TestStack;
let editor: TestUser;
let other: TestUser;
/** Friday 20 March 2026, 11:00 in Oslo. */
const NOW = new Date('2026-03-20T10:00:00Z');
const visitor = bookingVisitor();

beforeAll(async () => {
  stack = await createTestStack({ clock: () => NOW, env: { RMS_RATE_LIMIT_SCALE: '100', MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' } });
  editor = await userWithRole(stack.db, 'visit-editor@example.com', 'editor');
  other = await userWithRole(stack.db, 'visit-editor2@example.com', 'editor');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'bookings', 'booking-claims', 'booking-feeds', 'messages', 'audit');
  await stack.db.collection('settings').doc('booking').delete();
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
});

const outbox = () => outboxMails(stack.dataDir);

function event(mail: OutgoingMail | undefined) {
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(mail!.attachments![0]!.content, 'base64').toString('utf8')) as unknown[]);
  const e = calendar.getFirstSubcomponent('vevent')!;
  return { method: calendar.getFirstPropertyValue('method'), start: (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(), end: (e.getFirstPropertyValue('dtend') as ICAL.Time).toJSDate().toISOString(), sequence: e.getFirstPropertyValue('sequence'), uid: e.getFirstPropertyValue('uid') };
}

async function book(start: string) {
  const res = await request(stack.app).post('/api/bookings').send({ ...visitor, start, formToken: formToken() }).expect(201);
  return (res.body as { data: BookingCreated }).data.booking;
}

describe('staff routes', () => {
  it('lists the visits of the Oslo days asked for, cancelled ones too, with the visitor details', async () => {
    await book('2026-03-23T09:00:00+01:00');
    const late = await book('2026-03-24T13:30:00+01:00');
    await book('2026-03-25T09:00:00+01:00');
    await request(stack.app).patch(`/api/bookings/${late.id}`).set(editor.auth).send({ status: 'cancelled' }).expect(200);
    const res = await request(stack.app).get('/api/bookings?from=2026-03-23&to=2026-03-24').set(editor.auth).expect(200);
    const list = (res.body as { data: StaffBooking[] }).data;
    expect(list.map((b) => [b.start, b.status])).toEqual([
      ['2026-03-23T09:00:00+01:00', 'booked'],
      ['2026-03-24T13:30:00+01:00', 'cancelled'],
    ]);
    expect(list[0]).toMatchObject({ name: 'Kari Nordmann', phone: '912 34 567', email: 'kari@example.no', address: 'Storgata 1' });
    await request(stack.app).get('/api/bookings?from=2026-03-24&to=2026-03-23').set(editor.auth).expect(400);
  });

  it('moves a visit to any time staff choose (a Saturday, off the grid), claiming it, and mails the updated invitation', async () => {
    const { id } = await book('2026-03-23T09:00:00+01:00');
    await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
    // Saturday 4 April, summer time: 08:15 in Oslo is 06:15Z.
    const res = await request(stack.app).patch(`/api/bookings/${id}`).set(editor.auth).send({ start: '2026-04-04T08:15:00+02:00' }).expect(200);
    expect((res.body as { data: StaffBooking }).data).toMatchObject({ start: '2026-04-04T08:15:00+02:00', end: '2026-04-04T09:15:00+02:00', sequence: 1 });
    expect((await stack.db.collection('booking-claims').get()).docs.map((d) => d.id)).toEqual(['2026-04-04T06:15:00.000Z-0']);
    const mails = await outbox();
    expect(mails.map((m) => m.to).sort()).toEqual(['kari@example.no', 'post@firma.example']);
    expect(event(mails.find((m) => m.to === 'kari@example.no'))).toMatchObject({ method: 'REQUEST', start: '2026-04-04T06:15:00.000Z', end: '2026-04-04T07:15:00.000Z', sequence: 1 });
    const [entry] = (await stack.db.collection('audit').where('action', '==', 'booking.move').get()).docs.map((d) => d.data());
    expect(entry).toMatchObject({ target: id, email: 'visit-editor@example.com', extra: { from: '2026-03-23T08:00:00.000Z', to: '2026-04-04T06:15:00.000Z' } });
    expect(JSON.stringify(entry)).not.toMatch(/Kari|Storgata|kari@/);
    // Another visit cannot be moved onto the place this one holds.
    const second = await book('2026-03-24T09:00:00+01:00');
    await request(stack.app).patch(`/api/bookings/${second.id}`).set(editor.auth).send({ start: '2026-04-04T08:15:00+02:00' }).expect(409);
  });

  it('cancels with a reason the visitor is told, in a METHOD:CANCEL invitation; a cancelled visit cannot be changed', async () => {
    const { id } = await book('2026-03-26T09:00:00+01:00');
    await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
    const res = await request(stack.app).patch(`/api/bookings/${id}`).set(editor.auth).send({ status: 'cancelled', reason: 'Sykdom' }).expect(200);
    expect((res.body as { data: StaffBooking }).data).toMatchObject({ status: 'cancelled', cancelReason: 'Sykdom', sequence: 1 });
    expect((await stack.db.collection('booking-claims').get()).size).toBe(0);
    const toVisitor = (await outbox()).find((m) => m.to === 'kari@example.no');
    expect(toVisitor?.text).toContain('Grunn: Sykdom');
    expect(event(toVisitor)).toMatchObject({ method: 'CANCEL', start: '2026-03-26T08:00:00.000Z', sequence: 1 });
    await request(stack.app).patch(`/api/bookings/${id}`).set(editor.auth).send({ start: '2026-03-27T09:00:00+01:00' }).expect(409);
    await request(stack.app).patch('/api/bookings/finnesIkke').set(editor.auth).send({ status: 'cancelled' }).expect(404);
  });

  it("shows a staff move and a cancellation on the visit's enquiry in the inbox: the new time in its subject and booking, then cancelled", async () => {
    const { id } = await book('2026-03-23T09:00:00+01:00');
    const inbox = async () => ((await request(stack.app).get('/api/messages').set(editor.auth).expect(200)).body as { data: StoredEnquiry[] }).data;
    expect((await inbox()).map((m) => [m.subject, m.booking])).toEqual([['Befaring 23.03.2026 kl. 09:00', { id, start: '2026-03-23T08:00:00.000Z', status: 'booked' }]]);
    // Winter to summer time: 14:00 in Oslo on Tuesday 31 March is 12:00Z.
    await request(stack.app).patch(`/api/bookings/${id}`).set(editor.auth).send({ start: '2026-03-31T14:00:00+02:00' }).expect(200);
    expect((await inbox()).map((m) => [m.subject, m.booking])).toEqual([['Befaring 31.03.2026 kl. 14:00', { id, start: '2026-03-31T12:00:00.000Z', status: 'booked' }]]);
    // The enquiry's text names no time: the inbox never shows the old one beside the new.
    expect((await inbox())[0]?.message).not.toMatch(/23\.03\.2026|kl\. \d/);
    await request(stack.app).patch(`/api/bookings/${id}`).set(editor.auth).send({ status: 'cancelled', reason: 'Kunden ringte' }).expect(200);
    expect((await inbox()).map((m) => [m.subject, m.booking])).toEqual([['Befaring 31.03.2026 kl. 14:00 – avlyst', { id, start: '2026-03-31T12:00:00.000Z', status: 'cancelled' }]]);
    expect((await stack.db.collection('bookings').doc(id).get()).get('cancelReason')).toBe('Kunden ringte');
  });

  it('gives each staff member a private feed of the upcoming visits; a renewed address refuses the old one at once', async () => {
    const { id } = await book('2026-03-23T09:00:00+01:00');
    const first = ((await request(stack.app).post('/api/bookings/calendar-feed').set(editor.auth).expect(200)).body as { data: CalendarFeed }).data.url;
    expect(first).toMatch(new RegExp(`^${stack.deps.config.siteUrl}/api/bookings/feed/[\\w-]{43}$`));
    const token = first.split('/').at(-1)!;
    const feed = await request(stack.app).get(`/api/bookings/feed/${token}`).buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => done(null, text));
    });
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toMatch(/^text\/calendar/);
    expect(feed.headers['cache-control']).toBe('private, no-store');
    const events = new ICAL.Component(ICAL.parse(feed.body as string) as unknown[]).getAllSubcomponents('vevent');
    expect(events.map((e) => [e.getFirstPropertyValue('uid'), (e.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString()])).toEqual([[`booking-${id}@${new URL(stack.deps.config.siteUrl).host}`, '2026-03-23T08:00:00.000Z']]);
    // Only the hash is stored.
    expect(JSON.stringify((await stack.db.collection('booking-feeds').get()).docs.map((d) => d.data()))).not.toContain(token);

    const renewed = ((await request(stack.app).post('/api/bookings/calendar-feed').set(editor.auth).expect(200)).body as { data: CalendarFeed }).data.url;
    expect(renewed).not.toBe(first);
    await request(stack.app).get(`/api/bookings/feed/${token}`).expect(404);
    await request(stack.app).get(`/api/bookings/feed/${renewed.split('/').at(-1)!}`).expect(200);
    // Another staff member's address is their own, and leaves this one working.
    await request(stack.app).post('/api/bookings/calendar-feed').set(other.auth).expect(200);
    await request(stack.app).get(`/api/bookings/feed/${renewed.split('/').at(-1)!}`).expect(200);
    await request(stack.app).get(`/api/bookings/feed/${'x'.repeat(43)}`).expect(404);
  });
});
