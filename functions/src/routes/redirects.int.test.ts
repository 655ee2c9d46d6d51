import type { ProductNode, ProductTree, Redirect } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { renderResponse } from '../../../test/render-response';
import { createRenderHandler, type Renderer } from '../render';
import { ContentCache } from '../services/content/content-cache';

let stack: TestStack;
let admin: TestUser;
let member: TestUser;
let render: ReturnType<typeof createRenderHandler>;

const at = '2024-01-01T00:00:00.000Z';

/**
 * Stands in for the built web renderer (web/src/entry-server.tsx), answering as its product routes do:
 * a node's full path is its page, `/produkter/<id>` is a 301 to it, the fixed pages are pages, anything else 404.
 */
const renderer: Renderer = {
  renderPage(url, _template, api) {
    const tree = api('/api/products').body as { data: ProductTree };
    const nodes: ProductNode[] = [];
    const walk = (list: ProductNode[]) => list.forEach((n) => (nodes.push(n), walk(n.sub)));
    walk(tree.data.sub);
    if (nodes.some((n) => `/${n.metadata.path}` === url) || ['/', '/produkter', '/om'].includes(url)) return Promise.resolve({ kind: 'page', status: 200, html: `<h1>${url}</h1>` });
    const short = nodes.find((n) => url === `/produkter/${n.id}`);
    if (short) return Promise.resolve({ kind: 'redirect', status: 301, location: `/${short.metadata.path}` });
    return Promise.resolve({ kind: 'page', status: 404, html: '<h1>Finner ikke siden</h1>' });
  },
  sitemapXml: ({ tree }) => {
    const paths: string[] = [];
    const walk = (list: ProductNode[]) => list.forEach((n) => (paths.push(`/${n.metadata.path}`), walk(n.sub)));
    walk(tree.sub);
    return paths.map((p) => `<loc>${p}</loc>`).join('\n');
  },
};

/** A visitor's GET through the render handler, as Hosting hands it over. */
async function visit(path: string) {
  const { res, sent } = renderResponse();
  await render({ method: 'GET', path, headers: {} }, res);
  return { ...sent, body: String(sent.body) };
}

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'redirect-admin@example.com', 'admin');
  member = await userWithRole(stack.db, 'redirect-member@example.com', 'user');
  render = createRenderHandler({ content: new ContentCache(stack.deps.repos, { checkEveryMs: 0 }), renderer, template: '' });
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'products', 'projects', 'redirects', 'audit', 'deleted');
  const batch = stack.db.batch();
  const product = (id: string, category: string | null, index: number) =>
    batch.set(stack.db.collection('products').doc(id), { title: id, category, index, description: '', images: [], created_at: at, modified_at: at });
  product('markiser', null, 0);
  product('screens', null, 1);
  product('persienner', null, 2);
  product('terrassemarkise', 'markiser', 0);
  product('motor', 'terrassemarkise', 0);
  batch.set(stack.db.collection('projects').doc('hytta'), { title: 'Hytta', description: '', images: [], draft: false, created_at: at, modified_at: at });
  await batch.commit();
});

async function move(id: string, category: string) {
  const stored = (await stack.db.collection('products').doc(id).get()).data();
  const res = await request(stack.app).put(`/api/products/${id}`).set(admin.auth).send({ category, modified_at: stored?.modified_at });
  expect(res.status).toBe(200);
}

async function redirects(): Promise<Redirect[]> {
  const res = await request(stack.app).get('/api/redirects').set(admin.auth);
  expect(res.status).toBe(200);
  return res.body.data as Redirect[];
}

const add = (from: string, to: string) => request(stack.app).post('/api/redirects').set(admin.auth).send({ from, to });

describe('moving a product', () => {
  it('makes its old address and its children’s answer 301 to the new ones, and the sitemap lists only the new ones', async () => {
    expect((await visit('/produkter/markiser/terrassemarkise')).status).toBe(200);
    await move('terrassemarkise', 'screens');

    const product = await visit('/produkter/markiser/terrassemarkise');
    expect(product.status).toBe(301);
    expect(product.headers.Location).toBe('/produkter/screens/terrassemarkise');
    const child = await visit('/produkter/markiser/terrassemarkise/motor');
    expect(child.status).toBe(301);
    expect(child.headers.Location).toBe('/produkter/screens/terrassemarkise/motor');
    expect((await visit('/produkter/screens/terrassemarkise/motor')).status).toBe(200);
    // The short address still finds the product by its id.
    expect((await visit('/produkter/terrassemarkise')).headers.Location).toBe('/produkter/screens/terrassemarkise');

    const sitemap = (await visit('/sitemap.xml')).body;
    expect(sitemap).toContain('<loc>/produkter/screens/terrassemarkise</loc>');
    expect(sitemap).toContain('<loc>/produkter/screens/terrassemarkise/motor</loc>');
    expect(sitemap).not.toContain('/produkter/markiser/terrassemarkise');

    const written = await redirects();
    expect(written.map((r) => [r.from, r.to, r.created_by, r.reason]).sort()).toEqual([
      ['/produkter/markiser/terrassemarkise', '/produkter/screens/terrassemarkise', 'auto', 'product.move'],
      ['/produkter/markiser/terrassemarkise/motor', '/produkter/screens/terrassemarkise/motor', 'auto', 'product.move'],
    ]);
    const audit = (await stack.db.collection('audit').where('action', '==', 'product.move').get()).docs.map((d) => d.data());
    expect(audit[0]?.extra?.redirects).toHaveLength(2);
  });

  it('collapses chains: moved twice, the first old address leads straight to the newest (A→B, B→C gives A→C)', async () => {
    await move('terrassemarkise', 'screens');
    await move('terrassemarkise', 'persienner');
    expect((await redirects()).map((r) => [r.from, r.to]).sort()).toEqual([
      ['/produkter/markiser/terrassemarkise', '/produkter/persienner/terrassemarkise'],
      ['/produkter/markiser/terrassemarkise/motor', '/produkter/persienner/terrassemarkise/motor'],
      ['/produkter/screens/terrassemarkise', '/produkter/persienner/terrassemarkise'],
      ['/produkter/screens/terrassemarkise/motor', '/produkter/persienner/terrassemarkise/motor'],
    ]);
    expect((await visit('/produkter/markiser/terrassemarkise/motor')).headers.Location).toBe('/produkter/persienner/terrassemarkise/motor');

    // Back where it started: its first address is a page again, so that redirect is retired.
    await move('terrassemarkise', 'markiser');
    expect((await visit('/produkter/markiser/terrassemarkise')).status).toBe(200);
    expect((await redirects()).map((r) => r.from).sort()).toEqual([
      '/produkter/persienner/terrassemarkise',
      '/produkter/persienner/terrassemarkise/motor',
      '/produkter/screens/terrassemarkise',
      '/produkter/screens/terrassemarkise/motor',
    ]);
    expect((await visit('/produkter/screens/terrassemarkise')).headers.Location).toBe('/produkter/markiser/terrassemarkise');

    // A hand-made target that is an old address is stored as the page it leads to.
    expect((await add('/gammel-markise', '/produkter/screens/terrassemarkise')).status).toBe(201);
    expect((await redirects()).find((r) => r.from === '/gammel-markise')?.to).toBe('/produkter/markiser/terrassemarkise');
  });

  it('rewrites a hand-made redirect that led to a moved address (A→B, then B→C gives A→C)', async () => {
    expect((await add('/produkter.html', '/produkter/markiser/terrassemarkise')).status).toBe(201);
    await move('terrassemarkise', 'screens');
    const old = await visit('/produkter.html');
    expect(old.status).toBe(301);
    expect(old.headers.Location).toBe('/produkter/screens/terrassemarkise');
  });
});

describe('hand-made redirects', () => {
  it('point a link of the company’s old site at a page, and deleting one makes it 404 again', async () => {
    const made = await add('/produkter.html', '/produkter');
    expect(made.status).toBe(201);
    expect(made.body.data).toMatchObject({ from: '/produkter.html', to: '/produkter', created_by: 'redirect-admin@example.com', reason: 'manual' });
    const answer = await visit('/produkter.html');
    expect(answer.status).toBe(301);
    expect(answer.headers.Location).toBe('/produkter');

    const deleted = await request(stack.app).delete(`/api/redirects/${made.body.data.id as string}`).set(admin.auth);
    expect(deleted.status).toBe(200);
    expect((await visit('/produkter.html')).status).toBe(404);
    const actions = (await stack.db.collection('audit').get()).docs.map((d) => d.data().action as string).sort();
    expect(actions).toEqual(['redirect.create', 'redirect.delete']);
  });

  it('keeps one redirect per old address: a second one replaces the first', async () => {
    expect((await add('/gammel', '/om')).status).toBe(201);
    expect((await add('/gammel/', '/produkter')).status).toBe(201);
    expect((await redirects()).map((r) => [r.from, r.to])).toEqual([['/gammel', '/produkter']]);
  });

  it.each([
    ['https://example.com/', 'Eksterne adresser er ikke tillatt'],
    ['//example.com/x', 'Eksterne adresser er ikke tillatt'],
    ['/produkter?x=1', 'Ugyldig adresse'],
    ['/produkter/markiser/terrassemarkise-som-ikke-finnes', 'Finner ingen side'],
  ])('refuses the target %s with a clear message, and nothing changes', async (to, message) => {
    const res = await add('/gammel-side', to);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toContain(message);
    expect(await redirects()).toEqual([]);
  });

  it('never shadows a page: a redirect from a page of the site is refused', async () => {
    for (const from of ['/om', '/produkter/markiser/terrassemarkise', '/produkter/motor', '/referanser/hytta', '/admin']) {
      const res = await add(from, '/kontakt');
      expect(res.status, from).toBe(400);
      expect(res.body.error.message).toContain('er en side på nettstedet');
    }
    expect(await redirects()).toEqual([]);
  });

  it('is retired when a page is created at its old address', async () => {
    expect((await add('/referanser/ny-hytte', '/om')).status).toBe(201);
    expect((await add('/produkter/nye-screens', '/om')).status).toBe(201);
    expect((await request(stack.app).post('/api/projects').set(admin.auth).send({ id: 'ny-hytte', title: 'Ny hytte', draft: false })).status).toBe(201);
    expect((await request(stack.app).post('/api/products').set(admin.auth).send({ id: 'nye-screens', title: 'Nye screens', category: null })).status).toBe(201);
    expect(await redirects()).toEqual([]);
  });

  it('is retired when a deleted product comes back to its old address', async () => {
    expect((await request(stack.app).delete('/api/products/terrassemarkise?recursive=true').set(admin.auth)).status).toBe(200);
    expect((await add('/produkter/markiser/terrassemarkise/motor', '/produkter/markiser')).status).toBe(201);
    expect((await request(stack.app).post('/api/deleted/product/terrassemarkise/restore').set(admin.auth)).status).toBe(200);
    expect(await redirects()).toEqual([]);
    expect((await visit('/produkter/markiser/terrassemarkise/motor')).status).toBe(200);
    expect((await visit('/produkter/markiser/terrassemarkise/motor')).status).toBe(200);
  });

  it('refuses a loop, also one through existing redirects', async () => {
    expect((await add('/a', '/a')).body.error.message).toContain('seg selv');
    // /produkter/markiser/terrassemarkise leads to the new place; once that product is gone, pointing back is a loop.
    await move('terrassemarkise', 'screens');
    expect((await request(stack.app).delete('/api/products/terrassemarkise?recursive=true').set(admin.auth)).status).toBe(200);
    const loop = await add('/produkter/screens/terrassemarkise', '/produkter/markiser/terrassemarkise');
    expect(loop.status).toBe(400);
    expect(loop.body.error.message).toContain('sløyfe');
  });
});

describe('the redirect routes', () => {
  it('refuse anonymous callers (401) and non-admins (403), and nothing changes', async () => {
    const made = await add('/gammel', '/om');
    const id = made.body.data.id as string;
    const before = await stateSnapshot(stack.db, stack.blobs, ['redirects', 'audit', 'meta']);
    for (const [user, status] of [[null, 401], [member, 403]] as const) {
      const as = <T extends request.Test>(r: T) => (user ? r.set(user.auth) : r);
      expect((await as(request(stack.app).get('/api/redirects'))).status).toBe(status);
      expect((await as(request(stack.app).post('/api/redirects')).send({ from: '/x', to: '/om' })).status).toBe(status);
      expect((await as(request(stack.app).delete(`/api/redirects/${id}`))).status).toBe(status);
    }
    expect(await stateSnapshot(stack.db, stack.blobs, ['redirects', 'audit', 'meta'])).toEqual(before);
  });
});
