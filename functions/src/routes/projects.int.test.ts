import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import type { Firestore } from '../adapters/firebase';

let stack: TestStack;
let admin: TestUser;
let user: TestUser;

const FIXTURE = [
  { id: 'villa-nittedal', title: 'Villa Nittedal', draft: false, modified_at: '2024-03-01T10:00:00.000Z' },
  { id: 'kontorbygg-jessheim', title: 'Kontorbygg Jessheim', draft: false, modified_at: '2024-05-01T10:00:00.000Z' },
  { id: 'hytte-hurdal', title: 'Hytte i Hurdal', draft: true, modified_at: '2024-06-01T10:00:00.000Z' },
  { id: 'skole-gjerdrum', title: 'Skole Gjerdrum', draft: false, modified_at: '2023-12-01T10:00:00.000Z' },
];

async function seedProjects() {
  await clearCollections(stack.db, 'projects', 'audit', 'versions', 'deleted');
  const batch = stack.db.batch();
  for (const { id, ...d } of FIXTURE) {
    batch.set(stack.db.collection('projects').doc(id), { ...d, description: `<p>${d.title}</p>`, images: [], created_at: '2023-01-01T00:00:00.000Z' });
  }
  await batch.commit();
}

async function projectDocs(db: Firestore) {
  const snap = await db.collection('projects').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) => a.id.localeCompare(b.id));
}

async function auditEntries() {
  return (await stack.db.collection('audit').get()).docs.map((d) => d.data());
}

const ids = (list: { id: string }[]) => list.map((p) => p.id);

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'projects-admin@example.com', 'admin');
  user = await userWithRole(stack.db, 'projects-user@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await seedProjects();
});

describe('GET /api/projects', () => {
  it('shows visitors and non-admins the published projects only, newest modified_at first', async () => {
    const anon = await request(stack.app).get('/api/projects').expect(200);
    expect(ids(anon.body.data)).toEqual(['kontorbygg-jessheim', 'villa-nittedal', 'skole-gjerdrum']);
    expect(anon.body.data[0]).toEqual({ id: 'kontorbygg-jessheim', title: 'Kontorbygg Jessheim', description: '<p>Kontorbygg Jessheim</p>', images: [], draft: false, created_at: '2023-01-01T00:00:00.000Z', modified_at: '2024-05-01T10:00:00.000Z' });
    expect(anon.headers['cache-control']).toContain('public');
    const plain = await request(stack.app).get('/api/projects').set(user.auth).expect(200);
    expect(ids(plain.body.data)).toEqual(['kontorbygg-jessheim', 'villa-nittedal', 'skole-gjerdrum']);
  });

  it('shows admins the drafts too, marked as such, never publicly cached', async () => {
    const res = await request(stack.app).get('/api/projects').set(admin.auth).expect(200);
    expect(ids(res.body.data)).toEqual(['hytte-hurdal', 'kontorbygg-jessheim', 'villa-nittedal', 'skole-gjerdrum']);
    expect(res.body.data[0].draft).toBe(true);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('GET /api/projects/:id', () => {
  it('returns a published project to anyone', async () => {
    const res = await request(stack.app).get('/api/projects/villa-nittedal').expect(200);
    expect(res.body.data).toMatchObject({ id: 'villa-nittedal', title: 'Villa Nittedal', draft: false });
  });

  it('hides a draft from visitors and non-admins with 404, shows it to admins', async () => {
    const anon = await request(stack.app).get('/api/projects/hytte-hurdal').expect(404);
    expect(anon.body.error.message).toBe('Project "hytte-hurdal" not found');
    await request(stack.app).get('/api/projects/hytte-hurdal').set(user.auth).expect(404);
    const res = await request(stack.app).get('/api/projects/hytte-hurdal').set(admin.auth).expect(200);
    expect(res.body.data.draft).toBe(true);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    await request(stack.app).get('/api/projects/finnes-ikke').expect(404);
    const bad = await request(stack.app).get('/api/projects/UPPER%20case').expect(400);
    expect(bad.body.error.issues[0].path).toBe('id');
  });
});

describe('GET /api/projects/health', () => {
  it('reports healthy with the number of projects to an administrator', async () => {
    const res = await request(stack.app).get('/api/projects/health').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ status: true, details: { projects: FIXTURE.length } });
  });

  it('tells anonymous callers only whether it works (no counts of drafts)', async () => {
    const res = await request(stack.app).get('/api/projects/health').expect(200);
    expect(res.body.data).toEqual({ status: true, message: 'OK' });
  });

  it('reports status false, not a 500, when Firestore fails', async () => {
    const broken = { collection: () => { throw new Error('deadline exceeded'); } } as unknown as Firestore;
    const failing = await createTestStack({ db: broken });
    const res = await request(failing.app).get('/api/projects/health').set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ status: false, message: 'Projects service cannot reach Firestore', details: 'deadline exceeded' });
    await failing.cleanup();
  });
});

describe('POST /api/projects', () => {
  it('creates a draft by default with a slug id, sanitized description, timestamps, and audits it', async () => {
    const res = await request(stack.app)
      .post('/api/projects')
      .set(admin.auth)
      .send({ title: ' Rekkehus på Kløfta ', description: '<p onclick="x()">Fin <i>jobb</i></p><script>steal()</script>', images: [], unknown: 'dropped' })
      .expect(201);
    expect(res.headers.location).toBe('/api/projects/rekkehus-pa-klofta');
    expect(res.body.data).toMatchObject({ id: 'rekkehus-pa-klofta', title: 'Rekkehus på Kløfta', description: '<p>Fin <em>jobb</em></p>', draft: true, images: [] });
    expect(res.body.data.created_at).toBe(res.body.data.modified_at);
    const stored = (await stack.db.collection('projects').doc('rekkehus-pa-klofta').get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(['created_at', 'description', 'draft', 'images', 'modified_at', 'title']);
    expect(await auditEntries()).toEqual([expect.objectContaining({ uid: admin.uid, email: admin.email, action: 'project.create', target: 'rekkehus-pa-klofta' })]);
    // Drafts stay hidden from visitors.
    await request(stack.app).get('/api/projects/rekkehus-pa-klofta').expect(404);
  });

  it('publishes at once with draft false; keeps a client id, replaces a temp- id, de-duplicates slugs', async () => {
    const published = await request(stack.app).post('/api/projects').set(admin.auth).send({ id: 'eget-id', title: 'Eget', draft: false }).expect(201);
    expect(published.body.data).toMatchObject({ id: 'eget-id', draft: false });
    expect(ids((await request(stack.app).get('/api/projects').expect(200)).body.data)[0]).toBe('eget-id');
    const temp = await request(stack.app).post('/api/projects').set(admin.auth).send({ id: 'temp-1718000000', title: 'Villa Nittedal' }).expect(201);
    expect(temp.body.data.id).toBe('villa-nittedal-2');
    const reserved = await request(stack.app).post('/api/projects').set(admin.auth).send({ title: 'By title' }).expect(201);
    expect(reserved.body.data.id).toBe('by-title-2');
  });

  it('refuses a duplicate id with 409 and a reserved one with 400, changing nothing', async () => {
    const before = await projectDocs(stack.db);
    const dup = await request(stack.app).post('/api/projects').set(admin.auth).send({ id: 'villa-nittedal', title: 'Ny villa' }).expect(409);
    expect(dup.body.error).toEqual({ code: 'CONFLICT', message: 'A project with id "villa-nittedal" already exists' });
    await request(stack.app).post('/api/projects').set(admin.auth).send({ id: 'health', title: 'Health' }).expect(400);
    expect(await projectDocs(stack.db)).toEqual(before);
  });

  it('answers 400 naming each field for missing fields, wrong types, long titles and malformed JSON', async () => {
    const missing = await request(stack.app).post('/api/projects').set(admin.auth).send({ description: 'x' }).expect(400);
    expect(missing.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['title']);
    const wrong = await request(stack.app).post('/api/projects').set(admin.auth).send({ title: ['x'], description: 5, draft: 'yes', images: {} }).expect(400);
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['description', 'draft', 'images', 'title']);
    const long = await request(stack.app).post('/api/projects').set(admin.auth).send({ title: 'p'.repeat(201) }).expect(400);
    expect(long.body.error.issues[0]).toEqual({ path: 'title', message: 'Title is at most 200 characters' });
    const json = await request(stack.app).post('/api/projects').set(admin.auth).set('Content-Type', 'application/json').send('{"title":').expect(400);
    expect(json.body.error.code).toBe('MALFORMED_JSON');
    expect(await auditEntries()).toEqual([]);
  });

  it('strips XSS payloads from descriptions', async () => {
    const payload = '<p>Hei</p><img src=x onerror=alert(1)><a href="javascript:alert(2)">x</a><a href="  data:text/html,<script>alert(3)</script>">y</a><a href="mailto:post@rms.no">mail</a><style>*{}</style><svg/onload=alert(4)>';
    const res = await request(stack.app).post('/api/projects').set(admin.auth).send({ title: 'XSS', description: payload }).expect(201);
    const html: string = res.body.data.description;
    for (const bad of ['onerror', 'javascript:', 'data:', 'script', 'svg', 'onload', 'style', '<img']) expect(html).not.toContain(bad);
    expect(html).toContain('<a href="mailto:post@rms.no" target="_blank" rel="noopener noreferrer nofollow">mail</a>');
  });
});

describe('PUT /api/projects/:id', () => {
  it('updates fields, sanitizes, bumps modified_at so the project comes first', async () => {
    const res = await request(stack.app).put('/api/projects/skole-gjerdrum').set(admin.auth).send({ id: 'skole-gjerdrum', title: 'Skole på Gjerdrum', description: '<p>Ny<script>x</script></p>' }).expect(200);
    expect(res.body.data).toMatchObject({ id: 'skole-gjerdrum', title: 'Skole på Gjerdrum', description: '<p>Ny</p>', draft: false, created_at: '2023-01-01T00:00:00.000Z' });
    expect(res.body.data.modified_at > '2024-06-01').toBe(true);
    expect(ids((await request(stack.app).get('/api/projects').expect(200)).body.data)[0]).toBe('skole-gjerdrum');
    expect(await auditEntries()).toEqual([expect.objectContaining({ action: 'project.update', target: 'skole-gjerdrum', uid: admin.uid })]);
  });

  it('publishes and unpublishes with draft', async () => {
    await request(stack.app).put('/api/projects/hytte-hurdal').set(admin.auth).send({ draft: false }).expect(200);
    await request(stack.app).get('/api/projects/hytte-hurdal').expect(200);
    await request(stack.app).put('/api/projects/hytte-hurdal').set(admin.auth).send({ draft: true }).expect(200);
    await request(stack.app).get('/api/projects/hytte-hurdal').expect(404);
    expect((await auditEntries()).map((e) => e.action).sort()).toEqual(['project.publish', 'project.unpublish']);
  });

  it('stores the uploaded image list the client sends after uploading', async () => {
    const images = [{ id: 'i1', src: 'projects,villa-nittedal,i1.jpg', title: '', alt_text: 'Markise over terrasse', isMain: true, width: 1500, height: 1000 }];
    const res = await request(stack.app).put('/api/projects/villa-nittedal').set(admin.auth).send({ images }).expect(200);
    expect(res.body.data.images).toEqual(images);
  });

  it('answers 404 for an unknown id and 400 for bad input, changing nothing', async () => {
    const before = await projectDocs(stack.db);
    await request(stack.app).put('/api/projects/finnes-ikke').set(admin.auth).send({ title: 'X' }).expect(404);
    await request(stack.app).put('/api/projects/villa-nittedal').set(admin.auth).send({ id: 'annet', title: 'X' }).expect(400);
    const wrong = await request(stack.app).put('/api/projects/villa-nittedal').set(admin.auth).send({ title: ' ', draft: 1 }).expect(400);
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['draft', 'title']);
    await request(stack.app).put('/api/projects/villa-nittedal').set(admin.auth).set('Content-Type', 'application/json').send('nope').expect(400);
    expect(await projectDocs(stack.db)).toEqual(before);
  });
});

describe('DELETE /api/projects/:id', () => {
  it('deletes the project, keeps its stored images for bringing it back, lists it as deleted and audits it', async () => {
    const own = ['raw/projects/villa-nittedal/a.jpg', 'optimized/projects/villa-nittedal/a_512.webp'];
    const other = 'raw/projects/villa-nittedal-2/b.jpg';
    for (const p of [...own, other]) await stack.blobs.put(p, Buffer.from('x'), 'image/jpeg');
    const res = await request(stack.app).delete('/api/projects/villa-nittedal').set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ deleted: ['villa-nittedal'] });
    expect((await stack.db.collection('projects').doc('villa-nittedal').get()).exists).toBe(false);
    for (const p of [...own, other]) expect(await stack.blobs.exists(p)).toBe(true);
    expect((await stack.db.collection('deleted').doc('project_villa-nittedal').get()).get('title')).toBe('Villa Nittedal');
    expect(await auditEntries()).toEqual([expect.objectContaining({ action: 'project.delete', target: 'villa-nittedal', uid: admin.uid })]);
  });

  it('answers 404 for an unknown id', async () => {
    await request(stack.app).delete('/api/projects/finnes-ikke').set(admin.auth).expect(404);
  });
});

describe('projects by title pattern', () => {
  it('previews matches case-insensitively, drafts included, with * as a wildcard', async () => {
    const sub = await request(stack.app).get('/api/projects/by-title/JESSHEIM/preview').set(admin.auth).expect(200);
    expect(sub.body.data).toEqual([{ id: 'kontorbygg-jessheim', title: 'Kontorbygg Jessheim' }]);
    const wild = await request(stack.app).get(`/api/projects/by-title/${encodeURIComponent('h*ur')}/preview`).set(admin.auth).expect(200);
    expect(wild.body.data).toEqual([{ id: 'hytte-hurdal', title: 'Hytte i Hurdal' }]);
    const all = await request(stack.app).get('/api/projects/by-title/*/preview').set(admin.auth).expect(200);
    expect(all.body.data).toHaveLength(FIXTURE.length);
    // Regex characters are literal.
    await request(stack.app).get(`/api/projects/by-title/${encodeURIComponent('.+')}/preview`).set(admin.auth).expect(404);
  });

  it('answers 400 with a Norwegian message for a pattern over 100 characters, and takes one of 100', async () => {
    const long = `${'*a'.repeat(50)}b`;
    for (const res of [
      await request(stack.app).get(`/api/projects/by-title/${encodeURIComponent(long)}/preview`).set(admin.auth),
      await request(stack.app).delete(`/api/projects/by-title/${encodeURIComponent(long)}?ids=hytte-hurdal`).set(admin.auth),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('Mønsteret kan være høyst 100 tegn.');
    }
    await request(stack.app).get(`/api/projects/by-title/${encodeURIComponent(long.slice(1))}/preview`).set(admin.auth).expect(404);
    expect(await projectDocs(stack.db)).toHaveLength(FIXTURE.length);
  });

  it('answers 404 "No projects match this pattern" and 400 for an empty pattern', async () => {
    const none = await request(stack.app).get('/api/projects/by-title/bergen/preview').set(admin.auth).expect(404);
    expect(none.body.error.message).toBe('No projects match this pattern');
    for (const path of ['/api/projects/by-title//preview', '/api/projects/by-title/%20/preview']) {
      const empty = await request(stack.app).get(path).set(admin.auth).expect(400);
      expect(empty.body.error.message).toBe('Please enter a title pattern to match');
    }
    for (const path of ['/api/projects/by-title/', '/api/projects/by-title', '/api/projects/by-title/%20%20']) {
      const empty = await request(stack.app).delete(path).set(admin.auth).expect(400);
      expect(empty.body.error.message).toBe('Please enter a title pattern to match');
    }
    const noneDelete = await request(stack.app).delete('/api/projects/by-title/bergen?ids=hytte-hurdal').set(admin.auth).expect(404);
    expect(noneDelete.body.error.message).toBe('No projects match this pattern');
    expect(await projectDocs(stack.db)).toHaveLength(FIXTURE.length);
  });

  it('deletes every match (wildcard), each listed as deleted with its images kept, keeps the rest, and audits it', async () => {
    await stack.blobs.put('raw/projects/villa-nittedal/a.jpg', Buffer.from('x'), 'image/jpeg');
    await stack.blobs.put('raw/projects/skole-gjerdrum/b.jpg', Buffer.from('x'), 'image/jpeg');
    const res = await request(stack.app).delete(`/api/projects/by-title/${encodeURIComponent('*i*dal')}?ids=hytte-hurdal,villa-nittedal`).set(admin.auth).expect(200);
    expect(res.body.data.deleted.sort()).toEqual(['hytte-hurdal', 'villa-nittedal']);
    expect(ids(await projectDocs(stack.db))).toEqual(['kontorbygg-jessheim', 'skole-gjerdrum']);
    expect(await stack.blobs.exists('raw/projects/villa-nittedal/a.jpg')).toBe(true);
    expect(await stack.blobs.exists('raw/projects/skole-gjerdrum/b.jpg')).toBe(true);
    expect((await stack.db.collection('deleted').get()).docs.map((d) => d.id).sort()).toEqual(['project_hytte-hurdal', 'project_villa-nittedal']);
    expect(await auditEntries()).toEqual([expect.objectContaining({ action: 'project.delete-by-title', target: '*i*dal', uid: admin.uid })]);
  });

  it('keeps the preview from visitors (it lists drafts)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await request(stack.app).get('/api/projects/by-title/hytte/preview').expect(401);
    await request(stack.app).get('/api/projects/by-title/hytte/preview').set(user.auth).expect(403);
    await request(stack.app).get('/api/projects/by-title//preview').expect(401);
    warn.mockRestore();
  });
});

describe('project mutations require an admin', () => {
  const cases = [
    { name: 'POST /api/projects', send: (auth: Record<string, string>) => request(stack.app).post('/api/projects').set(auth).send({ title: 'Ny', draft: false }) },
    { name: 'PUT /api/projects/:id', send: (auth: Record<string, string>) => request(stack.app).put('/api/projects/villa-nittedal').set(auth).send({ title: 'Endret', draft: true }) },
    { name: 'DELETE /api/projects/:id', send: (auth: Record<string, string>) => request(stack.app).delete('/api/projects/villa-nittedal').set(auth) },
    { name: 'DELETE /api/projects/by-title/:pattern', send: (auth: Record<string, string>) => request(stack.app).delete('/api/projects/by-title/*').set(auth) },
  ];

  for (const c of cases) {
    it(`${c.name}: anonymous → 401, non-admin → 403, nothing changes, refusals are logged`, async () => {
      const before = await projectDocs(stack.db);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect((await c.send({}).expect(401)).body.error.code).toBe('UNAUTHENTICATED');
      expect((await c.send(user.auth).expect(403)).body.error.code).toBe('FORBIDDEN');
      expect(warn).toHaveBeenCalledTimes(2);
      warn.mockRestore();
      expect(await projectDocs(stack.db)).toEqual(before);
      expect(await auditEntries()).toEqual([]);
    });
  }
});
