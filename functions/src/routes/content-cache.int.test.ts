import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import type { Firestore } from '../adapters/firebase';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';

/** The database handle with every `collection(name)` call counted by name. */
function countingDb(db: Firestore) {
  const reads = new Map<string, number>();
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      if (key === 'collection') {
        return (name: string) => {
          reads.set(name, (reads.get(name) ?? 0) + 1);
          return target.collection(name);
        };
      }
      const value = Reflect.get(target, key, receiver) as unknown;
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
  return { db: proxy, reads: (name: string) => reads.get(name) ?? 0 };
}

let stack: TestStack;
let counted: ReturnType<typeof countingDb>;
let admin: TestUser;

const at = '2024-01-01T00:00:00.000Z';

beforeAll(async () => {
  const base = await createTestStack();
  counted = countingDb(base.db);
  // Checks the version document on every request, so the figures below do not depend on timing.
  stack = await createTestStack({ db: counted.db, content: new ContentCache(repositoriesFor(counted.db), { checkEveryMs: 0 }) });
  admin = await userWithRole(base.db, 'content-admin@example.com', 'admin');
  await base.cleanup();
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'meta', 'audit');
  const batch = stack.db.batch();
  batch.set(stack.db.collection('products').doc('markiser'), { title: 'Markiser', category: null, index: 0, description: '<p>M</p>', images: [], created_at: at, modified_at: at });
  batch.set(stack.db.collection('projects').doc('hytta'), { title: 'Hytta', description: '<p>H</p>', images: [], draft: false, created_at: at, modified_at: at });
  batch.set(stack.db.collection('projects').doc('utkast'), { title: 'Utkast', description: '<p>U</p>', images: [], draft: true, created_at: at, modified_at: at });
  batch.set(stack.db.collection('meta').doc('content'), { version: `v-${Math.random()}` });
  await batch.commit();
});

describe('the public content snapshot', () => {
  it('answers unknown product ids with 404 without reading the products collection again', async () => {
    expect((await request(stack.app).get('/api/products/markiser')).status).toBe(200);
    const before = counted.reads('products');
    for (const id of ['finnes-ikke', 'heller-ikke', 'nei']) {
      const res = await request(stack.app).get(`/api/products/${id}`);
      expect(res.status).toBe(404);
    }
    await request(stack.app).get('/api/products');
    expect(counted.reads('products')).toBe(before);
  });

  it('answers unknown and draft project ids with 404 and lists published projects only, from memory', async () => {
    expect((await request(stack.app).get('/api/projects')).body.data.map((p: { id: string }) => p.id)).toEqual(['hytta']);
    const before = counted.reads('projects');
    expect((await request(stack.app).get('/api/projects/utkast')).status).toBe(404);
    expect((await request(stack.app).get('/api/projects/finnes-ikke')).status).toBe(404);
    expect((await request(stack.app).get('/api/projects/hytta')).status).toBe(200);
    expect(counted.reads('projects')).toBe(before);
  });

  it('rebuilds after an admin change, which bumps the content version', async () => {
    expect((await request(stack.app).get('/api/products')).body.data.sub).toHaveLength(1);
    const created = await request(stack.app).post('/api/products').set(admin.auth).send({ title: 'Screens', description: '<p>S</p>', images: [], category: null });
    expect(created.status).toBe(201);
    const ids = (await request(stack.app).get('/api/products')).body.data.sub.map((n: { id: string }) => n.id);
    expect(ids).toEqual(['markiser', 'screens']);
  });

  it('shows admins what is stored at once, drafts included', async () => {
    await request(stack.app).get('/api/projects');
    await stack.db.collection('projects').doc('ny').set({ title: 'Ny', description: '', images: [], draft: false, created_at: at, modified_at: at });
    const asAdmin = (await request(stack.app).get('/api/projects').set(admin.auth)).body.data.map((p: { id: string }) => p.id);
    expect(asAdmin).toEqual(expect.arrayContaining(['hytta', 'utkast', 'ny']));
    // Visitors keep the snapshot until the version changes.
    expect((await request(stack.app).get('/api/projects')).body.data.map((p: { id: string }) => p.id)).toEqual(['hytta']);
  });

  it('answers the visitors\' content lists before the middleware stack with the very headers and bytes the stack sends', async () => {
    // A conditional request that matches nothing takes the whole stack and must get the same 200.
    const sameExceptDate = (h: Record<string, string>) => Object.fromEntries(Object.entries(h).filter(([k]) => k !== 'date' && k !== 'connection' && k !== 'keep-alive'));
    for (const path of ['/api/products', '/api/projects', '/api/settings/site']) {
      const short = await request(stack.app).get(path);
      const long = await request(stack.app).get(path).set('If-None-Match', '"no-such-etag"');
      expect(short.status, path).toBe(long.status);
      expect(sameExceptDate(short.headers), path).toEqual(sameExceptDate(long.headers));
      expect(short.text, path).toBe(long.text);
    }
    const projects = await request(stack.app).get('/api/projects');
    expect(projects.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(projects.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect((await request(stack.app).get('/api/projects').set('If-None-Match', projects.headers.etag!)).status).toBe(304);
  });
});
