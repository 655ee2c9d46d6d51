import { DeletedListSchema, UploadedImageSchema, VersionListSchema, VersionRestoreResultSchema, VersionSchema, type VersionSummary } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, projectThroughApi, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { photoJpeg } from '../../../test/image-fixtures';
import { SAMPLE_COMPANY_FACTS, siteSettingsInput } from '../../../test/site-settings-fixture';
import { LocalBlobStore } from '../adapters/local-blob-store';
import { repositoriesFor } from '../repositories';
import { sweepOrphanOriginals } from '../services/images/orphan-sweep';
import { pruneVersions } from '../services/history/version-prune';

/** Every save is a version that can be seen, compared and restored, one item at a time. */

let stack: TestStack;
let blobs: LocalBlobStore;
let admin: TestUser;
const NOW = '2024-01-01T00:00:00.000Z';
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  stack = await createTestStack({ blobsIn: (folder) => (blobs = new LocalBlobStore(folder)) });
  admin = await userWithRole(stack.db, 'history-admin@example.com', 'admin');
});

afterAll(async () => {
  await blobs.deletePrefix('');
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'settings', 'versions', 'deleted', 'audit');
  await blobs.deletePrefix('');
});

const api = () => request(stack.app);

async function versionsOf(base: string, query = ''): Promise<VersionSummary[]> {
  const res = await api().get(`${base}/versions${query}`).set(admin.auth).expect(200);
  return VersionListSchema.parse(res.body.data);
}

async function put(path: string, body: object) {
  const res = await api().put(path).set(admin.auth).send(body).expect(200);
  return res.body.data as { modified_at: string; [k: string]: unknown };
}

async function upload(path: string, seed: number) {
  const res = await api().post(path).set(admin.auth).attach('file', await photoJpeg(64, 48, seed), `bilde-${seed}.jpg`).expect(201);
  return UploadedImageSchema.parse(res.body.data);
}

async function restore(base: string, versionId: string, modified_at: string | undefined) {
  const res = await api().post(`${base}/versions/${versionId}/restore`).set(admin.auth).send(modified_at ? { modified_at } : {});
  return res;
}

const SETTINGS = siteSettingsInput({ phoneHours: [{ days: ['sa'], opens: '10:00', closes: '14:00' }] });

const stored = async (collection: string, id: string) => (await stack.db.collection(collection).doc(id).get()).data();

describe('a version on every change', () => {
  it('one save gives one version with the changed fields; a save that changes nothing gives none', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Hytte på Nordseter', description: '<p>Markiser på hytta.</p>', draft: true });
    expect((await versionsOf(`/api/projects/${project.id}`)).map((v) => [v.kind, v.changedFields])).toEqual([['opprettet', ['title', 'description', 'images', 'draft']]]);

    const saved = await put(`/api/projects/${project.id}`, { description: '<p>Screens på hytta.</p>', modified_at: project.modified_at });
    let versions = await versionsOf(`/api/projects/${project.id}`);
    expect(versions.map((v) => [v.kind, v.changedFields])).toEqual([
      ['endret', ['description']],
      ['opprettet', ['title', 'description', 'images', 'draft']],
    ]);
    expect(versions[0]).toMatchObject({ at: saved.modified_at, by: { uid: admin.uid, email: admin.email } });

    await put(`/api/projects/${project.id}`, { description: '<p>Screens på hytta.</p>', title: 'Hytte på Nordseter' });
    versions = await versionsOf(`/api/projects/${project.id}`);
    expect(versions).toHaveLength(2);

    await put(`/api/projects/${project.id}`, { draft: false });
    await put(`/api/projects/${project.id}`, { draft: true });
    versions = await versionsOf(`/api/projects/${project.id}`);
    expect(versions.slice(0, 2).map((v) => [v.kind, v.changedFields])).toEqual([
      ['avpublisert', ['draft']],
      ['publisert', ['draft']],
    ]);
  });

  it('image upload, order, main and alt text are versions of kind bilder holding the whole list', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Kontorbygg', description: '<p>Screens.</p>', draft: true });
    const base = `/api/projects/${project.id}`;
    const a = await upload(`${base}/images`, 1);
    const b = await upload(`${base}/images`, 2);
    await api().put(`${base}/images/main`).set(admin.auth).send({ imageId: b.id }).expect(200);
    await api().put(`${base}/images/order`).set(admin.auth).send({ imageIds: [a.id, b.id] }).expect(200);
    await api().patch(`${base}/images/${a.id}`).set(admin.auth).send({ alt_text: 'Fasaden mot sør' }).expect(200);
    const versions = await versionsOf(base);
    expect(versions.map((v) => v.kind)).toEqual(['bilder', 'bilder', 'bilder', 'bilder', 'bilder', 'opprettet']);
    expect(versions.every((v, i) => i === versions.length - 1 || v.changedFields.join() === 'images')).toBe(true);
    const newest = VersionSchema.parse((await api().get(`${base}/versions/${versions[0]!.id}`).set(admin.auth).expect(200)).body.data);
    expect(newest.item).toMatchObject({ title: 'Kontorbygg', images: [{ id: a.id, alt_text: 'Fasaden mot sør', isMain: false }, { id: b.id, isMain: true }] });
  });

  it('a product edit, inline title, publish and the category image are versions too; content from before history is kept once', async () => {
    await stack.db.collection('products').doc('markiser').set({ title: 'Markiser', description: '<p>Gammel tekst</p>', category: null, index: 0, images: [], draft: true, created_at: NOW, modified_at: NOW });
    await put('/api/products/markiser', { description: '<p>Ny tekst</p>', modified_at: NOW });
    let versions = await versionsOf('/api/products/markiser');
    expect(versions.map((v) => [v.kind, v.changedFields, v.baseline ?? false, v.by?.uid ?? null])).toEqual([
      ['endret', ['description'], false, admin.uid],
      ['endret', [], true, null],
    ]);
    expect(versions[1]!.at).toBe(NOW);
    await put('/api/products/markiser', { title: 'Markiser og screens' });
    await put('/api/products/markiser', { draft: false });
    await api().post('/api/products/categories/markiser/image').set(admin.auth).attach('file', await photoJpeg(40, 30, 3), 'kategori.jpg').expect(201);
    versions = await versionsOf('/api/products/markiser');
    expect(versions.slice(0, 3).map((v) => [v.kind, v.changedFields])).toEqual([
      ['bilder', ['categoryImage']],
      ['publisert', ['draft']],
      ['endret', ['title']],
    ]);
  });

  it('pages newest first, 20 at a time, by the time of the last one shown', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Mange lagringer', description: '<p>0</p>', draft: true });
    for (let i = 1; i <= 24; i++) await put(`/api/projects/${project.id}`, { description: `<p>${i}</p>` });
    const first = await versionsOf(`/api/projects/${project.id}`);
    expect(first).toHaveLength(20);
    const second = await versionsOf(`/api/projects/${project.id}`, `?before=${encodeURIComponent(first.at(-1)!.at)}`);
    expect(second).toHaveLength(5);
    expect(new Set([...first, ...second].map((v) => v.id)).size).toBe(25);
    expect([...first, ...second].map((v) => v.at)).toEqual([...first, ...second].map((v) => v.at).sort().reverse());
  });
});

describe('restoring a version', () => {
  it('gives the item that version\'s content and adds a version that can be undone; it is audited', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Terrasse', description: '<p>Første tekst</p>', draft: true });
    await put(`/api/projects/${project.id}`, { description: '<p>Andre tekst</p>' });
    const latest = await put(`/api/projects/${project.id}`, { title: 'Terrasse i Jessheim', description: '<p>Tredje tekst</p>' });
    const [, second, first] = await versionsOf(`/api/projects/${project.id}`);

    const res = await restore(`/api/projects/${project.id}`, first!.id, latest.modified_at);
    expect(res.status).toBe(200);
    const result = VersionRestoreResultSchema.parse(res.body.data);
    expect(result.version).toMatchObject({ kind: 'gjenopprettet', restoredFrom: first!.at, changedFields: ['title', 'description'] });
    expect(await stored('projects', project.id)).toMatchObject({ title: 'Terrasse', description: '<p>Første tekst</p>', draft: true });
    const versions = await versionsOf(`/api/projects/${project.id}`);
    expect(versions).toHaveLength(4);
    expect(versions[0]!.id).toBe(result.version!.id);

    // Undo the restore by restoring the version before it.
    await restore(`/api/projects/${project.id}`, second!.id, result.item.modified_at as string).then((r) => expect(r.status).toBe(200));
    expect(await stored('projects', project.id)).toMatchObject({ title: 'Terrasse', description: '<p>Andre tekst</p>' });

    const audit = (await stack.db.collection('audit').where('action', '==', 'project.version.restore').get()).docs.map((d) => d.data());
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ uid: admin.uid, target: project.id });
  });

  it('from a stale screen is a 409 and changes nothing', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Balkong', description: '<p>En</p>', draft: true });
    await put(`/api/projects/${project.id}`, { description: '<p>To</p>' });
    const versions = await versionsOf(`/api/projects/${project.id}`);
    const before = await stored('projects', project.id);
    const res = await restore(`/api/projects/${project.id}`, versions[1]!.id, project.modified_at);
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('CONFLICT');
    expect(await stored('projects', project.id)).toEqual(before);
    expect(await versionsOf(`/api/projects/${project.id}`)).toHaveLength(2);
  });

  it('never shows visitors a draft: restoring a version from before publishing makes the item a draft again', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Utkast først', description: '<p>Tekst</p>', draft: true });
    const published = await put(`/api/projects/${project.id}`, { draft: false });
    await api().get(`/api/projects/${project.id}`).expect(200);
    const created = (await versionsOf(`/api/projects/${project.id}`)).at(-1)!;
    expect((await restore(`/api/projects/${project.id}`, created.id, published.modified_at)).status).toBe(200);
    await api().get(`/api/projects/${project.id}`).expect(404);
    expect(((await api().get('/api/projects').expect(200)).body.data as { id: string }[]).map((p) => p.id)).not.toContain(project.id);
  });

  it('brings back a removed image, served again as the original and as variants', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Med bilder', description: '<p>Tekst</p>', draft: true });
    const base = `/api/projects/${project.id}`;
    const a = await upload(`${base}/images`, 1);
    await upload(`${base}/images`, 2);
    await put(base, { draft: false });
    const withBoth = (await versionsOf(base))[0]!;
    await api().get(`/optimize/projects/${project.id}/${a.id}.jpg?w=512&f=webp`).expect(200);
    await api().delete(`${base}/images/${a.id}`).set(admin.auth).expect(200);
    // A kept version refers to the file: it stays (the nightly sweep leaves it too).
    expect(await blobs.exists(`raw/projects/${project.id}/${a.id}.jpg`)).toBe(true);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    expect((await sweepOrphanOriginals(repositoriesFor(stack.db), blobs, stack.deps.images, new Date(Date.now() + 2 * DAY))).deleted).toEqual([]);
    info.mockRestore();
    // Variants are built again on demand.
    await blobs.deletePrefix(`optimized/projects/${project.id}/`);

    const current = (await stored('projects', project.id))!;
    const res = await restore(base, withBoth.id, current.modified_at as string);
    expect(res.status).toBe(200);
    expect(res.body.data.missingFiles).toEqual([]);
    const visible = (await api().get(base).expect(200)).body.data as { images: { id: string; src: string }[] };
    expect(visible.images.map((i) => i.id)).toContain(a.id);
    const raw = await api().get(`/raw/projects/${project.id}/${a.id}.jpg`).expect(200);
    expect(raw.headers['content-type']).toMatch(/image\/jpeg/);
    const variant = await api().get(`/optimize/projects/${project.id}/${a.id}.jpg?w=512&f=webp`).expect(200);
    expect(variant.headers['content-type']).toMatch(/image\/webp/);
  });

  it('names a picture whose file is gone instead of dropping it silently', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Mistet bilde', description: '<p>Tekst</p>', draft: true });
    const base = `/api/projects/${project.id}`;
    const a = await upload(`${base}/images`, 1);
    const withImage = (await versionsOf(base))[0]!;
    await api().delete(`${base}/images/${a.id}`).set(admin.auth).expect(200);
    await blobs.delete(`raw/projects/${project.id}/${a.id}.jpg`);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await restore(base, withImage.id, (await stored('projects', project.id))!.modified_at as string);
    warn.mockRestore();
    expect(res.status).toBe(200);
    expect(res.body.data.missingFiles).toEqual([`raw/projects/${project.id}/${a.id}.jpg`]);
    expect(((await stored('projects', project.id))!.images as { id: string }[]).map((i) => i.id)).toEqual([a.id]);
  });

  it('restores the site settings, and a restore of the settings is a version of them', async () => {
    const first = await put('/api/settings/site', SETTINGS);
    const second = await put('/api/settings/site', { ...SETTINGS, city: 'Hamar', modified_at: first.modified_at });
    const versions = await versionsOf('/api/settings/site');
    expect(versions.map((v) => [v.kind, v.changedFields])).toEqual([
      ['endret', ['city']],
      ['opprettet', expect.arrayContaining(['companyName', 'city', 'team'])],
    ]);
    const res = await restore('/api/settings/site', versions[1]!.id, second.modified_at);
    expect(res.status).toBe(200);
    expect(await stored('settings', 'site')).toMatchObject({ city: SAMPLE_COMPANY_FACTS.city });
    expect((await versionsOf('/api/settings/site'))[0]).toMatchObject({ kind: 'gjenopprettet', changedFields: ['city'] });
  });

  it('answers 404 for a version of another item', async () => {
    const one = await projectThroughApi(stack.app, admin, { title: 'Ett', description: '<p>1</p>', draft: true });
    const two = await projectThroughApi(stack.app, admin, { title: 'To', description: '<p>2</p>', draft: true });
    const [v] = await versionsOf(`/api/projects/${one.id}`);
    await api().get(`/api/projects/${two.id}/versions/${v!.id}`).set(admin.auth).expect(404);
    expect((await restore(`/api/projects/${two.id}`, v!.id, undefined)).status).toBe(404);
  });
});

describe('deleted items', () => {
  it('a deleted project is listed, keeps its pictures and comes back with them, as it was', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Slettes ved en feil', description: '<p>Tekst</p>' });
    const base = `/api/projects/${project.id}`;
    const a = await upload(`${base}/images`, 1);
    const before = await stored('projects', project.id);
    await api().delete(base).set(admin.auth).expect(200);
    await api().get(base).expect(404);
    const listed = DeletedListSchema.parse((await api().get('/api/deleted').set(admin.auth).expect(200)).body.data);
    expect(listed).toEqual([expect.objectContaining({ kind: 'project', id: project.id, title: 'Slettes ved en feil', children: [], by: { uid: admin.uid, email: admin.email } })]);
    expect((await versionsOf(base))[0]).toMatchObject({ kind: 'slettet' });
    expect(await blobs.exists(`raw/projects/${project.id}/${a.id}.jpg`)).toBe(true);

    const res = await api().post(`/api/deleted/project/${project.id}/restore`).set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ kind: 'project', id: project.id, restored: [project.id], missingFiles: [] });
    const back = await stored('projects', project.id);
    expect(back).toMatchObject({ title: before!.title, description: before!.description, images: before!.images, draft: false, created_at: before!.created_at });
    expect((back!.modified_at as string) > (before!.modified_at as string)).toBe(true);
    await api().get(base).expect(200);
    await api().get(`/raw/projects/${project.id}/${a.id}.jpg`).expect(200);
    expect((await api().get('/api/deleted').set(admin.auth).expect(200)).body.data).toEqual([]);
    expect((await versionsOf(base))[0]).toMatchObject({ kind: 'gjenopprettet' });
    const audit = (await stack.db.collection('audit').where('action', '==', 'project.restore-deleted').get()).docs;
    expect(audit).toHaveLength(1);
    await api().post(`/api/deleted/project/${project.id}/restore`).set(admin.auth).expect(404);
  });

  it('a deleted product comes back with its children, where it was', async () => {
    const tree = async () => ((await api().get('/api/products').set(admin.auth).expect(200)).body.data as { sub: { id: string; sub: { id: string; sub: { id: string }[] }[] }[] }).sub;
    await api().post('/api/products').set(admin.auth).send({ id: 'markiser', title: 'Markiser', description: '<p>M</p>', images: [], category: null }).expect(201);
    await api().post('/api/products').set(admin.auth).send({ id: 'screens', title: 'Screens', description: '<p>S</p>', images: [], category: null }).expect(201);
    await api().post('/api/products').set(admin.auth).send({ id: 'terrassemarkise', title: 'Terrassemarkise', description: '<p>T</p>', images: [], category: 'markiser' }).expect(201);
    await api().post('/api/products').set(admin.auth).send({ id: 'motor', title: 'Motor', description: '<p>Mo</p>', images: [], category: 'terrassemarkise' }).expect(201);
    const image = await upload('/api/products/terrassemarkise/images', 4);
    const shape = JSON.stringify(await tree());

    await api().delete('/api/products/markiser?recursive=true').set(admin.auth).expect(200);
    expect((await tree()).map((n) => n.id)).toEqual(['screens']);
    const listed = DeletedListSchema.parse((await api().get('/api/deleted').set(admin.auth).expect(200)).body.data);
    expect(listed).toEqual([expect.objectContaining({ kind: 'product', id: 'markiser', parent: null, children: [{ id: 'terrassemarkise', title: 'Terrassemarkise' }, { id: 'motor', title: 'Motor' }] })]);

    const res = await api().post('/api/deleted/product/markiser/restore').set(admin.auth).expect(200);
    expect(res.body.data.restored).toEqual(['markiser', 'terrassemarkise', 'motor']);
    const after = await tree();
    expect(after.map((n) => n.id)).toEqual(['markiser', 'screens']);
    expect(after[0]!.sub[0]!.sub.map((n) => n.id)).toEqual(['motor']);
    // The same tree as before the delete, apart from modified_at.
    expect(JSON.stringify(await tree()).replace(/"modified_at":"[^"]+"/g, '')).toBe(shape.replace(/"modified_at":"[^"]+"/g, ''));
    await api().get(`/raw/products/terrassemarkise/${image.id}.jpg`).expect(200);
    expect((await versionsOf('/api/products/motor'))[0]).toMatchObject({ kind: 'gjenopprettet' });
  });

  it('a product whose parent is gone waits for the parent (409); a draft stays a draft', async () => {
    await api().post('/api/products').set(admin.auth).send({ id: 'kategori', title: 'Kategori', description: '<p>K</p>', images: [], category: null }).expect(201);
    await api().post('/api/products').set(admin.auth).send({ id: 'utkast', title: 'Utkast', description: '<p>U</p>', images: [], category: 'kategori', draft: true }).expect(201);
    await api().delete('/api/products/utkast').set(admin.auth).expect(200);
    await api().delete('/api/products/kategori').set(admin.auth).expect(200);
    const refused = await api().post('/api/deleted/product/utkast/restore').set(admin.auth).expect(409);
    expect(refused.body.error.message).toContain('Gjenopprett');
    await api().post('/api/deleted/product/kategori/restore').set(admin.auth).expect(200);
    await api().post('/api/deleted/product/utkast/restore').set(admin.auth).expect(200);
    expect(await stored('products', 'utkast')).toMatchObject({ draft: true, category: 'kategori' });
    await api().get('/api/products/utkast').expect(404);
  });

  it('a deleted id stays free for bringing it back: a new project with the same title gets another id', async () => {
    const first = await projectThroughApi(stack.app, admin, { title: 'Samme tittel', description: '<p>1</p>', draft: true });
    await api().delete(`/api/projects/${first.id}`).set(admin.auth).expect(200);
    const second = await projectThroughApi(stack.app, admin, { title: 'Samme tittel', description: '<p>2</p>', draft: true });
    expect(second.id).not.toBe(first.id);
    await api().post(`/api/deleted/project/${first.id}/restore`).set(admin.auth).expect(200);
  });
});

describe('retention', () => {
  it('after 60 saves the prune keeps the newest 50, or every one younger than 90 days', async () => {
    const project = await projectThroughApi(stack.app, admin, { title: 'Ofte lagret', description: '<p>0</p>', draft: true });
    for (let i = 1; i < 60; i++) await put(`/api/projects/${project.id}`, { description: `<p>${i}</p>` });
    const all = async () => (await stack.db.collection('versions').where('itemKey', '==', `project/${project.id}`).get()).docs.map((d) => d.data() as { at: string; item: { description: string } });
    expect(await all()).toHaveLength(60);

    const repos = repositoriesFor(stack.db);
    expect(await pruneVersions(repos, new Date())).toMatchObject({ deleted: 0 });
    expect(await all()).toHaveLength(60);

    expect(await pruneVersions(repos, new Date(Date.now() + 91 * DAY))).toMatchObject({ deleted: 10 });
    const kept = (await all()).sort((a, b) => b.at.localeCompare(a.at));
    expect(kept).toHaveLength(50);
    expect(kept[0]!.item.description).toBe('<p>59</p>');
    expect(kept.at(-1)!.item.description).toBe('<p>10</p>');
  });
});
