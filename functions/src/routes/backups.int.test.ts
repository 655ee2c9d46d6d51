import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKUP_COLLECTIONS, BackupFileSchema, NIGHTLY_BACKUPS_KEPT, type BackupDocuments } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { enquiryDoc } from '../../../test/enquiry-fixture';
import { BACKUP_PREFIX, backupName, createBackup, listBackups, pruneNightlyBackups, readCollections, runNightlyBackup } from '../services/backups/backups';

let stack: TestStack;
let admin: TestUser;
let visitor: TestUser;

const at = '2026-05-01T08:00:00.000Z';
const image = { id: 'img-1', src: 'products,markiser,img-1.jpg', title: 'Markise', alt_text: 'Markise på terrasse', isMain: true };

/** A small but complete site: every backed-up collection has documents. */
async function seedSite(s: TestStack) {
  const db = s.db;
  await db.collection('products').doc('markiser').set({ title: 'Markiser', description: '<p>Markiser</p>', images: [], category: null, index: 0, categoryImage: image, created_at: at, modified_at: at });
  await db.collection('products').doc('terrassemarkise').set({ title: 'Terrassemarkise', description: '<p>Stor</p>', images: [image], category: 'markiser', index: 0, created_at: at, modified_at: at });
  await db.collection('projects').doc('hytte-pa-hadeland').set({ title: 'Hytte på Hadeland', description: '<p>Flott</p>', images: [image], draft: false, created_at: at, modified_at: at });
  await db.collection('projects').doc('kontorbygg').set({ title: 'Kontorbygg', description: '', images: [], draft: true, created_at: at, modified_at: at });
  await db.collection('redirects').doc('r1').set({ from: '/produkter.html', to: '/produkter', created_at: at, created_by: admin.email, reason: 'manual' });
  await db.collection('messages').doc('m1').set(enquiryDoc({ name: 'Kari', contactEmail: 'kari@example.no', created_at: at, sent_at: at }));
  await db.collection('audit').doc('a1').set({ uid: admin.uid, email: admin.email, action: 'product.create', target: 'markiser', at });
  // Enough documents to need more than one batch of 400 writes.
  for (let i = 0; i < 450; i += 150) {
    const batch = db.batch();
    for (let j = i; j < i + 150; j++) batch.set(db.collection('audit').doc(`bulk-${String(j).padStart(3, '0')}`), { uid: 'seed', email: null, action: 'seed', target: `t${j}`, at });
    await batch.commit();
  }
}

async function backupFile(name: string): Promise<unknown> {
  const blob = await stack.blobs.get(BACKUP_PREFIX + name);
  return JSON.parse(blob!.data.toString('utf8'));
}

/** All collections except the audit entries written by the backup routes themselves. */
function withoutRouteAudit(docs: BackupDocuments): BackupDocuments {
  const audit = Object.fromEntries(Object.entries(docs.audit).filter(([, d]) => !String(d.action).startsWith('backup.')));
  return { ...docs, audit };
}

beforeAll(async () => {
  stack = await createTestStack();
});

beforeEach(async () => {
  await clearCollections(stack.db, ...BACKUP_COLLECTIONS);
  await stack.blobs.deletePrefix(BACKUP_PREFIX);
  admin = await userWithRole(stack.db, 'backup-admin@example.com', 'admin');
  visitor = await userWithRole(stack.db, 'backup-user@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

describe('backups: authorisation', () => {
  it('refuses anonymous callers (401) and non-admins (403) on every backup route, changing nothing', async () => {
    await seedSite(stack);
    await stack.blobs.put(BACKUP_PREFIX + 'backup-2026-01-01T00-00-00-000Z.json', Buffer.from('{}'), 'application/json');
    const before = await readCollections(stack.deps.repos);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const [method, path] of [['post', '/api/backups/trigger'], ['get', '/api/backups/list'], ['post', '/api/backups/restore']] as const) {
      const body = { filename: 'backup-2026-01-01T00-00-00-000Z.json', tag: 'x' };
      expect((await request(stack.app)[method](path).send(body)).status).toBe(401);
      const res = await request(stack.app)[method](path).set(visitor.auth).send(body);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    warn.mockRestore();
    expect(await readCollections(stack.deps.repos)).toEqual(before);
    expect((await listBackups(stack.blobs)).map((b) => b.name)).toEqual(['backup-2026-01-01T00-00-00-000Z.json']);
  });
});

describe('POST /api/backups/trigger and GET /api/backups/list', () => {
  it('writes one JSON file holding every collection and the format version, listed newest first', async () => {
    await seedSite(stack);
    const state = await readCollections(stack.deps.repos);
    const first = await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201);
    expect(first.body.data.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.json$/);
    const second = await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201);

    const file = BackupFileSchema.parse(await backupFile(first.body.data.name));
    expect(file).toMatchObject({ format: 'rms-backup', version: 1, kind: 'manual' });
    expect(Object.keys(file.collections).sort()).toEqual([...BACKUP_COLLECTIONS].sort());
    expect(file.collections).toEqual(state);

    const list = await request(stack.app).get('/api/backups/list').set(admin.auth).expect(200);
    expect(list.body.data.map((b: { name: string }) => b.name)).toEqual([second.body.data.name, first.body.data.name]);
    expect(list.body.data[0]).toEqual(second.body.data);

    // Each trigger is audited.
    const audit = await stack.db.collection('audit').where('action', '==', 'backup.create').get();
    expect(audit.docs.map((d) => d.get('target')).sort()).toEqual([first.body.data.name, second.body.data.name].sort());
    expect(audit.docs[0]?.get('email')).toBe(admin.email);
  });
});

describe('POST /api/backups/restore', () => {
  it('round trip: backup, change and delete content, restore → content equal to the start; messages, audit and users are never rolled back', async () => {
    await seedSite(stack);
    const trigger = await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201);
    const filename: string = trigger.body.data.name;
    const start = withoutRouteAudit(await readCollections(stack.deps.repos));

    // Change, add and delete documents in several collections, including a whole batch of audit entries.
    const db = stack.db;
    await db.collection('products').doc('markiser').update({ title: 'Endret', index: 5 });
    await db.collection('products').doc('terrassemarkise').delete();
    await db.collection('products').doc('ny-vare').set({ title: 'Ny', description: '', images: [], category: null, index: 1 });
    await db.collection('projects').doc('kontorbygg').delete();
    await db.collection('redirects').doc('r1').delete();
    await db.collection('redirects').doc('r2').set({ from: '/gammel', to: '/om', created_at: at, created_by: 'auto', reason: 'product.move' });
    await db.collection('messages').doc('m2').set(enquiryDoc({ subject: 'Contact Form: Ny', message: 'x', status: 'failed', lastError: 'down', created_at: at, sent_at: null, next_attempt_at: at }));
    await clearCollections(db, 'audit');
    await db.collection('users').doc('stranger').set({ email: 'x@example.com', displayName: null, photoURL: null, role: 'user', created_at: at, last_login: at });
    const changed = await readCollections(stack.deps.repos);

    const res = await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename, tag: 'Før oppdatering' }).expect(200);
    expect(res.body.data.restored).toBe(filename);
    expect(res.body.data.safetyBackup.name).toMatch(/^safety-for-oppdatering-.*\.json$/);
    expect(res.body.data.counts.audit).toEqual({ written: 451, deleted: 0 });
    expect(res.body.data.counts.messages).toEqual({ written: 0, deleted: 0 });
    expect(res.body.data.counts.products).toEqual({ written: 2, deleted: 1 });
    expect(res.body.data.counts.users).toBeUndefined();

    // The content is back as it was; the message that came later, and the user, are kept.
    const after = await readCollections(stack.deps.repos);
    expect(after.products).toEqual(start.products);
    expect(after.projects).toEqual(start.projects);
    expect(after.redirects).toEqual(start.redirects);
    expect(Object.keys(after.redirects)).toEqual(['r1']);
    expect(after.messages).toEqual({ ...start.messages, m2: changed.messages.m2 });
    expect(after.users).toEqual(changed.users);
    // The audit entries the file had are added back (append-only), and the restore is audited.
    expect(withoutRouteAudit(after).audit).toEqual(start.audit);
    const restoreAudit = Object.values(after.audit).filter((d) => d.action === 'backup.restore');
    expect(restoreAudit).toEqual([expect.objectContaining({ uid: admin.uid, target: filename, extra: { tag: 'Før oppdatering', safetyBackup: res.body.data.safetyBackup.name } })]);

    // The safety backup holds the changed state, exactly.
    const safety = BackupFileSchema.parse(await backupFile(res.body.data.safetyBackup.name));
    expect(safety).toMatchObject({ kind: 'safety', tag: 'Før oppdatering' });
    expect(safety.collections).toEqual(changed);
    const list = await request(stack.app).get('/api/backups/list').set(admin.auth).expect(200);
    expect(list.body.data.map((b: { name: string }) => b.name)).toEqual([res.body.data.safetyBackup.name, filename]);
  });

  it('restoring the safety backup undoes the restore', async () => {
    await seedSite(stack);
    const filename = (await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201)).body.data.name;
    await stack.db.collection('projects').doc('nytt').set({ title: 'Nytt', description: '', images: [], draft: true, created_at: at, modified_at: at });
    const changed = withoutRouteAudit(await readCollections(stack.deps.repos));
    const first = await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename }).expect(200);
    expect(first.body.data.safetyBackup.name).toMatch(/^safety-\d{4}-/);
    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: first.body.data.safetyBackup.name, tag: 'angre' }).expect(200);
    const after = withoutRouteAudit(await readCollections(stack.deps.repos));
    expect({ products: after.products, projects: after.projects }).toEqual({ products: changed.products, projects: changed.projects });
  });

  describe('a file that cannot be restored changes nothing and writes no safety backup', () => {
    async function expectRefused(name: string, content: string, status: number) {
      await seedSite(stack);
      if (content) await stack.blobs.put(BACKUP_PREFIX + name, Buffer.from(content), 'application/json');
      const before = await readCollections(stack.deps.repos);
      const backupsBefore = await listBackups(stack.blobs);
      const res = await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: name, tag: 'test' }).expect(status);
      expect(await readCollections(stack.deps.repos)).toEqual(before);
      expect(await listBackups(stack.blobs)).toEqual(backupsBefore);
      return res.body.error;
    }

    it('unknown file → 404', async () => {
      const error = await expectRefused('backup-1999-01-01T00-00-00-000Z.json', '', 404);
      expect(error.code).toBe('NOT_FOUND');
    });

    it('invalid JSON → 400', async () => {
      const error = await expectRefused('corrupt.json', '{"format":"rms-backup","collections":{"products":', 400);
      expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Backup corrupt.json is not valid JSON' });
    });

    it('valid JSON with one invalid document among valid ones → 400 naming the document', async () => {
      await seedSite(stack);
      const good = await readCollections(stack.deps.repos);
      const file = {
        format: 'rms-backup',
        version: 1,
        createdAt: at,
        collections: { ...good, products: { ...good.products, wrecked: { title: 42, description: '', images: [], category: null, index: 0 } }, projects: {} },
      };
      const error = await expectRefused('invalid-doc.json', JSON.stringify(file), 400);
      expect(error.code).toBe('VALIDATION_FAILED');
      expect(error.issues).toContainEqual(expect.objectContaining({ path: 'collections.products.wrecked.title' }));
      expect(error.message).toContain('collections.products.wrecked.title');
    });

    it('a file of another format, a newer version or with a collection missing → 400', async () => {
      await expectRefused('other.json', JSON.stringify({ hello: 'world' }), 400);
      const newer = { format: 'rms-backup', version: 2, createdAt: at, collections: { products: {}, projects: {}, users: {}, messages: {}, audit: {} } };
      const e1 = await expectRefused('newer.json', JSON.stringify(newer), 400);
      expect(e1.issues).toContainEqual(expect.objectContaining({ path: 'version' }));
      const missing = { format: 'rms-backup', version: 1, createdAt: at, collections: { products: {}, projects: {}, users: {}, messages: {} } };
      const e2 = await expectRefused('missing.json', JSON.stringify(missing), 400);
      expect(e2.issues).toContainEqual(expect.objectContaining({ path: 'collections.audit' }));
    });

    it('a document id Firestore cannot store → 400', async () => {
      const bad = { format: 'rms-backup', version: 1, createdAt: at, collections: { products: {}, projects: {}, users: {}, messages: {}, audit: { __bad__: { uid: 'u', email: null, action: 'a', target: 't', at } } } };
      await expectRefused('bad-id.json', JSON.stringify(bad), 400);
    });
  });

  it('refuses a bad body naming the fields', async () => {
    const res = await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename: '../secrets.json', tag: '<script>' }).expect(400);
    expect(res.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['filename', 'tag']);
    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({}).expect(400);
  });
});

describe('nightly backup', () => {
  it('deletes the image copies only pruned backups referred to, and keeps them all while a backup cannot be read', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 2, 30) + n * 86_400_000);
    const photo = (id: string) => ({ id, src: `projects,hytte,${id}.jpg`, title: id, alt_text: id, isMain: true });
    const project = (id: string) => ({ title: 'Hytte', description: '', images: [photo(id)], draft: false, created_at: at, modified_at: at });
    for (const id of ['gammel', 'ny']) await stack.blobs.put(`raw/projects/hytte/${id}.jpg`, Buffer.from(id), 'image/jpeg');
    const copies = async () => (await stack.blobs.list(`${BACKUP_PREFIX}files/`)).map((b) => b.name).sort();

    // Two nightly backups with the old photo, then the photo is replaced and two more are made.
    await stack.db.collection('projects').doc('hytte').set(project('gammel'));
    await createBackup(stack.deps.repos, stack.blobs, { kind: 'nightly', now: day(0) });
    await createBackup(stack.deps.repos, stack.blobs, { kind: 'nightly', now: day(1) });
    await stack.db.collection('projects').doc('hytte').set(project('ny'));
    await createBackup(stack.deps.repos, stack.blobs, { kind: 'nightly', now: day(2) });
    expect(await copies()).toEqual([`${BACKUP_PREFIX}files/projects/hytte/gammel.jpg`, `${BACKUP_PREFIX}files/projects/hytte/ny.jpg`]);

    // Keeping two: day 1 still refers to the old photo, so its copy stays.
    expect(await pruneNightlyBackups(stack.blobs, 2)).toEqual([backupName('nightly', day(0))]);
    expect(await copies()).toHaveLength(2);

    // A backup this code cannot read might refer to any file: nothing is dropped while it is there.
    await stack.blobs.put(BACKUP_PREFIX + backupName('manual', day(-5)), Buffer.from('not json'), 'application/json');
    await createBackup(stack.deps.repos, stack.blobs, { kind: 'nightly', now: day(3) });
    expect(await pruneNightlyBackups(stack.blobs, 2)).toEqual([backupName('nightly', day(1))]);
    expect(await copies()).toHaveLength(2);

    // Once it is gone, the next pruning drops the copy no backup refers to, and the raw/ originals are untouched.
    await stack.blobs.delete(BACKUP_PREFIX + backupName('manual', day(-5)));
    await createBackup(stack.deps.repos, stack.blobs, { kind: 'nightly', now: day(4) });
    expect(await pruneNightlyBackups(stack.blobs, 2)).toEqual([backupName('nightly', day(2))]);
    expect(await copies()).toEqual([`${BACKUP_PREFIX}files/projects/hytte/ny.jpg`]);
    expect(await stack.blobs.exists('raw/projects/hytte/gammel.jpg')).toBe(true);
  });

  it('keeps the newest 30 nightly backups and every manual and safety backup', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, 1, 2, 30) + n * 86_400_000);
    for (let n = 0; n < 33; n++) await stack.blobs.put(BACKUP_PREFIX + backupName('nightly', day(n)), Buffer.from('{}'), 'application/json');
    await stack.blobs.put(BACKUP_PREFIX + backupName('manual', day(-10)), Buffer.from('{}'), 'application/json');
    await stack.blobs.put(BACKUP_PREFIX + backupName('safety', day(-20), 'før'), Buffer.from('{}'), 'application/json');

    const { backup, pruned } = await runNightlyBackup(stack.deps.repos, stack.blobs, day(33));
    expect(backup.name).toBe(backupName('nightly', day(33)));
    expect(pruned.sort()).toEqual([0, 1, 2, 3].map((n) => backupName('nightly', day(n))));

    const list = await listBackups(stack.blobs);
    const nightly = list.filter((b) => b.kind === 'nightly');
    expect(nightly).toHaveLength(NIGHTLY_BACKUPS_KEPT);
    expect(nightly[0]?.name).toBe(backup.name);
    expect(nightly.at(-1)?.name).toBe(backupName('nightly', day(4)));
    expect(list.filter((b) => b.kind !== 'nightly').map((b) => b.name)).toEqual([backupName('manual', day(-10)), backupName('safety', day(-20), 'før')]);
    // The nightly file is a real, restorable backup.
    BackupFileSchema.parse(await backupFile(backup.name));
  });
});
