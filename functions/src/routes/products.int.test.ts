import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import type { Firestore } from '../adapters/firebase';

let stack: TestStack;
let admin: TestUser;
let user: TestUser;

const FIXTURE = [
  { id: 'markiser', title: 'Markiser', category: null, index: 0 },
  { id: 'screens', title: 'Screens', category: null, index: 1 },
  { id: 'terrassemarkise', title: 'Terrassemarkise', category: 'markiser', index: 1 },
  { id: 'vindusmarkise', title: 'Vindusmarkise', category: 'markiser', index: 0 },
  { id: 'motorstyring', title: 'Motorstyring', category: 'terrassemarkise', index: 0 },
  { id: 'fjernkontroll', title: 'Fjernkontroll', category: 'terrassemarkise', index: 1 },
  { id: 'zip-screen', title: 'Zip-screen', category: 'screens', index: 0 },
];

async function seedProducts() {
  await clearCollections(stack.db, 'products', 'audit', 'versions', 'deleted');
  const at = '2024-01-01T00:00:00.000Z';
  const batch = stack.db.batch();
  for (const { id, ...d } of FIXTURE) {
    batch.set(stack.db.collection('products').doc(id), { ...d, description: `<p>${d.title}</p>`, images: [], created_at: at, modified_at: at });
  }
  await batch.commit();
}

/** Every product document, sorted by id: compared before and after refused requests. */
async function productDocs(db: Firestore) {
  const snap = await db.collection('products').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() })).sort((a, b) => a.id.localeCompare(b.id));
}

async function auditEntries() {
  const snap = await stack.db.collection('audit').get();
  return snap.docs.map((d) => d.data());
}

/** Children of a parent as [id, index] in index order: siblings must be numbered 0, 1, 2, ... */
async function childrenOf(parent: string | null) {
  const docs = await productDocs(stack.db);
  return docs
    .filter((d) => (d as { category?: string | null }).category === parent)
    .map((d) => [d.id, (d as { index?: number }).index] as const)
    .sort((a, b) => (a[1] ?? 0) - (b[1] ?? 0));
}

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'products-admin@example.com', 'admin');
  user = await userWithRole(stack.db, 'products-user@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await seedProducts();
});

describe('GET /api/products', () => {
  it('returns the stored flat documents as a three-level tree with metadata on every node', async () => {
    const res = await request(stack.app).get('/api/products').expect(200);
    expect(res.body.data.id).toBe('root');
    const [markiser, screens] = res.body.data.sub;
    expect(markiser.id).toBe('markiser');
    expect(screens.id).toBe('screens');
    expect(markiser.metadata).toEqual({ path: 'produkter/markiser', level: 0, isCategory: true, isProduct: false, isSubProduct: false });
    // Siblings come in index order, not insertion order.
    expect(markiser.sub.map((p: { id: string }) => p.id)).toEqual(['vindusmarkise', 'terrassemarkise']);
    const sub = markiser.sub[1].sub[0];
    expect(sub.metadata).toEqual({ path: 'produkter/markiser/terrassemarkise/motorstyring', level: 2, isCategory: false, isProduct: false, isSubProduct: true });
  });

  it('answers a repeat request carrying the ETag with 304 Not Modified', async () => {
    const first = await request(stack.app).get('/api/products').expect(200);
    expect(first.headers['cache-control']).toContain('public');
    await request(stack.app).get('/api/products').set('If-None-Match', String(first.headers.etag)).expect(304);
  });

  it('refuses a forged token with 401 even on a public route', async () => {
    const warn = quietWarnings();
    const res = await request(stack.app).get('/api/products').set('Authorization', 'Bearer not-a-token').expect(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
    warn.mockRestore();
  });
});

describe('GET /api/products/:id', () => {
  it('returns one node with its sub-tree and metadata', async () => {
    const res = await request(stack.app).get('/api/products/terrassemarkise').expect(200);
    expect(res.body.data).toMatchObject({ id: 'terrassemarkise', title: 'Terrassemarkise', category: 'markiser', metadata: { level: 1, isProduct: true, path: 'produkter/markiser/terrassemarkise' } });
    expect(res.body.data.sub.map((s: { id: string }) => s.id)).toEqual(['motorstyring', 'fjernkontroll']);
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await request(stack.app).get('/api/products/finnes-ikke').expect(404);
    expect(missing.body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Product "finnes-ikke" not found' });
    const bad = await request(stack.app).get('/api/products/Not_An_Id').expect(400);
    expect(bad.body.error.issues[0].path).toBe('id');
  });
});

describe('GET /api/products/health', () => {
  it('reports the products store as healthy with its size to an administrator, uncached', async () => {
    const res = await request(stack.app).get('/api/products/health').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ status: true, message: 'Products service is healthy', details: { products: FIXTURE.length } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('tells anonymous callers only whether it works (no counts), cacheable for a few seconds', async () => {
    const res = await request(stack.app).get('/api/products/health').expect(200);
    expect(res.body.data).toEqual({ status: true, message: 'OK' });
    expect(res.headers['cache-control']).toBe('public, max-age=15, s-maxage=15');
  });

  it('reports status false with the error, not a 500, when Firestore fails', async () => {
    const broken = { collection: () => { throw new Error('Firestore is down'); } } as unknown as Firestore;
    const failing = await createTestStack({ db: broken });
    const res = await request(failing.app).get('/api/products/health').set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ status: false, message: 'Products service cannot reach Firestore', details: 'Firestore is down' });
    const anonymous = await request(failing.app).get('/api/products/health').expect(200);
    expect(anonymous.body.data).toEqual({ status: false, message: 'Not healthy' });
    await failing.cleanup();
  });
});

describe('POST /api/products', () => {
  it('creates a product with the client id, answers 201 with the tree and the created node, and audits it', async () => {
    const res = await request(stack.app)
      .post('/api/products')
      .set(admin.auth)
      .send({ id: 'kassettmarkise', title: '  Kassettmarkise ', description: '<p>Helt <b>lukket</b></p>', category: 'markiser', images: [], sub: [], index: 0, metadata: { hack: true }, owner: 'me' })
      .expect(201);
    expect(res.headers.location).toBe('/api/products/kassettmarkise');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.data.id).toBe('root');
    expect(res.body.data.created).toMatchObject({
      id: 'kassettmarkise',
      title: 'Kassettmarkise',
      description: '<p>Helt <strong>lukket</strong></p>',
      category: 'markiser',
      index: 0,
      sub: [],
      metadata: { path: 'produkter/markiser/kassettmarkise', level: 1, isProduct: true },
    });
    const markiser = res.body.data.sub.find((n: { id: string }) => n.id === 'markiser');
    expect(markiser.sub.map((n: { id: string }) => n.id)).toEqual(['kassettmarkise', 'vindusmarkise', 'terrassemarkise']);

    const stored = (await stack.db.collection('products').doc('kassettmarkise').get()).data();
    expect(stored).toMatchObject({ title: 'Kassettmarkise', category: 'markiser', index: 0, images: [] });
    expect(Object.keys(stored ?? {}).sort()).toEqual(['category', 'created_at', 'description', 'images', 'index', 'modified_at', 'title']);
    expect(await childrenOf('markiser')).toEqual([['kassettmarkise', 0], ['vindusmarkise', 1], ['terrassemarkise', 2]]);

    expect(await auditEntries()).toEqual([
      expect.objectContaining({ uid: admin.uid, email: admin.email, action: 'product.create', target: 'kassettmarkise', at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) }),
    ]);
  });

  it('derives a readable, unique slug of the title when no id is sent, and appends without an index', async () => {
    const first = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Åpen Ærlig Markise', category: 'markiser' }).expect(201);
    expect(first.body.data.created).toMatchObject({ id: 'apen-aerlig-markise', index: 2 });
    const second = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Åpen ærlig markise!', category: 'markiser' }).expect(201);
    expect(second.body.data.created.id).toBe('apen-aerlig-markise-2');
    const reserved = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Health' }).expect(201);
    expect(reserved.body.data.created.id).toBe('health-2');
  });

  it('creates a top-level category from category null, "" or "root"', async () => {
    for (const [i, category] of [null, '', 'root'].entries()) {
      const res = await request(stack.app).post('/api/products').set(admin.auth).send({ id: `kategori-${i}`, title: `Kategori ${i}`, category }).expect(201);
      expect(res.body.data.created.metadata).toMatchObject({ level: 0, isCategory: true });
    }
    expect((await childrenOf(null)).map(([id]) => id)).toEqual(['markiser', 'screens', 'kategori-0', 'kategori-1', 'kategori-2']);
  });

  it('creates a sub-product under a product (third level)', async () => {
    const res = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'sensor', title: 'Sensor', category: 'terrassemarkise' }).expect(201);
    expect(res.body.data.created.metadata).toEqual({ path: 'produkter/markiser/terrassemarkise/sensor', level: 2, isCategory: false, isProduct: false, isSubProduct: true });
  });

  it('refuses a fourth tree level and an unknown parent with 400, writing nothing', async () => {
    const before = await productDocs(stack.db);
    const deep = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'for-dypt', title: 'For dypt', category: 'motorstyring' }).expect(400);
    expect(deep.body.error.code).toBe('VALIDATION_FAILED');
    expect(deep.body.error.message).toMatch(/at most 3 levels/);
    expect(deep.body.error.issues).toEqual([expect.objectContaining({ path: 'category' })]);
    const orphan = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'foreldrelos', title: 'Foreldreløs', category: 'finnes-ikke' }).expect(400);
    expect(orphan.body.error.message).toBe('Unknown parent "finnes-ikke": no such category or product');
    expect(await productDocs(stack.db)).toEqual(before);
    expect(await auditEntries()).toEqual([]);
  });

  it('refuses an existing id with 409 and leaves the stored product alone', async () => {
    const before = await productDocs(stack.db);
    const res = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'markiser', title: 'Overskrevet' }).expect(409);
    expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: 'A product with id "markiser" already exists' });
    expect(await productDocs(stack.db)).toEqual(before);
  });

  it('refuses a reserved id with 400', async () => {
    const res = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'health', title: 'Health' }).expect(400);
    expect(res.body.error.issues).toEqual([{ path: 'id', message: 'Reserved id' }]);
  });

  it('answers 400 naming each field for missing fields, wrong types and bad values', async () => {
    const missing = await request(stack.app).post('/api/products').set(admin.auth).send({}).expect(400);
    expect(missing.body.error.issues.map((i: { path: string }) => i.path)).toEqual(['title']);

    const wrong = await request(stack.app)
      .post('/api/products')
      .set(admin.auth)
      .send({ id: 'Bad Id!', title: 42, description: ['x'], category: 7, index: 'first', images: 'none' })
      .expect(400);
    expect(wrong.body.error.code).toBe('VALIDATION_FAILED');
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['category', 'description', 'id', 'images', 'index', 'title']);
    expect(wrong.body.error.message).toContain('title:');

    const long = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'x'.repeat(201) }).expect(400);
    expect(long.body.error.issues).toEqual([{ path: 'title', message: 'Title is at most 200 characters' }]);
    const blank = await request(stack.app).post('/api/products').set(admin.auth).send({ title: '   ' }).expect(400);
    expect(blank.body.error.issues).toEqual([{ path: 'title', message: 'Title is required' }]);
    // Exactly 200 characters after trimming is fine.
    await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'lang-tittel', title: ` ${'y'.repeat(200)} ` }).expect(201);

    const huge = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Stor', description: 'a'.repeat(100_001) }).expect(400);
    expect(huge.body.error.issues).toEqual([{ path: 'description', message: 'Description is at most 100 kB' }]);
    const negative = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Neg', index: -1 }).expect(400);
    expect(negative.body.error.issues[0].path).toBe('index');
  });

  it('answers 400 MALFORMED_JSON for a broken body and 415 for a body that is not JSON', async () => {
    const bad = await request(stack.app).post('/api/products').set(admin.auth).set('Content-Type', 'application/json').send('{"title": "Halv').expect(400);
    expect(bad.body.error).toEqual({ code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' });
    const text = await request(stack.app).post('/api/products').set(admin.auth).set('Content-Type', 'text/plain').send('title=Markise').expect(415);
    expect(text.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('stores descriptions with XSS payloads sanitized, and serves them sanitized', async () => {
    const payload = [
      '<p>Trygg</p>',
      '<script>alert(1)</script>',
      '<img src=x onerror="alert(2)">',
      '<a href="javascript:alert(3)">klikk</a>',
      '<a href="JaVaScRiPt:alert(4)">klikk</a>',
      '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCg1KTwvc2NyaXB0Pg==">data</a>',
      '<svg onload="alert(6)"><circle/></svg>',
      '<p style="background:url(javascript:alert(7))" onclick="alert(8)">stil</p>',
      '<iframe src="https://evil.example"></iframe>',
      '<a href="https://rms.no" onmouseover="alert(9)">lenke</a>',
    ].join('');
    const res = await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'xss', title: 'XSS', description: payload, category: 'markiser' }).expect(201);
    const html: string = res.body.data.created.description;
    for (const bad of ['<script', 'onerror', 'javascript:', 'JaVaScRiPt', 'data:', '<svg', 'onload', 'style=', 'onclick', '<iframe', 'onmouseover', 'alert(1)', '<img']) {
      expect(html).not.toContain(bad);
    }
    expect(html).toContain('<p>Trygg</p>');
    expect(html).toContain('<a href="https://rms.no" target="_blank" rel="noopener noreferrer nofollow">lenke</a>');
    const got = await request(stack.app).get('/api/products/xss').expect(200);
    expect(got.body.data.description).toBe(html);
  });
});

describe('PUT /api/products/:id', () => {
  it('updates title and description (sanitized), bumps modified_at and audits', async () => {
    const res = await request(stack.app)
      .put('/api/products/vindusmarkise')
      .set(admin.auth)
      .send({ id: 'vindusmarkise', title: ' Vindusmarkise Pro ', description: '<h2 onclick="x()">Ny</h2><script>x()</script>', sub: [], metadata: {} })
      .expect(200);
    expect(res.body.data).toMatchObject({ id: 'vindusmarkise', title: 'Vindusmarkise Pro', description: '<h2>Ny</h2>', category: 'markiser', index: 0, metadata: { level: 1 } });
    const stored = (await stack.db.collection('products').doc('vindusmarkise').get()).data();
    expect(stored?.modified_at).not.toBe('2024-01-01T00:00:00.000Z');
    expect(stored?.created_at).toBe('2024-01-01T00:00:00.000Z');
    expect(stored).not.toHaveProperty('sub');
    expect(await auditEntries()).toEqual([expect.objectContaining({ uid: admin.uid, action: 'product.update', target: 'vindusmarkise' })]);
  });

  it('replaces the image list when one is sent', async () => {
    const images = [{ id: 'a', src: 'products,vindusmarkise,a.jpg', title: 'A', alt_text: 'Alt A', isMain: true }];
    const res = await request(stack.app).put('/api/products/vindusmarkise').set(admin.auth).send({ images }).expect(200);
    expect(res.body.data.images).toEqual(images);
  });

  it('reorders a node among its siblings, keeping them numbered 0..n-1', async () => {
    await request(stack.app).put('/api/products/fjernkontroll').set(admin.auth).send({ index: 0 }).expect(200);
    expect(await childrenOf('terrassemarkise')).toEqual([['fjernkontroll', 0], ['motorstyring', 1]]);
    await request(stack.app).put('/api/products/fjernkontroll').set(admin.auth).send({ index: 99 }).expect(200);
    expect(await childrenOf('terrassemarkise')).toEqual([['motorstyring', 0], ['fjernkontroll', 1]]);
  });

  it('moves a node with its sub-tree to another parent, re-numbering the old and the new siblings', async () => {
    const res = await request(stack.app).put('/api/products/terrassemarkise').set(admin.auth).send({ category: 'screens', index: 0 }).expect(200);
    expect(res.body.data).toMatchObject({ id: 'terrassemarkise', category: 'screens', index: 0, metadata: { path: 'produkter/screens/terrassemarkise' } });
    expect(res.body.data.sub.map((s: { id: string }) => s.id)).toEqual(['motorstyring', 'fjernkontroll']);
    expect(await childrenOf('screens')).toEqual([['terrassemarkise', 0], ['zip-screen', 1]]);
    expect(await childrenOf('markiser')).toEqual([['vindusmarkise', 0]]);
    expect(await auditEntries()).toEqual([expect.objectContaining({ action: 'product.move', target: 'terrassemarkise', extra: expect.objectContaining({ category: 'screens', index: 0 }) })]);
  });

  it('promotes a product to a category with category null', async () => {
    await request(stack.app).put('/api/products/vindusmarkise').set(admin.auth).send({ category: null }).expect(200);
    expect(await childrenOf(null)).toEqual([['markiser', 0], ['screens', 1], ['vindusmarkise', 2]]);
    expect(await childrenOf('markiser')).toEqual([['terrassemarkise', 0]]);
  });

  it('refuses a move that would make a fourth level or a loop, writing nothing', async () => {
    const before = await productDocs(stack.db);
    // terrassemarkise has sub-products: under another product they would sit at level 3.
    const deep = await request(stack.app).put('/api/products/terrassemarkise').set(admin.auth).send({ category: 'zip-screen' }).expect(400);
    expect(deep.body.error.message).toMatch(/at most 3 levels/);
    const leafDeep = await request(stack.app).put('/api/products/zip-screen').set(admin.auth).send({ category: 'motorstyring' }).expect(400);
    expect(leafDeep.body.error.issues[0].path).toBe('category');
    const loop = await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ category: 'terrassemarkise' }).expect(400);
    expect(loop.body.error.message).toMatch(/below/);
    const self = await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ category: 'markiser' }).expect(400);
    expect(self.body.error.message).toBe('A product cannot be its own parent');
    const unknown = await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ category: 'finnes-ikke' }).expect(400);
    expect(unknown.body.error.message).toMatch(/Unknown parent/);
    expect(await productDocs(stack.db)).toEqual(before);
  });

  it('answers 404 for an unknown id, 400 for a different body id or bad fields', async () => {
    await request(stack.app).put('/api/products/finnes-ikke').set(admin.auth).send({ title: 'X' }).expect(404);
    const other = await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ id: 'screens', title: 'X' }).expect(400);
    expect(other.body.error.issues).toEqual([{ path: 'id', message: 'Must equal the id in the path' }]);
    const wrong = await request(stack.app).put('/api/products/markiser').set(admin.auth).send({ title: '', index: 1.5, images: [{ id: 3 }] }).expect(400);
    expect(wrong.body.error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['images.0.id', 'images.0.src', 'index', 'title']);
    await request(stack.app).put('/api/products/markiser').set(admin.auth).set('Content-Type', 'application/json').send('{').expect(400);
  });
});

describe('DELETE /api/products/:id', () => {
  it('deletes a leaf, re-numbers its siblings and audits it', async () => {
    const res = await request(stack.app).delete('/api/products/motorstyring').set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ deleted: ['motorstyring'] });
    expect(await childrenOf('terrassemarkise')).toEqual([['fjernkontroll', 0]]);
    expect(await auditEntries()).toEqual([expect.objectContaining({ uid: admin.uid, action: 'product.delete', target: 'motorstyring' })]);
  });

  it('refuses a node with children with 409 unless recursive', async () => {
    const before = await productDocs(stack.db);
    const res = await request(stack.app).delete('/api/products/markiser').set(admin.auth).expect(409);
    expect(res.body.error.message).toMatch(/has 4 product\(s\) below it/);
    await request(stack.app).delete('/api/products/markiser?recursive=false').set(admin.auth).expect(409);
    expect(await productDocs(stack.db)).toEqual(before);
  });

  it('deletes the whole sub-tree with ?recursive=true; its stored images stay so it can be brought back', async () => {
    const jpg = Buffer.from('not really a jpeg');
    const kept = 'raw/products/screens/keep.jpg';
    const doomed = ['raw/products/terrassemarkise/a.jpg', 'optimized/products/terrassemarkise/a_512.webp', 'raw/products/motorstyring/b.jpg', 'raw/categories/markiser/c.jpg', 'optimized/categories/markiser/c_256.webp'];
    for (const path of [kept, ...doomed]) await stack.blobs.put(path, jpg, 'image/jpeg');

    const res = await request(stack.app).delete('/api/products/markiser?recursive=true').set(admin.auth).expect(200);
    expect(res.body.data.deleted.sort()).toEqual(['fjernkontroll', 'markiser', 'motorstyring', 'terrassemarkise', 'vindusmarkise']);
    expect((await productDocs(stack.db)).map((d) => d.id)).toEqual(['screens', 'zip-screen']);
    expect(await childrenOf(null)).toEqual([['screens', 0]]);
    // The nightly sweep deletes them once no kept version refers to them (orphan-sweep.ts).
    for (const path of [kept, ...doomed]) expect(await stack.blobs.exists(path)).toBe(true);
    const deleted = await stack.db.collection('deleted').get();
    expect(deleted.docs.map((d) => [d.get('id'), (d.get('members') as { id: string }[]).map((m) => m.id).sort()])).toEqual([
      ['markiser', ['fjernkontroll', 'markiser', 'motorstyring', 'terrassemarkise', 'vindusmarkise']],
    ]);
  });

  it('answers 404 for an unknown id and 400 for a bad recursive flag', async () => {
    await request(stack.app).delete('/api/products/finnes-ikke').set(admin.auth).expect(404);
    const bad = await request(stack.app).delete('/api/products/screens?recursive=yes').set(admin.auth).expect(400);
    expect(bad.body.error.issues[0].path).toBe('recursive');
  });
});

describe('product mutations require an admin', () => {
  const cases = [
    { name: 'POST /api/products', send: (auth: Record<string, string>) => request(stack.app).post('/api/products').set(auth).send({ id: 'ny', title: 'Ny', category: 'markiser' }) },
    { name: 'PUT /api/products/:id', send: (auth: Record<string, string>) => request(stack.app).put('/api/products/markiser').set(auth).send({ title: 'Endret', category: 'screens' }) },
    { name: 'DELETE /api/products/:id', send: (auth: Record<string, string>) => request(stack.app).delete('/api/products/markiser?recursive=true').set(auth) },
    { name: 'DELETE /api/products/:id (leaf)', send: (auth: Record<string, string>) => request(stack.app).delete('/api/products/zip-screen').set(auth) },
  ];

  for (const c of cases) {
    it(`${c.name}: anonymous → 401, non-admin → 403, nothing changes, refusals are logged`, async () => {
      const before = await productDocs(stack.db);
      const warn = quietWarnings();
      const anon = await c.send({}).expect(401);
      expect(anon.body.error.code).toBe('UNAUTHENTICATED');
      const plain = await c.send(user.auth).expect(403);
      expect(plain.body.error).toEqual({ code: 'FORBIDDEN', message: 'Administrator or editor role required' });
      expect(warn.mock.calls.map((a) => String(a[0]))).toEqual([expect.stringContaining('refused (401)'), expect.stringContaining(`${user.uid} (user)`)]);
      // The refusal names the account by its uid: logs hold no e-mail addresses.
      expect(warn.mock.calls.join('\n')).not.toContain(user.email);
      warn.mockRestore();
      expect(await productDocs(stack.db)).toEqual(before);
      expect(await auditEntries()).toEqual([]);
    });
  }
});
