import type { BookingCreated } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { bookingVisitor } from '../../../test/booking-fixture';
import { repositoriesFor } from '../repositories';
import { createBackup, readBackupFile, restoreBackup } from '../services/backups/backups';
import { purgeOldEnquiries, RETENTION_JOB } from '../services/enquiries/enquiry-retention';

/** A site visit booking is kept exactly as long as its enquiry, in Firestore and in every backup (decision 149). */

let stack: TestStack;
let admin: TestUser;
/** Friday 20 March 2026, 11:00 in Oslo. */
const NOW = new Date('2026-03-20T10:00:00Z');
const visitor = bookingVisitor();

beforeAll(async () => {
  stack = await createTestStack({ clock: () => NOW, env: { RMS_RATE_LIMIT_SCALE: '100' } });
  admin = await userWithRole(stack.db, 'privacy-admin@example.com', 'admin');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'bookings', 'booking-claims', 'messages', 'audit');
  await stack.db.collection('settings').doc('booking').delete();
  await stack.db.collection('settings').doc('site').delete();
  await stack.blobs.deletePrefix('backups/');
});

async function book(start: string) {
  const res = await request(stack.app).post('/api/bookings').send({ ...visitor, start, formToken: formToken() }).expect(201);
  const { id } = (res.body as { data: BookingCreated }).data.booking;
  const enquiryId = (await stack.db.doc(`bookings/${id}`).get()).get('enquiryId') as string;
  return { id, enquiryId };
}

const ids = async (name: string) => (await stack.db.collection(name).get()).docs.map((d) => d.id).sort();
const inBackup = async (name: string) => (await readBackupFile(stack.blobs, name)) as Record<string, Record<string, unknown> | undefined>;

describe('a booking follows its enquiry', () => {
  it('is stored with its enquiry, and backed up beside it', async () => {
    const { id, enquiryId } = await book('2026-03-23T09:00:00+01:00');
    expect(await ids('messages')).toEqual([enquiryId]);
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now: NOW });
    const file = await inBackup(backup.name);
    expect(Object.keys(file.bookings ?? {})).toEqual([id]);
    expect(file.bookings?.[id]).toMatchObject({ enquiryId, start: '2026-03-23T08:00:00.000Z' });
  });

  it('is deleted by the retention with its enquiry, with its place and manage link, from Firestore and from the backups', async () => {
    const old = await book('2026-03-23T09:00:00+01:00');
    await stack.db.doc('messages/nyere').set({ ...(await stack.db.doc(`messages/${old.enquiryId}`).get()).data(), name: 'Ola', message: 'Hei', created_at: '2027-03-01T00:00:00.000Z', booking: null });
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now: NOW });
    // Twelve months (the default) and a day after it was booked.
    const later = new Date('2027-03-21T10:00:00Z');
    const result = await purgeOldEnquiries(repositoriesFor(stack.db), RETENTION_JOB, later, stack.blobs);
    expect(result.deleted).toBe(1);
    expect(await ids('messages')).toEqual(['nyere']);
    expect(await ids('bookings')).toEqual([]);
    expect(await ids('booking-claims')).toEqual([]);
    const file = await inBackup(backup.name);
    expect(Object.keys(file.messages ?? {})).toEqual(['nyere']);
    expect(file.bookings).toEqual({});
    expect(JSON.stringify(file)).not.toContain('Storgata');
  });

  it('is deleted with an enquiry marked as spam once the spam is 30 days old', async () => {
    const { enquiryId } = await book('2026-03-24T09:00:00+01:00');
    await stack.db.doc(`messages/${enquiryId}`).update({ status: 'spam' });
    await purgeOldEnquiries(repositoriesFor(stack.db), RETENTION_JOB, new Date('2026-04-21T10:00:00Z'), stack.blobs);
    expect(await ids('messages')).toEqual([]);
    expect(await ids('bookings')).toEqual([]);
    expect(await ids('booking-claims')).toEqual([]);
  });

  it("is deleted with the staff's delete of its enquiry, from the backups too, and its time is free again", async () => {
    const { enquiryId } = await book('2026-03-25T09:00:00+01:00');
    const other = await book('2026-03-26T09:00:00+01:00');
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now: NOW });
    await request(stack.app).delete(`/api/messages/${enquiryId}`).set(admin.auth).expect(200);
    expect(await ids('bookings')).toEqual([other.id]);
    expect(await ids('booking-claims')).toEqual(['2026-03-26T08:00:00.000Z-0']);
    const file = await inBackup(backup.name);
    expect(Object.keys(file.bookings ?? {})).toEqual([other.id]);
    expect(Object.keys(file.messages ?? {})).toEqual([other.enquiryId]);
    await book('2026-03-25T09:00:00+01:00');
  });

  it('comes back with its enquiry in a restore, holding its place again; current bookings are kept', async () => {
    const lost = await book('2026-03-27T09:00:00+01:00');
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now: NOW });
    // Lost outside the app (no scrub of the backups): the restore is the way back.
    await stack.db.doc(`bookings/${lost.id}`).delete();
    await stack.db.doc(`messages/${lost.enquiryId}`).delete();
    await stack.db.doc('booking-claims/2026-03-27T08:00:00.000Z-0').delete();
    const kept = await book('2026-03-30T09:00:00+02:00');
    await restoreBackup(repositoriesFor(stack.db), stack.blobs, backup.name, 'test', NOW);
    expect(await ids('bookings')).toEqual([lost.id, kept.id].sort());
    expect(await ids('messages')).toEqual([lost.enquiryId, kept.enquiryId].sort());
    expect((await stack.db.doc('booking-claims/2026-03-27T08:00:00.000Z-0').get()).get('bookingId')).toBe(lost.id);
  });
});
