import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettingsInput } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { photoJpeg } from '../../../test/image-fixtures';
import { siteSettingsInput } from '../../../test/site-settings-fixture';
import { repositoriesFor } from '../repositories';
import { sweepOrphanOriginals } from '../services/images/orphan-sweep';

let stack: TestStack;
let admin: TestUser;
let user: TestUser;

const STORED_AT = '2026-01-10T10:00:00.000Z';
const SETTINGS: SiteSettingsInput = siteSettingsInput({
  phoneHours: [{ days: ['sa'], opens: '10:00', closes: '14:00' }],
  team: [{ name: 'Kari Haugen', title: 'Salg', email: 'kari@rms-solskjerming.no', phone: '922 18 744', photo: { src: 'site,team-1.jpg', alt_text: 'Portrett av Kari' } }],
  partners: [{ name: 'Solvia', url: '', description: '', logo: { src: '/logos/solvia-motors.svg', alt_text: 'Solvia' }, height: 60 }],
});

const stored = async () => (await stack.db.doc('settings/site').get()).data();
const audit = async () => (await stack.db.collection('audit').where('action', '==', 'settings.update').get()).docs.map((d) => d.data());

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'settings-admin@example.com', 'admin');
  user = await userWithRole(stack.db, 'settings-user@example.com', 'user');
});

afterAll(async () => {
  await stack.db.doc('settings/site').delete();
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'audit');
  await stack.db.doc('settings/site').set({ ...SETTINGS, profiles: [], modified_at: STORED_AT });
});

describe('GET /api/settings/site', () => {
  it('answers everyone with the stored facts, publicly cached with an ETag', async () => {
    const res = await request(stack.app).get('/api/settings/site').expect(200);
    expect(res.body.data).toMatchObject({ phone: '63 97 41 20', modified_at: STORED_AT, team: [{ name: 'Kari Haugen' }] });
    expect(res.headers['cache-control']).toContain('public');
    expect(res.headers.etag).toBeTruthy();
    await request(stack.app).get('/api/settings/site').set('If-None-Match', res.headers.etag as string).expect(304);
  });

  it('is a 404 before anyone has saved them', async () => {
    await stack.db.doc('settings/site').delete();
    await request(stack.app).get('/api/settings/site').expect(404);
  });
});

describe('PUT /api/settings/site', () => {
  const changed = { ...SETTINGS, phone: '22 33 44 55', modified_at: STORED_AT };

  it('refuses anonymous (401) and non-admin (403) callers and changes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await request(stack.app).put('/api/settings/site').send(changed).expect(401);
    await request(stack.app).put('/api/settings/site').set(user.auth).send(changed).expect(403);
    expect(await stored()).toMatchObject({ phone: '63 97 41 20', modified_at: STORED_AT });
    expect(await audit()).toEqual([]);
  });

  it('saves an admin change, bumps modified_at and writes an audit entry', async () => {
    const res = await request(stack.app).put('/api/settings/site').set(admin.auth).send(changed).expect(200);
    expect(res.body.data.phone).toBe('22 33 44 55');
    expect(res.body.data.modified_at > STORED_AT).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(await stored()).toMatchObject({ phone: '22 33 44 55', modified_at: res.body.data.modified_at });
    expect(await audit()).toEqual([expect.objectContaining({ action: 'settings.update', target: 'site', email: 'settings-admin@example.com' })]);
    const anon = await request(stack.app).get('/api/settings/site').expect(200);
    expect(anon.body.data.phone).toBe('22 33 44 55');
  });

  it.each([
    ['phone', { ...changed, phone: '123' }, 'phone', 'Ugyldig telefonnummer'],
    ['e-mail', { ...changed, email: 'post(at)firma.no' }, 'email', 'Ugyldig e-postadresse'],
    ['javascript: url', { ...changed, partners: [{ ...SETTINGS.partners[0], url: 'javascript:alert(document.cookie)' }] }, 'partners.0.url', 'https://'],
    ['team member phone', { ...changed, team: [{ ...SETTINGS.team[0], phone: 'ring meg' }] }, 'team.0.phone', 'Ugyldig telefonnummer'],
    ['13 team members', { ...changed, team: Array(13).fill(SETTINGS.team[0]) }, 'team', 'Høyst 12 ansatte'],
  ])('refuses an invalid %s with 400 naming the field, and changes nothing', async (_what, body, path, message) => {
    const res = await request(stack.app).put('/api/settings/site').set(admin.auth).send(body).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.issues).toEqual([{ path, message: expect.stringContaining(message) }]);
    expect(await stored()).toMatchObject({ phone: '63 97 41 20', modified_at: STORED_AT });
    expect(await audit()).toEqual([]);
  });

  it('refuses a stale modified_at with 409 and keeps the other admin\'s change', async () => {
    const first = await request(stack.app).put('/api/settings/site').set(admin.auth).send(changed).expect(200);
    const stale = await request(stack.app).put('/api/settings/site').set(admin.auth).send({ ...changed, phone: '99 88 77 66' }).expect(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect(await stored()).toMatchObject({ phone: '22 33 44 55', modified_at: first.body.data.modified_at });
  });
});

describe('settings images', () => {
  it('uploads a team photo to raw/site/team, which the settings can then use; a dropped upload stays while a kept version shows it', async () => {
    const upload = await request(stack.app)
      .post('/api/settings/site/images/team')
      .set(admin.auth)
      .field('alt_text', 'Portrett av Ola')
      .attach('file', await photoJpeg(300, 400, 3), 'ola.jpg')
      .expect(201);
    const image = upload.body.data.image as { src: string; alt_text: string };
    expect(image.src).toMatch(/^site,team,[a-z0-9]+\.jpg$/);
    expect(image.alt_text).toBe('Portrett av Ola');
    const rawPath = `/raw/${image.src.replaceAll(',', '/')}`;
    await request(stack.app).get(rawPath).expect(200);

    const withOla = { ...SETTINGS, team: [...SETTINGS.team, { name: 'Ola', title: 'Montør', email: 'ola@rms-solskjerming.no', phone: '900 00 000', photo: image }] };
    const saved = await request(stack.app).put('/api/settings/site').set(admin.auth).send({ ...withOla, modified_at: STORED_AT }).expect(200);
    expect(saved.body.data.team[1].photo.src).toBe(image.src);

    // Ola leaves: his photo stays while the version with him is kept, so that version can be restored
    // with it; the nightly sweep deletes it once no kept version shows it.
    await request(stack.app).put('/api/settings/site').set(admin.auth).send({ ...SETTINGS, modified_at: saved.body.data.modified_at }).expect(200);
    await request(stack.app).get(rawPath).expect(200);
    await clearCollections(stack.db, 'versions');
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const swept = await sweepOrphanOriginals(repositoriesFor(stack.db), stack.blobs, stack.deps.images, new Date(Date.now() + 25 * 60 * 60 * 1000));
    info.mockRestore();
    expect(swept.deleted).toEqual([rawPath.slice(1)]);
    await request(stack.app).get(rawPath).expect(404);
  });

  it('refuses uploads from non-admins and to unknown slots', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const file = await photoJpeg(50, 50, 1);
    await request(stack.app).post('/api/settings/site/images/team').attach('file', file, 'a.jpg').expect(401);
    await request(stack.app).post('/api/settings/site/images/team').set(user.auth).attach('file', file, 'a.jpg').expect(403);
    await request(stack.app).post('/api/settings/site/images/products').set(admin.auth).attach('file', file, 'a.jpg').expect(400);
  });
});
