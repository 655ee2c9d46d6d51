import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BookingCreated } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, formToken, outboxMails, type TestStack } from '../../../../test/api-helpers';
import { bookingVisitor } from '../../../../test/booking-fixture';
import { remindTomorrowsVisits } from './booking-reminder';

let stack: TestStack;
let now = new Date('2026-03-20T10:00:00Z');
const visitor = bookingVisitor();

beforeAll(async () => {
  stack = await createTestStack({ clock: () => now, env: { RMS_RATE_LIMIT_SCALE: '100', MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' } });
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'bookings', 'booking-claims', 'booking-reminders', 'messages');
  await stack.db.collection('settings').doc('booking').delete();
});

const outbox = () => outboxMails(stack.dataDir);

const deps = () => ({ repos: stack.deps.repos, mailer: stack.deps.mailer, mailFrom: 'nettside@firma.example', mailTo: 'post@firma.example', siteUrl: stack.deps.config.siteUrl, now: () => now });

describe('bookingReminder', () => {
  it('sends one reminder the day before the visit (Oslo days), however often and however concurrently it runs', async () => {
    now = new Date('2026-03-20T10:00:00Z');
    const res = await request(stack.app).post('/api/bookings').send({ ...visitor, start: '2026-03-24T09:00:00+01:00', formToken: formToken() }).expect(201);
    const { id } = (res.body as { data: BookingCreated }).data.booking;
    await request(stack.app).post('/api/bookings').send({ ...visitor, email: 'ola@example.no', start: '2026-03-25T09:00:00+01:00', formToken: formToken() }).expect(201);
    await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
    // Sunday 22 March, 23:30 in Oslo (22:30Z): Tuesday is not tomorrow yet.
    now = new Date('2026-03-22T22:30:00Z');
    expect(await remindTomorrowsVisits(deps())).toEqual({ reminded: 0, failed: 0 });
    // Monday 23 March, 00:30 in Oslo (23:30Z on the 22nd): Tuesday's visit is tomorrow.
    now = new Date('2026-03-22T23:30:00Z');
    const runs = await Promise.all([remindTomorrowsVisits(deps()), remindTomorrowsVisits(deps())]);
    expect(runs.reduce((n, r) => n + r.reminded, 0)).toBe(1);
    expect(await remindTomorrowsVisits(deps())).toEqual({ reminded: 0, failed: 0 });
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual(['kari@example.no']);
    expect(mails[0]?.subject).toBe('Påminnelse: befaring i morgen: tirsdag 24. mars 2026 kl. 09.00–10.00');
    expect(mails[0]?.attachments?.[0]?.filename).toBe('befaring.ics');
    expect((await stack.db.doc(`bookings/${id}`).get()).get('reminded_at')).toBe(now.toISOString());
  });
});
