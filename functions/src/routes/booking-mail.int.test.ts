import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BookingCreated } from '@rms/schema';
import ICAL from 'ical.js';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, formToken, outboxMails, type TestStack } from '../../../test/api-helpers';
import { bookingVisitor } from '../../../test/booking-fixture';
import type { OutgoingMail } from '../adapters/mailer';

/** The calendar invitations of a site visit (decision 149), read back from the outbox and parsed as a calendar would. */

let stack: TestStack;
let now = new Date('2026-03-20T10:00:00Z');
const visitor = bookingVisitor({ message: 'Markise over terrassen' });

beforeAll(async () => {
  stack = await createTestStack({ clock: () => now, env: { RMS_RATE_LIMIT_SCALE: '100', MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' } });
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'bookings', 'booking-claims', 'messages');
  await stack.db.collection('settings').doc('booking').delete();
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
});

const outbox = () => outboxMails(stack.dataDir);

/** The invitation attached to a mail, as a calendar reads it. */
function invitation(mail: OutgoingMail | undefined) {
  const file = mail?.attachments?.[0];
  expect(file?.filename).toBe('befaring.ics');
  const calendar = new ICAL.Component(ICAL.parse(Buffer.from(file!.content, 'base64').toString('utf8')) as unknown[]);
  const event = calendar.getFirstSubcomponent('vevent')!;
  const instant = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    contentType: file!.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    start: instant('dtstart'),
    end: instant('dtend'),
    utc: (event.getFirstPropertyValue('dtstart') as ICAL.Time).zone?.tzid === 'UTC',
    location: event.getFirstPropertyValue('location'),
    organizer: event.getFirstPropertyValue('organizer'),
  };
}

async function book(start: string) {
  const res = await request(stack.app).post('/api/bookings').send({ ...visitor, start, formToken: formToken() }).expect(201);
  const { booking } = (res.body as { data: BookingCreated }).data;
  return { ...booking, token: booking.manageUrl.split('/').at(-1)! };
}

const forVisitor = (mails: OutgoingMail[]) => mails.filter((m) => m.to === visitor.email);
const forCompany = (mails: OutgoingMail[]) => mails.filter((m) => m.to === 'post@firma.example');

describe('the invitation mails', () => {
  it('sends the visitor a Norwegian confirmation with a winter invitation: 09:00 in Oslo is 08:00Z', async () => {
    now = new Date('2026-03-20T10:00:00Z');
    const { id, manageUrl } = await book('2026-03-23T09:00:00+01:00');
    const mails = await outbox();
    const [mail] = forVisitor(mails);
    expect(mail?.from).toBe('nettside@firma.example');
    expect(mail?.subject).toBe('Befaring bestilt: mandag 23. mars 2026 kl. 09.00–10.00');
    expect(mail?.text).toContain('Tid: mandag 23. mars 2026 kl. 09.00–10.00');
    expect(mail?.text).toContain('Adresse: Storgata 1, 2050');
    expect(mail?.text).toContain(manageUrl);
    expect(mail?.text).toMatch(/Ring oss på \d/);
    // The visitor's own message is never mailed back.
    expect(mail?.text).not.toContain('Markise over terrassen');
    const ics = invitation(mail);
    expect(ics).toMatchObject({ method: 'REQUEST', sequence: 0, status: 'CONFIRMED', start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T09:00:00.000Z', utc: true, location: 'Storgata 1, 2050' });
    expect(ics.contentType).toContain('method=REQUEST');
    expect(ics.uid).toBe(`booking-${id}@${new URL(stack.deps.config.siteUrl).host}`);
    expect(ics.organizer).toBe('mailto:nettside@firma.example');
    // The company gets the same invitation with the visitor's details.
    const [copy] = forCompany(mails);
    expect(copy?.replyTo).toBe(visitor.email);
    expect(copy?.text).toContain('Telefon: 912 34 567');
    expect(copy?.text).toContain('Markise over terrassen');
    expect(invitation(copy)).toEqual(ics);
  });

  it('puts a summer visit at 07:00Z, and a move keeps the UID with a higher SEQUENCE; a cancellation is METHOD:CANCEL', async () => {
    now = new Date('2026-06-10T10:00:00Z');
    const { token } = await book('2026-06-15T09:00:00+02:00');
    const first = invitation(forVisitor(await outbox())[0]);
    expect(first).toMatchObject({ start: '2026-06-15T07:00:00.000Z', end: '2026-06-15T08:00:00.000Z', sequence: 0 });

    await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
    await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-06-16T10:30:00+02:00' }).expect(200);
    const [moveMail] = forVisitor(await outbox());
    expect(moveMail?.subject).toMatch(/^Befaringen er flyttet: tirsdag 16. juni 2026 kl. 10.30/);
    const moved = invitation(moveMail);
    expect(moved).toMatchObject({ method: 'REQUEST', uid: first.uid, sequence: 1, start: '2026-06-16T08:30:00.000Z' });
    expect(forCompany(await outbox())).toHaveLength(1);

    await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
    await request(stack.app).post(`/api/bookings/manage/${token}/cancel`).expect(200);
    const cancelled = invitation(forVisitor(await outbox())[0]);
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: first.uid, sequence: 2 });
    expect(cancelled.contentType).toContain('method=CANCEL');
    expect(invitation(forCompany(await outbox())[0])).toMatchObject({ method: 'CANCEL', sequence: 2 });
  });
});
