import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, type TestStack } from '../../../test/api-helpers';

let stack: TestStack;

beforeAll(async () => {
  stack = await createTestStack();
  await clearCollections(stack.db, 'products');
  const now = new Date().toISOString();
  const docs = [
    { id: 'markiser', title: 'Markiser', category: null, index: 0 },
    { id: 'screens', title: 'Screens', category: null, index: 1 },
    { id: 'terrassemarkise', title: 'Terrassemarkise', category: 'markiser', index: 1 },
    { id: 'vindusmarkise', title: 'Vindusmarkise', category: 'markiser', index: 0 },
    { id: 'motorstyring', title: 'Motorstyring', category: 'terrassemarkise', index: 0 },
  ];
  for (const { id, ...d } of docs) {
    await stack.db.collection('products').doc(id).set({ ...d, description: `<p>${d.title}</p>`, images: [], created_at: now, modified_at: now });
  }
});

afterAll(async () => {
  await stack.cleanup();
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
    const res = await request(stack.app).get('/api/products').set('Authorization', 'Bearer not-a-token').expect(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });
});
