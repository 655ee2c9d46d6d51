import { ProductNodeSchema, ProductTreeSchema, UploadedImageSchema, type ProductNode } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { enquiryDoc } from '../../../test/enquiry-fixture';
import { photoJpeg } from '../../../test/image-fixtures';
import { BACKUP_PREFIX, readCollections } from '../services/backups/backups';

// No edit, restore or delete loses anyone's work. Each `describe` is one numbered scenario.

let stack: TestStack;
let admin: TestUser;
let otherAdmin: TestUser;
let visitor: TestUser;
const T0 = '2026-05-01T08:00:00.000Z';

beforeAll(async () => {
  stack = await createTestStack();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'users', 'messages', 'audit');
  await stack.blobs.deletePrefix('');
  admin = await userWithRole(stack.db, 'safety-admin@example.com', 'admin');
  otherAdmin = await userWithRole(stack.db, 'safety-admin2@example.com', 'admin');
  visitor = await userWithRole(stack.db, 'safety-user@example.com', 'user');
  await stack.db.collection('products').doc('markiser').set({ title: 'Markiser', description: '<p>Markiser</p>', images: [], category: null, index: 0, created_at: T0, modified_at: T0 });
  await stack.db.collection('products').doc('terrassemarkise').set({ title: 'Terrassemarkise', description: '<p>Stor</p>', images: [], category: 'markiser', index: 0, created_at: T0, modified_at: T0 });
  await stack.db.collection('projects').doc('hytte').set({ title: 'Hytte på Hadeland', description: '<p>Flott</p>', images: [], draft: false, created_at: T0, modified_at: T0 });
});

afterAll(async () => {
  await stack.cleanup();
});

async function productDoc(id: string) {
  return (await stack.db.collection('products').doc(id).get()).data();
}

async function upload(kind: 'products' | 'projects', id: string, seed: number, as = admin) {
  const res = await request(stack.app).post(`/api/${kind}/${id}/images`).set(as.auth).attach('file', await photoJpeg(64, 48, seed), `bilde-${seed}.jpg`).expect(201);
  return UploadedImageSchema.parse(res.body.data);
}

describe('1. a stale edit screen never reverts newer edits (optimistic concurrency)', () => {
  it('GET /api/products and /api/products/{id} carry modified_at on every node', async () => {
    const tree = ProductTreeSchema.parse((await request(stack.app).get('/api/products').expect(200)).body.data);
    expect(tree.sub[0]?.modified_at).toBe(T0);
    expect(tree.sub[0]?.sub[0]?.modified_at).toBe(T0);
    const node = ProductNodeSchema.parse((await request(stack.app).get('/api/products/terrassemarkise').expect(200)).body.data);
    expect(node.modified_at).toBe(T0);
  });

  it('edit screen opened, title changed inline, then Lagre with the old modified_at → 409 and the inline title stays', async () => {
    const opened = (await request(stack.app).get('/api/products/terrassemarkise').set(admin.auth).expect(200)).body.data as ProductNode;
    const inline = await request(stack.app).put('/api/products/terrassemarkise').set(admin.auth).send({ title: 'Tittel oppdatert', modified_at: opened.modified_at }).expect(200);
    expect(inline.body.data.modified_at > opened.modified_at!).toBe(true);

    const stale = await request(stack.app)
      .put('/api/products/terrassemarkise')
      .set(admin.auth)
      .send({ title: 'Terrassemarkise', description: '<p>Gammel</p>', modified_at: opened.modified_at })
      .expect(409);
    expect(stale.body.error.code).toBe('CONFLICT');
    expect(await productDoc('terrassemarkise')).toMatchObject({ title: 'Tittel oppdatert', description: '<p>Stor</p>', modified_at: inline.body.data.modified_at });

    // With the current value the save goes through.
    await request(stack.app).put('/api/products/terrassemarkise').set(admin.auth).send({ description: '<p>Ny</p>', modified_at: inline.body.data.modified_at }).expect(200);
  });

  it('two admins edit one project: the second save, started from the old version, is refused and changes nothing', async () => {
    const first = await request(stack.app).put('/api/projects/hytte').set(admin.auth).send({ title: 'Hytte A', modified_at: T0 }).expect(200);
    const second = await request(stack.app).put('/api/projects/hytte').set(otherAdmin.auth).send({ title: 'Hytte B', draft: true, modified_at: T0 }).expect(409);
    expect(second.body.error.code).toBe('CONFLICT');
    const stored = (await stack.db.collection('projects').doc('hytte').get()).data();
    expect(stored).toMatchObject({ title: 'Hytte A', draft: false, modified_at: first.body.data.modified_at });
  });

  it('image order, alt text and set-main started from an old version → 409, the list unchanged', async () => {
    const a = await upload('products', 'terrassemarkise', 1);
    const b = await upload('products', 'terrassemarkise', 2);
    expect(b.modified_at! > a.modified_at!).toBe(true);
    const before = await productDoc('terrassemarkise');
    const base = `/api/products/terrassemarkise/images`;
    expect((await request(stack.app).put(`${base}/order`).set(admin.auth).send({ imageIds: [b.id, a.id], modified_at: a.modified_at }).expect(409)).body.error.code).toBe('CONFLICT');
    await request(stack.app).patch(`${base}/${a.id}`).set(admin.auth).send({ alt_text: 'Ny', modified_at: a.modified_at }).expect(409);
    await request(stack.app).put(`${base}/main`).set(admin.auth).send({ imageId: b.id, modified_at: a.modified_at }).expect(409);
    expect(await productDoc('terrassemarkise')).toEqual(before);
    // Started from the current version, each goes through.
    await request(stack.app).put(`${base}/order`).set(admin.auth).send({ imageIds: [b.id, a.id], modified_at: b.modified_at }).expect(200);
  });

  it('deleting a category image started from an old version → 409, the image stays', async () => {
    const res = await request(stack.app).post('/api/products/categories/markiser/image').set(admin.auth).attach('file', await photoJpeg(64, 48, 3), 'kategori.jpg').expect(201);
    await request(stack.app).put('/api/products/markiser').set(otherAdmin.auth).send({ title: 'Markiser og mer' }).expect(200);
    await request(stack.app).delete(`/api/products/categories/markiser/image?modified_at=${encodeURIComponent(res.body.data.modified_at)}`).set(admin.auth).expect(409);
    expect((await productDoc('markiser'))?.categoryImage).toMatchObject({ id: res.body.data.id });
  });
});

describe('2 and 3. restore brings back content with its image files and destroys nothing else', () => {
  it('backup → delete a project with images by pattern → restore → every image URL answers 200 again', async () => {
    const images = [await upload('projects', 'hytte', 1), await upload('projects', 'hytte', 2), await upload('projects', 'hytte', 3)];
    const backup = (await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201)).body.data.name as string;

    await request(stack.app).delete('/api/projects/by-title/hytte?ids=hytte').set(admin.auth).expect(200);
    // The files stay, for staff only, while the deleted project's history refers to them (decisions
    // 094 and 129). Once the nightly sweep has let them go (done by hand here), only the backup's copies are left.
    for (const img of images) await request(stack.app).get(img.url).expect(404);
    for (const img of images) await request(stack.app).get(img.url).set(admin.auth).expect(200);
    await stack.blobs.deletePrefix('raw/projects/hytte/');
    await stack.blobs.deletePrefix('optimized/projects/hytte/');
    for (const img of images) await request(stack.app).get(img.url).expect(404);

    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: backup, tag: 'tilbake' }).expect(200);
    const project = (await request(stack.app).get('/api/projects/hytte').expect(200)).body.data;
    expect(project.images.map((i: { id: string }) => i.id)).toEqual(images.map((i) => i.id));
    for (const img of images) {
      await request(stack.app).get(img.url).expect(200);
      await request(stack.app).get(img.url.replace(/^\/raw\//, '/optimize/')).query({ w: 512, f: 'webp' }).expect(200);
    }
  });

  it('a message sent after the backup, audit entries and roles all survive the restore; restored HTML is sanitized', async () => {
    const backup = (await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201)).body.data.name as string;
    await stack.db.collection('messages').doc('etter').set(enquiryDoc({ message: 'Kom etter backup', created_at: T0, sent_at: T0 }));
    await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ title: 'Endret etter backup' }).expect(200);
    await stack.db.collection('users').doc(visitor.uid).update({ role: 'admin' });
    await stack.db.collection('users').doc(otherAdmin.uid).update({ role: 'user' });
    const auditBefore = Object.keys((await readCollections(stack.deps.repos)).audit);

    // A backup file with unsafe HTML in a description (edited by hand, or from an older version).
    const blob = await stack.blobs.get(BACKUP_PREFIX + backup);
    const file = JSON.parse(blob!.data.toString('utf8'));
    file.collections.projects.hytte.description = '<p>Flott</p><script>alert(1)</script><img src=x onerror=alert(1)>';
    await stack.blobs.put(BACKUP_PREFIX + backup, Buffer.from(JSON.stringify(file)), 'application/json');

    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: backup }).expect(200);
    const after = await readCollections(stack.deps.repos);
    expect(after.messages.etter).toMatchObject({ message: 'Kom etter backup' });
    for (const id of auditBefore) expect(after.audit[id]).toBeDefined();
    expect(Object.values(after.audit).map((a) => a.action)).toContain('backup.restore');
    expect(after.users[visitor.uid]?.role).toBe('admin');
    expect(after.users[otherAdmin.uid]?.role).toBe('user');
    expect(after.products.markiser?.title).toBe('Markiser');
    expect(after.projects.hytte?.description).toBe('<p>Flott</p>');
  });

  it('an edit screen opened before the restore cannot overwrite the restored version', async () => {
    const backup = (await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201)).body.data.name as string;
    const edited = await request(stack.app).put('/api/projects/hytte').set(admin.auth).send({ title: 'Endret', modified_at: T0 }).expect(200);
    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: backup }).expect(200);
    await request(stack.app).put('/api/projects/hytte').set(otherAdmin.auth).send({ title: 'Fra gammel skjerm', modified_at: edited.body.data.modified_at }).expect(409);
    expect((await stack.db.collection('projects').doc('hytte').get()).get('title')).toBe('Hytte på Hadeland');
  });
});

describe('4. delete by pattern deletes what the admin saw', () => {
  it('requires ids (400 without), and spares a matching project created after the preview', async () => {
    await stack.db.collection('projects').doc('var-kampanje').set({ title: 'Vårkampanje 2026', description: '', images: [], draft: true, created_at: T0, modified_at: T0 });
    const preview = (await request(stack.app).get('/api/projects/by-title/kampanje/preview').set(admin.auth).expect(200)).body.data;
    expect(preview).toEqual([{ id: 'var-kampanje', title: 'Vårkampanje 2026' }]);
    // Another admin creates a matching project after the preview.
    await request(stack.app).post('/api/projects').set(otherAdmin.auth).send({ id: 'sommerkampanje', title: 'Sommerkampanje for hytter' }).expect(201);

    const missing = await request(stack.app).delete('/api/projects/by-title/kampanje').set(admin.auth).expect(400);
    expect(missing.body.error.code).toBe('VALIDATION_FAILED');
    expect((await stack.db.collection('projects').get()).size).toBe(3);

    const res = await request(stack.app).delete('/api/projects/by-title/kampanje?ids=var-kampanje').set(admin.auth).expect(200);
    expect(res.body.data.deleted).toEqual(['var-kampanje']);
    expect((await stack.db.collection('projects').doc('sommerkampanje').get()).exists).toBe(true);
  });

  it('a listed id whose title no longer matches is spared too', async () => {
    await request(stack.app).put('/api/projects/hytte').set(otherAdmin.auth).send({ title: 'Omdøpt' }).expect(200);
    await request(stack.app).delete('/api/projects/by-title/hytte?ids=hytte').set(admin.auth).expect(404);
    expect((await stack.db.collection('projects').doc('hytte').get()).exists).toBe(true);
  });
});

describe('5. an abandoned product wizard never publishes a half-made product (drafts)', () => {
  it('a draft product is absent from the anonymous tree and page, present and marked in the admin tree', async () => {
    await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'halvferdig', title: 'Halvferdig', category: 'markiser', draft: true }).expect(201);
    await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'under-utkast', title: 'Under utkast', category: 'halvferdig' }).expect(201);

    const anonymous = ProductTreeSchema.parse((await request(stack.app).get('/api/products').expect(200)).body.data);
    expect(anonymous.sub[0]?.sub.map((n) => n.id)).toEqual(['terrassemarkise']);
    expect((await request(stack.app).get('/api/products').set(visitor.auth).expect(200)).body.data.sub[0].sub).toHaveLength(1);
    await request(stack.app).get('/api/products/halvferdig').expect(404);
    await request(stack.app).get('/api/products/under-utkast').expect(404);

    const adminTree = ProductTreeSchema.parse((await request(stack.app).get('/api/products').set(admin.auth).expect(200)).body.data);
    const draft = adminTree.sub[0]?.sub.find((n) => n.id === 'halvferdig');
    expect(draft).toMatchObject({ draft: true, sub: [expect.objectContaining({ id: 'under-utkast', draft: false })] });

    // 'Ferdig' publishes it.
    await request(stack.app).put('/api/products/halvferdig').set(admin.auth).send({ draft: false, modified_at: draft?.modified_at }).expect(200);
    const published = ProductTreeSchema.parse((await request(stack.app).get('/api/products').expect(200)).body.data);
    expect(published.sub[0]?.sub.map((n) => n.id).sort()).toEqual(['halvferdig', 'terrassemarkise']);
    const audit = await stack.db.collection('audit').where('action', '==', 'product.publish').get();
    expect(audit.size).toBe(1);
  });

  it('a product created without draft is published (tools, seed)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'synlig', title: 'Synlig', category: 'markiser' }).expect(201);
    await request(stack.app).get('/api/products/synlig').expect(200);
    warn.mockRestore();
  });
});
