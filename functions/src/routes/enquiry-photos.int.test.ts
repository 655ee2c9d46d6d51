import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import sharp from 'sharp';
import { MemoryStore } from 'express-rate-limit';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENQUIRY_PHOTO_PREFIX, NOT_A_PHOTO_MESSAGE, PHOTO_FORMATS_MESSAGE, PHOTOS_NOT_RECEIVED_MESSAGE, TOO_MANY_PHOTOS_MESSAGE } from '@rms/schema';
import { clearCollections, createTestStack, formToken, outboxMails, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { faultSwitch, faultyRepositories } from '../../../test/faults';
import { jpegWithGps, photoJpeg, photoPng } from '../../../test/image-fixtures';
import { createApp } from '../app';
import { repositoriesFor } from '../repositories';
import { BACKUP_PREFIX, createBackup, pruneNightlyBackups } from '../services/backups/backups';
import { BACKUP_PHOTO_PREFIX } from '../services/backups/backup-enquiry-photos';
import { MESSAGE_FALLBACK_PREFIX, rescueFallbackEnquiries } from '../services/enquiries/enquiry-fallback';

/**
 * Photos with the enquiry (decision 154): sent with the form as multipart, checked by content,
 * re-encoded without metadata, kept privately for staff, and deleted with their enquiry.
 */

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
let member: TestUser;
const limiterStore = new MemoryStore();

const fields = {
  name: 'Kari Nordmann',
  contactPhone: '900 00 000',
  contactEmail: 'kari@example.no',
  subject: 'Markise over terrassen',
  message: 'Her er veggen.',
};

/** The enquiry form as multipart: its text fields (a fresh time-trap token) and these files in `photos`. */
function sendWithPhotos(app: TestStack['app'], files: { data: Buffer; name: string }[], extra: Record<string, string> = {}) {
  const req = request(app).post('/api/email/send');
  for (const [name, value] of Object.entries({ ...fields, formToken: formToken(), ...extra })) void req.field(name, value);
  for (const f of files) void req.attach('photos', f.data, f.name);
  return req;
}

async function messages() {
  return (await stack.db.collection('messages').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string; photos?: { id: string; width: number; height: number }[] });
}

async function storedPhotoFiles() {
  return (await stack.blobs.list(ENQUIRY_PHOTO_PREFIX)).map((b) => b.name);
}

const outbox = () => outboxMails(stack.dataDir);

/** Nothing of any enquiry is stored: no document, no photo, no fallback file, no mail. */
async function expectNothingStored() {
  expect(await messages()).toEqual([]);
  expect(await storedPhotoFiles()).toEqual([]);
  expect(await stack.blobs.list(MESSAGE_FALLBACK_PREFIX)).toEqual([]);
  expect(await outbox()).toEqual([]);
}

beforeAll(async () => {
  stack = await createTestStack({ contactLimiterStore: limiterStore, env: { SITE_URL: 'https://rms.example' } });
  admin = await userWithRole(stack.db, 'photos-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'photos-editor@example.com', 'editor');
  member = await userWithRole(stack.db, 'photos-member@example.com', 'user');
});

beforeEach(async () => {
  await limiterStore.resetAll();
  await clearCollections(stack.db, 'messages', 'receipt-limits', 'audit');
  await stack.blobs.deletePrefix(ENQUIRY_PHOTO_PREFIX);
  await stack.blobs.deletePrefix(BACKUP_PREFIX);
  await stack.blobs.deletePrefix(MESSAGE_FALLBACK_PREFIX);
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
});

afterAll(async () => {
  await stack.cleanup();
});

describe('POST /api/email/send with photos', () => {
  it('gives staff a GPS-tagged photo back without EXIF, XMP or IPTC, turned as the camera held it, and a thumbnail', async () => {
    // 600×400 as stored, orientation 6: the camera held it upright, 400×600.
    const camera = await sharp(await jpegWithGps(600, 400))
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Kari</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>')
      .keepExif()
      .keepIccProfile()
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const before = await sharp(camera).metadata();
    expect(before.exif).toBeDefined();
    expect(before.xmp).toBeDefined();
    expect(before.orientation).toBe(6);

    const res = await sendWithPhotos(stack.app, [{ data: camera, name: 'IMG_0001.jpg' }], { wallMaterial: 'tre', facing: 'SV', wallHeightCm: '250', motor: 'true' }).expect(200);
    expect(res.body.data).toMatchObject({ received: true, photosReceived: 1 });
    expect(res.body.data.photosMessage).toBeUndefined();

    const [stored] = await messages();
    expect(stored?.photos).toEqual([{ id: expect.stringMatching(/^[a-f0-9]{16}$/), width: 400, height: 600, bytes: expect.any(Number) }]);
    expect(stored?.quote).toMatchObject({ wallMaterial: 'tre', facing: 'SV', wallHeightCm: 250, motor: true, sunWindSensor: null, approvalNeeded: null });
    const photoId = stored!.photos![0]!.id;

    const full = await request(stack.app).get(`/api/messages/${stored!.id}/photos/${photoId}`).set(editor.auth).buffer(true).parse(binary).expect(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(full.body as Buffer).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 600 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    // The bytes themselves hold no trace of the position or the camera.
    expect((full.body as Buffer).includes(Buffer.from('TestCam'))).toBe(false);
    expect((full.body as Buffer).includes(Buffer.from('Exif\0\0'))).toBe(false);

    const thumb = await request(stack.app).get(`/api/messages/${stored!.id}/photos/${photoId}?w=320`).set(admin.auth).buffer(true).parse(binary).expect(200);
    expect(thumb.headers['cache-control']).toBe('private, no-store');
    expect(await sharp(thumb.body as Buffer).metadata()).toMatchObject({ width: 320, height: 480 });

    // Only under the private prefix: nothing under raw/ or optimized/.
    expect(await stack.blobs.list('raw/')).toEqual([]);
    expect(await stack.blobs.list('optimized/')).toEqual([]);
    expect(await storedPhotoFiles()).toHaveLength(2);

    // The enquiry as staff read it lists the photo.
    const one = await request(stack.app).get(`/api/messages/${stored!.id}`).set(editor.auth).expect(200);
    expect(one.body.data.photos).toEqual(stored!.photos);

    // The company is told how many and where; the visitor how many were received. No attachments.
    const mails = await outbox();
    const notification = mails.find((m) => m.customArgs?.mail === 'notification');
    const receipt = mails.find((m) => m.customArgs?.mail === 'receipt');
    expect(notification?.text).toContain(`Bilder: 1 (se dem i innboksen: https://rms.example/admin/henvendelser?q=${stored!.id})`);
    expect(notification?.text).toContain('Vegg: tre');
    expect(notification?.attachments ?? []).toEqual([]);
    expect(receipt?.text).toContain('Bilder mottatt: 1');
  });

  it('refuses a text file named .jpg with 400 naming `photos`, and stores nothing of the enquiry', async () => {
    const res = await sendWithPhotos(stack.app, [
      { data: await photoJpeg(80, 60), name: 'vegg.jpg' },
      { data: Buffer.from('Dette er ikke et bilde, bare tekst.\n'.repeat(50)), name: 'terrasse.jpg' },
    ]).expect(400);
    expect(res.body.error.message).toBe(NOT_A_PHOTO_MESSAGE);
    expect(res.body.error.issues).toEqual([{ path: 'photos', message: NOT_A_PHOTO_MESSAGE }]);
    await expectNothingStored();
  });

  it('refuses six photos with 400 naming `photos`, and stores nothing', async () => {
    const six = await Promise.all(Array.from({ length: 6 }, async (_, i) => ({ data: await photoJpeg(40, 30, i + 1), name: `${i}.jpg` })));
    const res = await sendWithPhotos(stack.app, six).expect(400);
    expect(res.body.error.message).toBe(TOO_MANY_PHOTOS_MESSAGE);
    expect(res.body.error.issues).toEqual([{ path: 'photos', message: TOO_MANY_PHOTOS_MESSAGE }]);
    await expectNothingStored();
  });

  it('refuses a 16 MB photo with 413, and stores nothing', async () => {
    // A real JPEG padded to 16 MB (decoders ignore what follows the image's end).
    const jpeg = await photoJpeg(80, 60);
    const big = Buffer.concat([jpeg, Buffer.alloc(16 * 1024 * 1024 - jpeg.length)]);
    const res = await sendWithPhotos(stack.app, [{ data: big, name: 'stor.jpg' }]);
    expect(res.status).toBe(413);
    await expectNothingStored();
  });

  it('refuses HEIC with 415 and the formats that work, in Norwegian, and stores nothing', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(200)]);
    const res = await sendWithPhotos(stack.app, [{ data: heic, name: 'IMG_0002.HEIC' }]).expect(415);
    expect(res.body.error.message).toBe(PHOTO_FORMATS_MESSAGE);
    await expectNothingStored();
  });

  it('refuses a bad measurement in a multipart form with 400 naming it, and stores nothing', async () => {
    const res = await sendWithPhotos(stack.app, [{ data: await photoJpeg(40, 30), name: 'a.jpg' }], { wallHeightCm: 'høy', facing: 'opp' }).expect(400);
    const paths = (res.body.error.issues as { path: string }[]).map((i) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['wallHeightCm', 'facing']));
    await expectNothingStored();
  });

  it('past the hourly ceiling of photo bytes takes the text, keeps no photo, and says so in Norwegian', async () => {
    const small = await createTestStack({ photoBytesPerHour: 1000, contactLimiterStore: new MemoryStore() });
    try {
      const res = await sendWithPhotos(small.app, [{ data: await photoPng(200, 150), name: 'a.png' }]).expect(200);
      expect(res.body.data).toMatchObject({ received: true, photosReceived: 0, photosMessage: PHOTOS_NOT_RECEIVED_MESSAGE });
      const [stored] = await messages();
      expect(stored).toMatchObject({ name: 'Kari Nordmann', message: 'Her er veggen.' });
      expect(stored?.photos).toBeUndefined();
      expect(await small.blobs.list(ENQUIRY_PHOTO_PREFIX)).toEqual([]);
    } finally {
      await small.cleanup();
    }
  });
});

describe('GET /api/messages/{id}/photos/{photoId}', () => {
  it('answers 404 to anonymous callers and plain accounts, exactly as for a missing photo', async () => {
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60), name: 'a.jpg' }]).expect(200);
    const [stored] = await messages();
    const path = `/api/messages/${stored!.id}/photos/${stored!.photos![0]!.id}`;
    for (const res of [await request(stack.app).get(path), await request(stack.app).get(`${path}?w=320`), await request(stack.app).get(path).set(member.auth)]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
      expect(res.headers['content-type']).not.toMatch(/image/);
    }
    const missing = await request(stack.app).get(`/api/messages/${stored!.id}/photos/ffffffffffffffff`).set(editor.auth);
    expect(missing.status).toBe(404);
    await request(stack.app).get(path).set(editor.auth).expect(200);
  });
});

describe('photos follow their enquiry', () => {
  it('retention deletes an old enquiry\'s photos from the storage and from the backups, and spam\'s after 30 days', async () => {
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60), name: 'a.jpg' }]).expect(200);
    await limiterStore.resetAll();
    // No time-trap token: stored as spam, photos kept with it until the spam's 30 days.
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60, 4), name: 'b.jpg' }], { formToken: '' }).expect(200);
    await limiterStore.resetAll();
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60, 5), name: 'c.jpg' }]).expect(200);
    const all = await messages();
    expect(all).toHaveLength(3);
    const spam = all.find((m) => m.status === 'spam')!;
    const [old, recent] = all.filter((m) => m.status !== 'spam');
    const longAgo = new Date(Date.now() - 2 * 366 * 24 * 60 * 60 * 1000).toISOString();
    const fortyDaysAgo = new Date(Date.now() - 40 * 24 * 60 * 60 * 1000).toISOString();
    await stack.db.collection('messages').doc(old!.id).update({ created_at: longAgo });
    await stack.db.collection('messages').doc(spam.id).update({ created_at: fortyDaysAgo });
    await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual' });
    for (const m of all) expect((await stack.blobs.list(`${BACKUP_PHOTO_PREFIX}${m.id}/`)).length).toBe(2);

    const purge = await request(stack.app).post('/api/messages/purge').set(admin.auth).expect(200);
    expect(purge.body.data).toMatchObject({ deleted: 1, spamDeleted: 1 });

    for (const gone of [old!, spam]) {
      expect(await stack.blobs.list(`${ENQUIRY_PHOTO_PREFIX}${gone.id}/`)).toEqual([]);
      expect(await stack.blobs.list(`${BACKUP_PHOTO_PREFIX}${gone.id}/`)).toEqual([]);
    }
    // The recent one keeps its photos, here and in the backup.
    expect(await stack.blobs.list(`${ENQUIRY_PHOTO_PREFIX}${recent!.id}/`)).toHaveLength(2);
    expect(await stack.blobs.list(`${BACKUP_PHOTO_PREFIX}${recent!.id}/`)).toHaveLength(2);
    const [backup] = (await stack.blobs.list(BACKUP_PREFIX)).filter((b) => /^backups\/[^/]+\.json$/.test(b.name));
    const file = JSON.parse((await stack.blobs.get(backup!.name))!.data.toString('utf8')) as { collections: { messages: Record<string, unknown> } };
    expect(Object.keys(file.collections.messages)).toEqual([recent!.id]);
  });

  it('a backup restore brings an enquiry back with its photos', async () => {
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60), name: 'a.jpg' }]).expect(200);
    const [stored] = await messages();
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual' });
    // Lost since: the document and the files (not through the delete, which would take it out of the backup too).
    await stack.db.collection('messages').doc(stored!.id).delete();
    await stack.blobs.deletePrefix(`${ENQUIRY_PHOTO_PREFIX}${stored!.id}/`);

    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: backup.name }).expect(200);
    const photo = stored!.photos![0]!;
    const res = await request(stack.app).get(`/api/messages/${stored!.id}/photos/${photo.id}`).set(editor.auth).buffer(true).parse(binary).expect(200);
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({ width: 80, height: 60 });
  });

  it('an admin\'s delete takes the photos with it, here and in the backups', async () => {
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60), name: 'a.jpg' }]).expect(200);
    const [stored] = await messages();
    await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual' });
    await request(stack.app).delete(`/api/messages/${stored!.id}`).set(admin.auth).expect(200);
    expect(await storedPhotoFiles()).toEqual([]);
    expect(await stack.blobs.list(BACKUP_PHOTO_PREFIX)).toEqual([]);
  });

  it('nightly pruning drops the photo copies of enquiries no kept backup holds, and keeps those one does', async () => {
    await sendWithPhotos(stack.app, [{ data: await photoJpeg(80, 60), name: 'a.jpg' }]).expect(200);
    const [stored] = await messages();
    const repos = repositoriesFor(stack.db);
    await createBackup(repos, stack.blobs, { kind: 'nightly', now: new Date(Date.now() - 60_000) });
    await createBackup(repos, stack.blobs, { kind: 'manual' });
    await pruneNightlyBackups(stack.blobs, 0);
    // The manual backup still holds the enquiry: its copies stay.
    expect(await stack.blobs.list(`${BACKUP_PHOTO_PREFIX}${stored!.id}/`)).toHaveLength(2);
    for (const b of await stack.blobs.list(BACKUP_PREFIX)) if (/^backups\/[^/]+\.json$/.test(b.name)) await stack.blobs.delete(b.name);
    await createBackup(repos, stack.blobs, { kind: 'nightly', now: new Date(Date.now() - 60_000) });
    await stack.db.collection('messages').doc(stored!.id).delete();
    await createBackup(repos, stack.blobs, { kind: 'nightly' });
    await pruneNightlyBackups(stack.blobs, 1);
    expect(await stack.blobs.list(`${BACKUP_PHOTO_PREFIX}${stored!.id}/`)).toEqual([]);
  });

  it('when Firestore is stalled, keeps the enquiry and its photos together, and the rescue job moves both into the inbox', async () => {
    const firestore = faultSwitch();
    const repos = faultyRepositories(repositoriesFor(stack.db), firestore);
    const app = createApp({ ...stack.deps, repos, contactLimiterStore: new MemoryStore(), deadlines: { firestore: 800, firestoreCommit: 1200 } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    firestore.set({ kind: 'hang' });
    const res = await sendWithPhotos(app, [
      { data: await jpegWithGps(300, 200), name: 'a.jpg' },
      { data: await photoPng(120, 90), name: 'b.png' },
    ]);
    firestore.set({ kind: 'none' });
    error.mockRestore();
    warn.mockRestore();
    expect(res.status).toBe(200);
    expect(res.body.data.photosReceived).toBe(2);

    expect(await messages()).toEqual([]);
    const [kept] = await stack.blobs.list(MESSAGE_FALLBACK_PREFIX);
    const entry = JSON.parse((await stack.blobs.get(kept!.name))!.data.toString('utf8')) as { id: string; message: { photos: { id: string }[] } };
    expect(entry.message.photos).toHaveLength(2);
    expect((await stack.blobs.list(`${ENQUIRY_PHOTO_PREFIX}${entry.id}/`)).length).toBe(4);

    expect(await rescueFallbackEnquiries(repositoriesFor(stack.db), stack.blobs)).toMatchObject({ moved: 1 });
    const [moved] = await messages();
    expect(moved?.id).toBe(entry.id);
    expect(moved?.photos?.map((p) => p.id)).toEqual(entry.message.photos.map((p) => p.id));
    for (const p of moved!.photos!) {
      const photo = await request(stack.app).get(`/api/messages/${entry.id}/photos/${p.id}`).set(editor.auth).buffer(true).parse(binary).expect(200);
      expect((await sharp(photo.body as Buffer).metadata()).exif).toBeUndefined();
    }
    expect(await stack.blobs.list(MESSAGE_FALLBACK_PREFIX)).toEqual([]);
  });
});

/** supertest's parser for an image body: the bytes as they came. */
function binary(res: request.Response, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}
