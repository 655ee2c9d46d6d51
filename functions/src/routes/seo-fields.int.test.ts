import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettingsInput } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { photoJpeg } from '../../../test/image-fixtures';
import { siteSettingsInput } from '../../../test/site-settings-fixture';

// 'Søk og deling': the optional `seo` object on products, projects and the fixed pages.

let stack: TestStack;
let admin: TestUser;
let user: TestUser;

const AT = '2026-01-10T10:00:00.000Z';
const image = (id: string, kind: string) => ({ id, src: `${kind},x,${id}.jpg`, title: '', alt_text: `Bilde ${id}`, isMain: false, width: 2000, height: 1500 });
const SETTINGS: SiteSettingsInput = siteSettingsInput();
const SHARE_IMAGE = { id: 'butikken', src: 'site,share,butikken.jpg', alt_text: 'Butikken vår', width: 2400, height: 1260 };

const doc = async (path: string) => (await stack.db.doc(path).get()).data();
const audit = async () => (await stack.db.collection('audit').get()).docs.map((d) => d.data());
const versions = async () => (await stack.db.collection('versions').get()).docs.map((d) => d.data());

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'seo-admin@example.com', 'admin');
  user = await userWithRole(stack.db, 'seo-user@example.com', 'user');
});

afterAll(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'audit', 'versions');
  await stack.db.doc('settings/site').delete();
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'audit', 'versions');
  await stack.db.doc('products/markiser').set({ title: 'Markiser', description: '', images: [image('m1', 'products'), image('m2', 'products')], category: null, index: 0, created_at: AT, modified_at: AT });
  await stack.db.doc('projects/hytta').set({ title: 'Hytta', description: '', images: [image('h1', 'projects')], draft: false, created_at: AT, modified_at: AT });
  await stack.db.doc('settings/site').set({ ...SETTINGS, shareImages: [SHARE_IMAGE], modified_at: AT });
});

describe.each([
  ['product', '/api/products/markiser', 'products/markiser', 'm2'],
  ['project', '/api/projects/hytta', 'projects/hytta', 'h1'],
])('the %s’s seo object', (_kind, url, path, ownImage) => {
  const seo = { title: 'Markiser målt og montert', description: 'Solskjerming fra RMS.', imageId: ownImage, noindex: true };

  it('is stored, answered to everyone and recorded in the item’s history and the audit', async () => {
    const res = await request(stack.app).put(url).set(admin.auth).send({ seo, modified_at: AT }).expect(200);
    expect(res.body.data.seo).toEqual(seo);
    expect((await doc(path))?.seo).toEqual(seo);
    const anon = await request(stack.app).get(url).expect(200);
    expect(anon.body.data.seo).toEqual(seo);
    expect((await versions()).some((v) => (v.changedFields as string[] | undefined)?.includes('seo'))).toBe(true);
    expect((await audit())[0]?.extra?.fields).toContain('seo');
  });

  it('empty fields are stored as absent, so the page keeps its own head', async () => {
    const res = await request(stack.app).put(url).set(admin.auth).send({ seo: { title: '  ', description: '', imageId: '', noindex: false }, modified_at: AT }).expect(200);
    expect(res.body.data.seo ?? {}).toEqual({});
  });

  it.each([
    ['a 61-character title', { title: 'x'.repeat(61) }, 'seo.title', 'høyst 60 tegn'],
    ['a 161-character description', { description: 'x'.repeat(161) }, 'seo.description', 'høyst 160 tegn'],
    ['another item’s picture', { imageId: 'h1-not-mine' }, 'seo.imageId', 'et av bildene'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, bad, field, message) => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await doc(path);
    const res = await request(stack.app).put(url).set(admin.auth).send({ seo: bad, modified_at: AT }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.issues).toEqual([{ path: field, message: expect.stringContaining(message) }]);
    expect(await doc(path)).toEqual(before);
    expect(await audit()).toEqual([]);
    expect(await versions()).toEqual([]);
  });

  it('refuses a stale modified_at with 409 and keeps the other admin’s change', async () => {
    await request(stack.app).put(url).set(admin.auth).send({ seo: { title: 'Først' }, modified_at: AT }).expect(200);
    await request(stack.app).put(url).set(admin.auth).send({ seo: { title: 'Sist' }, modified_at: AT }).expect(409);
    expect((await doc(path))?.seo).toEqual({ title: 'Først' });
  });

  it('refuses anonymous (401) and non-admin (403) callers and changes nothing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const before = await doc(path);
    await request(stack.app).put(url).send({ seo }).expect(401);
    await request(stack.app).put(url).set(user.auth).send({ seo }).expect(403);
    expect(await doc(path)).toEqual(before);
  });
});

describe('the fixed pages’ seo in the site settings', () => {
  const body = (pageSeo: object) => ({ ...SETTINGS, shareImages: [SHARE_IMAGE], pageSeo, modified_at: AT });

  it('stores each page’s fields with a share image uploaded in Innstillinger', async () => {
    const pageSeo = { home: { title: 'Markiser på Romerike', imageId: 'butikken' }, about: { noindex: true } };
    const res = await request(stack.app).put('/api/settings/site').set(admin.auth).send(body(pageSeo)).expect(200);
    expect(res.body.data.pageSeo).toEqual(pageSeo);
    expect((await doc('settings/site'))?.pageSeo).toEqual(pageSeo);
  });

  it('takes a share image uploaded to the share slot, which a fixed page can then use', async () => {
    const upload = await request(stack.app).post('/api/settings/site/images/share').set(admin.auth).field('alt_text', 'Utstillingen').attach('file', await photoJpeg(1200, 630, 5), 'utstilling.jpg').expect(201);
    const image = upload.body.data.image as { id: string; src: string; width: number; height: number };
    expect(image.src).toMatch(/^site,share,[a-z0-9]+\.jpg$/);
    const shared = { id: image.id, src: image.src, alt_text: 'Utstillingen', width: image.width, height: image.height };
    const res = await request(stack.app)
      .put('/api/settings/site')
      .set(admin.auth)
      .send({ ...SETTINGS, shareImages: [shared], pageSeo: { products: { imageId: image.id } }, modified_at: AT })
      .expect(200);
    expect(res.body.data.shareImages).toEqual([shared]);
    expect(res.body.data.pageSeo).toEqual({ products: { imageId: image.id } });
  });

  it.each([
    ['a 61-character title', { contact: { title: 'x'.repeat(61) } }, 'pageSeo.contact.title', 'høyst 60 tegn'],
    ['a picture not uploaded in Innstillinger', { home: { imageId: 'm1' } }, 'pageSeo.home.imageId', 'et av bildene'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_what, pageSeo, field, message) => {
    const before = await doc('settings/site');
    const res = await request(stack.app).put('/api/settings/site').set(admin.auth).send(body(pageSeo)).expect(400);
    expect(res.body.error.issues).toEqual([{ path: field, message: expect.stringContaining(message) }]);
    expect(await doc('settings/site')).toEqual(before);
    expect(await audit()).toEqual([]);
  });
});
