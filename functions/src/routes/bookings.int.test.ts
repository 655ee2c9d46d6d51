import type { BookingAvailabilityDoc, BookingCreated, BookingSlots, ManagedBooking } from '@rms/schema';
import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { bookingVisitor } from '../../../test/booking-fixture';

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
/** Friday 20 March 2026, 11:00 in Oslo: the first bookable day is Monday 23 March. */
const NOW = new Date('2026-03-20T10:00:00Z');

beforeAll(async () => {
  // Many bookings from one test address: the per-address limit is not what these tests are about.
  stack = await createTestStack({ clock: () => NOW, env: { RMS_RATE_LIMIT_SCALE: '100' } });
  admin = await userWithRole(stack.db, 'booking-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'booking-editor@example.com', 'editor');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'bookings', 'booking-claims');
  await stack.db.collection('settings').doc('booking').delete();
});

const week = { mon: [{ from: '09:00', to: '15:00' }], tue: [{ from: '09:00', to: '15:00' }], wed: [], thu: [{ from: '10:00', to: '12:00' }], fri: [], sat: [], sun: [] };

describe('booking availability', () => {
  it('gives staff the defaults before anyone has saved: weekdays 09:00–15:00 and upper Romerike', async () => {
    const res = await request(stack.app).get('/api/bookings/availability').set(editor.auth).expect(200);
    const data = (res.body as { data: BookingAvailabilityDoc }).data;
    expect(data).toMatchObject({ visitMinutes: 60, bufferMinutes: 30, daysAhead: 28, capacity: 1, modified_at: null, closed: [] });
    expect(data.weekly.mon).toEqual([{ from: '09:00', to: '15:00' }]);
    expect(data.weekly.sat).toEqual([]);
    expect(data.areas).toEqual([{ name: 'Øvre Romerike', postcodes: ['2000-2199'], weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'] }]);
  });

  it('lets an administrator save it, with defaults for omitted numbers, and refuses a stale modified_at with 409', async () => {
    const body = { weekly: week, areas: [{ name: 'Nord', postcodes: ['2040', '2050-2060'], weekdays: ['mon', 'thu'] }], closed: [{ from: '2026-07-06', to: '2026-07-31', reason: 'Sommerferie' }] };
    const saved = (await request(stack.app).put('/api/bookings/availability').set(admin.auth).send(body).expect(200)).body as { data: BookingAvailabilityDoc };
    expect(saved.data).toMatchObject({ ...body, visitMinutes: 60, capacity: 1 });
    expect(saved.data.modified_at).toEqual(expect.any(String));
    const again = await request(stack.app).get('/api/bookings/availability').set(editor.auth).expect(200);
    expect((again.body as { data: BookingAvailabilityDoc }).data).toEqual(saved.data);

    await request(stack.app).put('/api/bookings/availability').set(admin.auth).send({ ...body, capacity: 2, modified_at: saved.data.modified_at }).expect(200);
    const stale = await request(stack.app).put('/api/bookings/availability').set(admin.auth).send({ ...body, capacity: 3, modified_at: saved.data.modified_at });
    expect(stale.status).toBe(409);
    expect((await stack.db.collection('settings').doc('booking').get()).get('capacity')).toBe(2);
  });

  it('refuses malformed hours and postcodes with 400 naming the field', async () => {
    const res = await request(stack.app)
      .put('/api/bookings/availability')
      .set(admin.auth)
      .send({ weekly: { ...week, mon: [{ from: '15:00', to: '09:00' }] }, areas: [{ name: 'Nord', postcodes: ['2199-2000'], weekdays: ['mon'] }] });
    expect(res.status).toBe(400);
    const paths = (res.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['weekly.mon.0.to', 'areas.0.postcodes.0']));
    expect((await stack.db.collection('settings').doc('booking').get()).exists).toBe(false);
  });
});

describe('GET /api/bookings/slots', () => {
  it('answers anyone with the free times of the area serving the postcode, in Oslo time, never cached', async () => {
    const res = await request(stack.app).get('/api/bookings/slots?postcode=2050&from=2026-03-20').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { area, slots } = (res.body as { data: BookingSlots }).data;
    expect(area).toEqual({ name: 'Øvre Romerike' });
    // Today and the weekend are never offered; Monday is the next working day; summer time starts on the 29th.
    expect(slots[0]).toEqual({ start: '2026-03-23T09:00:00+01:00', end: '2026-03-23T10:00:00+01:00' });
    expect(slots.find((s) => s.start.startsWith('2026-03-30'))!.start).toBe('2026-03-30T09:00:00+02:00');
    expect(slots.some((s) => s.start.startsWith('2026-04-02') || s.start.startsWith('2026-04-03'))).toBe(false);
  });

  it('leaves out a time whose places are all booked', async () => {
    await stack.db.collection('bookings').doc('held').set({ start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T09:00:00.000Z', status: 'booked' });
    await stack.db.collection('bookings').doc('gone').set({ start: '2026-03-23T09:30:00.000Z', end: '2026-03-23T10:30:00.000Z', status: 'cancelled' });
    const { slots } = ((await request(stack.app).get('/api/bookings/slots?postcode=2050&from=2026-03-23').expect(200)).body as { data: BookingSlots }).data;
    expect(slots.filter((s) => s.start.startsWith('2026-03-23')).map((s) => s.start.slice(11, 16))).toEqual(['10:30', '12:00', '13:30']);
  });

  it('refuses a malformed postcode with 400, and one outside every area with 422 in Norwegian with the phone number', async () => {
    for (const postcode of ['205', '20500', 'abcd', '']) {
      const res = await request(stack.app).get('/api/bookings/slots').query({ postcode });
      expect(res.status, postcode).toBe(400);
    }
    const outside = await request(stack.app).get('/api/bookings/slots?postcode=0150');
    expect(outside.status).toBe(422);
    const { code, message } = (outside.body as { error: { code: string; message: string } }).error;
    expect(code).toBe('UNPROCESSABLE');
    expect(message).toContain('0150');
    expect(message).toMatch(/Ring oss på/);
    const phone = ((await stack.db.collection('settings').doc('site').get()).get('phone') as string | undefined) || DEFAULT_COMPANY_PHONE;
    expect(message).toContain(phone);
  });
});

describe('POST /api/bookings', () => {
  const visitor = bookingVisitor({ message: 'Markise over terrassen' });
  const book = (start: string, change: Record<string, unknown> = {}) => request(stack.app).post('/api/bookings').send({ ...visitor, start, formToken: formToken(), ...change });

  it('books an offered time: 201 with the visit, a manage link on SITE_URL, the place claimed and an enquiry in the inbox', async () => {
    const res = await book('2026-03-23T09:00:00+01:00');
    expect(res.status).toBe(201);
    const { booking } = (res.body as { data: BookingCreated }).data;
    expect(booking).toMatchObject({ start: '2026-03-23T09:00:00+01:00', end: '2026-03-23T10:00:00+01:00' });
    expect(booking.manageUrl).toMatch(new RegExp(`^${stack.deps.config.siteUrl}/befaring/[\\w-]{43}$`));
    const stored = await stack.db.collection('bookings').doc(booking.id).get();
    expect(stored.data()).toMatchObject({ start: '2026-03-23T08:00:00.000Z', end: '2026-03-23T09:00:00.000Z', status: 'booked', sequence: 0, claims: ['2026-03-23T08:00:00.000Z-0'] });
    // Only the token's hash is stored.
    expect(JSON.stringify(stored.data())).not.toContain(booking.manageUrl.split('/').at(-1));
    const enquiry = await stack.db.collection('messages').doc(stored.get('enquiryId') as string).get();
    expect(enquiry.data()).toMatchObject({ name: 'Kari Nordmann', contactEmail: 'kari@example.no', booking: { id: booking.id, start: '2026-03-23T08:00:00.000Z' }, quote: { postcode: '2050', siteVisit: true } });
    // The time is no longer offered.
    const { slots } = ((await request(stack.app).get('/api/bookings/slots?postcode=2050&from=2026-03-23').expect(200)).body as { data: BookingSlots }).data;
    expect(slots.some((s) => s.start === '2026-03-23T09:00:00+01:00')).toBe(false);
  });

  it('gives the last place to exactly one of several simultaneous requests; the others get 409 in Norwegian', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => book('2026-03-24T10:30:00+01:00', { email: `kunde${i}@example.no` })));
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    for (const r of answers.filter((a) => a.status === 409)) expect((r.body as { error: { message: string } }).error.message).toMatch(/ikke ledig/);
    const held = await stack.db.collection('bookings').where('start', '==', '2026-03-24T09:30:00.000Z').get();
    expect(held.docs.filter((d) => d.get('status') === 'booked')).toHaveLength(1);
  });

  it('refuses with 409 a time not offered: today, a holiday, a time off the grid, a closed day, outside the areas', async () => {
    await request(stack.app).put('/api/bookings/availability').set(admin.auth).send({ weekly: week, areas: [{ name: 'Nord', postcodes: ['2050'], weekdays: ['mon', 'tue', 'thu'] }], closed: [{ from: '2026-03-26', to: '2026-03-26', reason: 'Messe' }] }).expect(200);
    for (const [start, postcode] of [
      ['2026-03-20T13:00:00+01:00', '2050'],
      ['2026-04-02T10:00:00+02:00', '2050'],
      ['2026-03-23T09:15:00+01:00', '2050'],
      ['2026-03-26T10:00:00+01:00', '2050'],
      ['2026-03-23T09:00:00+01:00', '2060'],
    ] as const) {
      const res = await book(start, { postcode });
      expect(res.status, `${start} ${postcode}`).toBe(409);
    }
    expect((await stack.db.collection('bookings').get()).size).toBe(0);
    expect((await stack.db.collection('booking-claims').get()).size).toBe(0);
  });

  it('refuses bad input with 400 naming the field, and a form sent too soon (the time trap)', async () => {
    const bad = await book('2026-03-23T09:00:00+01:00', { email: 'ikke-epost', postcode: '20' });
    expect(bad.status).toBe(400);
    expect((bad.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path)).toEqual(expect.arrayContaining(['email', 'postcode']));
    const soon = await book('2026-03-23T09:00:00+01:00', { formToken: formToken(0) });
    expect(soon.status).toBe(400);
    expect((soon.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path)).toEqual(['formToken']);
    expect((await stack.db.collection('bookings').get()).size).toBe(0);
  });
});

describe('the manage link', () => {
  const visitor = bookingVisitor({ name: 'Ola Nordmann', email: 'ola@example.no', address: 'Kirkeveien 2' });
  async function booked(start: string) {
    const res = await request(stack.app).post('/api/bookings').send({ ...visitor, start, formToken: formToken() }).expect(201);
    const { booking } = (res.body as { data: BookingCreated }).data;
    return { ...booking, token: booking.manageUrl.split('/').at(-1)! };
  }

  it('shows that one visit with its own details only, and 404 for an unknown or malformed token', async () => {
    const { token, id } = await booked('2026-03-25T09:00:00+01:00');
    const res = await request(stack.app).get(`/api/bookings/manage/${token}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as { data: ManagedBooking }).data).toEqual({ id, start: '2026-03-25T09:00:00+01:00', end: '2026-03-25T10:00:00+01:00', status: 'booked', name: 'Ola Nordmann', address: 'Kirkeveien 2', postcode: '2050', area: 'Øvre Romerike', changeableUntil: '2026-03-24T09:00:00+01:00' });
    expect(JSON.stringify(res.body)).not.toContain('ola@example.no');
    const unknown = await request(stack.app).get(`/api/bookings/manage/${'x'.repeat(43)}`).expect(404);
    // A miss names a key in its path: no public cache keeps it (decision 150).
    expect(unknown.headers['cache-control']).toBe('no-store');
    await request(stack.app).get('/api/bookings/manage/kort').expect(404);
    await request(stack.app).post(`/api/bookings/manage/${'x'.repeat(43)}/cancel`).expect(404);
  });

  it('moves a visit to another offered time across the change to summer time, freeing the old place; refuses a time not offered', async () => {
    const { token, id } = await booked('2026-03-27T09:00:00+01:00');
    const moved = await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-03-30T10:30:00+02:00' }).expect(200);
    expect((moved.body as { data: ManagedBooking }).data.start).toBe('2026-03-30T10:30:00+02:00');
    const stored = await stack.db.collection('bookings').doc(id).get();
    expect(stored.data()).toMatchObject({ start: '2026-03-30T08:30:00.000Z', sequence: 1, claims: ['2026-03-30T08:30:00.000Z-0'] });
    expect((await stack.db.collection('booking-claims').doc('2026-03-27T08:00:00.000Z-0').get()).exists).toBe(false);
    await booked('2026-03-27T09:00:00+01:00');
    await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-03-27T09:00:00+01:00' }).expect(409);
    await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-04-03T09:00:00+02:00' }).expect(409);
  });

  it('cancels once, gives the place back, and refuses any change after that', async () => {
    const { token, id } = await booked('2026-03-31T09:00:00+02:00');
    const res = await request(stack.app).post(`/api/bookings/manage/${token}/cancel`).expect(200);
    expect((res.body as { data: ManagedBooking }).data).toMatchObject({ status: 'cancelled', changeableUntil: null });
    expect((await stack.db.collection('bookings').doc(id).get()).data()).toMatchObject({ status: 'cancelled', sequence: 1, claims: [] });
    expect((await stack.db.collection('booking-claims').get()).docs.map((d) => d.id)).not.toContain('2026-03-31T07:00:00.000Z-0');
    const again = await request(stack.app).post(`/api/bookings/manage/${token}/cancel`);
    expect(again.status).toBe(409);
    expect((again.body as { error: { message: string } }).error.message).toMatch(/avlyst/);
    await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-04-01T09:00:00+02:00' }).expect(409);
    // The place is free for someone else.
    await booked('2026-03-31T09:00:00+02:00');
  });

  it('shows a move and a cancellation through the link on the enquiry: the new time in its subject and booking, then cancelled', async () => {
    const { token, id } = await booked('2026-03-27T09:00:00+01:00');
    const enquiry = stack.db.collection('messages').doc((await stack.db.collection('bookings').doc(id).get()).get('enquiryId') as string);
    expect((await enquiry.get()).data()).toMatchObject({ subject: 'Befaring 27.03.2026 kl. 09:00', booking: { id, start: '2026-03-27T08:00:00.000Z', status: 'booked' } });
    // Across the change to summer time: 10:30 in Oslo is 08:30Z.
    await request(stack.app).post(`/api/bookings/manage/${token}/move`).send({ start: '2026-03-30T10:30:00+02:00' }).expect(200);
    expect((await enquiry.get()).data()).toMatchObject({ subject: 'Befaring 30.03.2026 kl. 10:30', booking: { id, start: '2026-03-30T08:30:00.000Z', status: 'booked' } });
    // The enquiry's text names no time: the subject and the booking line carry the one that holds.
    expect((await enquiry.get()).get('message')).not.toMatch(/27\.03\.2026|kl\. \d/);
    await request(stack.app).post(`/api/bookings/manage/${token}/cancel`).expect(200);
    expect((await enquiry.get()).data()).toMatchObject({ subject: 'Befaring 30.03.2026 kl. 10:30 – avlyst', booking: { id, start: '2026-03-30T08:30:00.000Z', status: 'cancelled' } });
  });

  it('refuses a change less than 24 hours before the visit', async () => {
    const { token, id } = await booked('2026-03-23T09:00:00+01:00');
    // Sunday 22 March 10:00 in Oslo: 23 hours before.
    await stack.db.collection('bookings').doc(id).update({ start: '2026-03-21T08:00:00.000Z', end: '2026-03-21T09:00:00.000Z' });
    const res = await request(stack.app).post(`/api/bookings/manage/${token}/cancel`);
    expect(res.status).toBe(409);
    expect((res.body as { error: { message: string } }).error.message).toMatch(/24 timer/);
    expect((await stack.db.collection('bookings').doc(id).get()).get('status')).toBe('booked');
  });
});
