import request from 'supertest';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, type TestStack } from '../../test/api-helpers';
import { seed } from './index';
import { buildPlan } from './plan';

// Real painting of ~135 photos takes half a minute; the API only needs readable JPEGs.
vi.mock('./paint', () => ({
  paintJpeg: (o: { width: number; height: number }) =>
    sharp({ create: { width: o.width, height: o.height, channels: 3, background: '#7799bb' } }).jpeg().toBuffer(),
}));

let stack: TestStack;
const plan = buildPlan(new Date());
const run = (reset = false) => seed({ db: stack.db, blobs: stack.blobs, reset, log: () => undefined });

interface Node {
  id: string;
  images: Array<{ isMain: boolean; src: string }>;
  categoryImage: { src: string } | null;
  metadata: { level: number };
  sub: Node[];
}
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.sub)]);

beforeAll(async () => {
  stack = await createTestStack();
  await clearCollections(stack.db, 'products', 'projects');
  await stack.db.doc('settings/seed').delete();
  await stack.db.doc('users/seed-int-user').set({ email: 'kari@example.com', role: 'admin' });
  await run();
});

afterAll(async () => {
  // Leave the shared emulator as other files expect it: no seeded catalogue, no marker.
  await clearCollections(stack.db, 'products', 'projects');
  await stack.db.doc('settings/seed').delete();
  await stack.db.doc('settings/site').delete();
  await stack.db.doc('users/seed-int-user').delete();
  await stack.cleanup();
});

describe('seeded stack through the real API and Firestore emulator', () => {
  it('serves the whole three-level product tree with images on every node', async () => {
    const res = await request(stack.app).get('/api/products').expect(200);
    const categories: Node[] = res.body.data.sub;
    expect(categories.length).toBeGreaterThanOrEqual(5);
    const nodes = flatten(categories);
    expect(nodes).toHaveLength(plan.products.length);
    expect(new Set(nodes.map((n) => n.metadata.level))).toEqual(new Set([0, 1, 2]));
    for (const n of nodes) {
      expect(n.images[0]?.isMain, n.id).toBe(true);
      if (n.metadata.level === 0) expect(n.categoryImage?.src, n.id).toMatch(/^categories,/);
    }
  });

  it('lists only published projects to visitors, newest first', async () => {
    const res = await request(stack.app).get('/api/projects').expect(200);
    const projects: Array<{ id: string; draft: boolean; modified_at: string }> = res.body.data;
    expect(projects).toHaveLength(plan.projects.filter((p) => !p.data.draft).length);
    expect(projects.every((p) => !p.draft)).toBe(true);
    const dates = projects.map((p) => p.modified_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('streams the stored originals from the paths in src, and the site photos', async () => {
    const product = plan.products[0]!;
    const image = product.data.images[0]!;
    const res = await request(stack.app).get(`/raw/${image.src}`).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(res.body as Buffer).metadata()).width).toBe(image.width);
    await request(stack.app).get('/raw/site/hero-1.jpg').expect(200);
    await request(stack.app).get('/raw/site/team-3.jpg').expect(200);
  });

  it('fills the site settings, served by the API and valid by the shared schema', async () => {
    const res = await request(stack.app).get('/api/settings/site').expect(200);
    expect(res.body.data).toMatchObject({ phone: '63 97 41 20', team: [{ name: 'Knut Nordby' }, {}, {}] });
  });

  it('adds missing site settings to a stack seeded before they existed, and keeps an admin\'s version', async () => {
    await stack.db.doc('settings/site').delete();
    await run();
    expect((await stack.db.doc('settings/site').get()).get('phone')).toBe('63 97 41 20');
    await stack.db.doc('settings/site').update({ phone: '22 33 44 55' });
    await run();
    expect((await stack.db.doc('settings/site').get()).get('phone')).toBe('22 33 44 55');
  });

  it('does nothing on a second start', async () => {
    const before = (await stack.db.doc('settings/seed').get()).data();
    expect(await run()).toEqual({ seeded: false, products: 0, projects: 0, images: 0 });
    expect((await stack.db.doc('settings/seed').get()).data()).toEqual(before);
  });

  it('reset starts over without touching users or backups', async () => {
    await stack.db.doc('products/kundens-egen').set({ title: 'Kundens egen', category: null, index: 99, images: [], description: '' });
    await stack.db.doc('messages/seed-int-msg').set({ name: 'Ola' });
    await stack.blobs.put('backups/seed-int.json', Buffer.from('{}'), 'application/json');

    expect((await run(true)).seeded).toBe(true);

    expect((await stack.db.doc('products/kundens-egen').get()).exists).toBe(false);
    expect((await stack.db.doc('messages/seed-int-msg').get()).exists).toBe(false);
    expect((await stack.db.collection('products').count().get()).data().count).toBe(plan.products.length);
    expect((await stack.db.doc('users/seed-int-user').get()).data()).toEqual({ email: 'kari@example.com', role: 'admin' });
    expect(await stack.blobs.exists('backups/seed-int.json')).toBe(true);
  });
});
