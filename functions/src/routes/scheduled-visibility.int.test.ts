import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { plainSitemap, renderResponse } from '../../../test/render-response';
import { createRenderHandler, PAGE_CACHE_CONTROL, type Renderer } from '../render';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';
import { resolvePreviewToken } from '../services/content/preview-links';

/** Item 1 and 4 (decision 134): items that appear and disappear on their own at their time. */

const MINUTE = 60_000;
/** 1 March 07:00 in Oslo. */
const OPENS = Date.parse('2027-03-01T07:00:00+01:00');
const START = OPENS - MINUTE;
const CLOSES = OPENS + 2 * MINUTE;
let now = START;
const clock = () => new Date(now);

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
let member: TestUser;
let page: ReturnType<typeof createRenderHandler>;
let content: ContentCache;

/** The page renderer's contract, as web/src/entry-server.tsx keeps it: the page when the API has the item, else 404. */
const renderer: Renderer = {
  renderPage(url, _template, api) {
    const [, section, ...rest] = url.split('/');
    const answer = section === 'referanser' ? api(`/api/projects/${rest[0] ?? ''}`) : section === 'produkter' ? api(`/api/products/${rest.at(-1) ?? ''}`) : { status: 404, body: null };
    if (answer.status !== 200) return Promise.resolve({ kind: 'page', status: 404, html: '<h1>Fant ikke siden</h1>' });
    return Promise.resolve({ kind: 'page', status: 200, html: `<h1>${(answer.body as { data: { title: string } }).data.title}</h1>` });
  },
  sitemapXml: plainSitemap,
};

async function get(path: string) {
  const { res, sent } = renderResponse();
  await page({ method: 'GET', path, headers: {} }, res);
  return { status: sent.status, body: String(sent.body), cacheControl: sent.headers['Cache-Control'] ?? '' };
}

const treeIds = (body: { data: { sub: { id: string; sub: unknown[] }[] } }): string[] => {
  const ids: string[] = [];
  const walk = (nodes: { id: string; sub: unknown[] }[]) => nodes.forEach((n) => (ids.push(n.id), walk(n.sub as typeof nodes)));
  walk(body.data.sub);
  return ids;
};
const projectIds = (body: { data: { id: string }[] }) => body.data.map((p) => p.id);

/** What a visitor is shown of the two scheduled items, everywhere: pages, sitemap, tree, lists, one-item routes. */
async function visitorSees() {
  const sitemap = (await get('/sitemap.xml')).body;
  return {
    productPage: (await get('/produkter/markiser/vaarmarkise')).status,
    projectPage: (await get('/referanser/vaarprosjekt')).status,
    sitemapProduct: sitemap.includes('/produkter/markiser/vaarmarkise'),
    sitemapProject: sitemap.includes('/referanser/vaarprosjekt'),
    tree: treeIds((await request(stack.app).get('/api/products')).body).includes('vaarmarkise'),
    projects: projectIds((await request(stack.app).get('/api/projects')).body).includes('vaarprosjekt'),
    product: (await request(stack.app).get('/api/products/vaarmarkise')).status,
    project: (await request(stack.app).get('/api/projects/vaarprosjekt')).status,
  };
}
const HIDDEN = { productPage: 404, projectPage: 404, sitemapProduct: false, sitemapProject: false, tree: false, projects: false, product: 404, project: 404 };
const SHOWN = { productPage: 200, projectPage: 200, sitemapProduct: true, sitemapProject: true, tree: true, projects: true, product: 200, project: 200 };

/** Seconds a cache may keep the answer, stale copies included: the larger of max-age and s-maxage, plus stale-while-revalidate. */
function lifetime(cacheControl: string): number {
  const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
  return Math.max(seconds('max-age'), seconds('s-maxage')) + seconds('stale-while-revalidate');
}

async function contentVersion() {
  return (await stack.db.collection('meta').doc('content').get()).get('version') as unknown;
}

beforeAll(async () => {
  const base = await createTestStack();
  // Checks the version document on every request, and tells the time by the test's clock.
  content = new ContentCache(repositoriesFor(base.db), { checkEveryMs: 0, now: () => now });
  await base.cleanup();
  stack = await createTestStack({ clock, content });
  admin = await userWithRole(stack.db, 'schedule-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'schedule-editor@example.com', 'editor');
  member = await userWithRole(stack.db, 'schedule-member@example.com', 'user');
  const repos = repositoriesFor(stack.db);
  page = createRenderHandler({ content, renderer, template: '', previews: (token) => resolvePreviewToken(repos, token, clock) });
});

afterAll(async () => {
  await stack.cleanup();
});

const CREATED = '2027-01-10T10:00:00.000Z';

async function seed(window: { publishAt?: string; unpublishAt?: string }) {
  await clearCollections(stack.db, 'products', 'projects', 'meta', 'audit', 'versions');
  const batch = stack.db.batch();
  batch.set(stack.db.collection('products').doc('markiser'), { title: 'Markiser', category: null, index: 0, description: '', images: [], draft: false, created_at: CREATED, modified_at: CREATED });
  batch.set(stack.db.collection('products').doc('vaarmarkise'), { title: 'Vårmarkise', category: 'markiser', index: 0, description: '', images: [], draft: false, ...window, created_at: CREATED, modified_at: CREATED });
  batch.set(stack.db.collection('projects').doc('vaarprosjekt'), { title: 'Vårprosjekt', description: '', images: [], draft: false, ...window, created_at: CREATED, modified_at: CREATED });
  batch.set(stack.db.collection('meta').doc('content'), { version: `v-${Math.random()}` });
  await batch.commit();
  // The test's clock goes back between tests, which a real one never does: the cache is told to look again.
  content.markStale();
}

beforeEach(() => {
  now = START;
});

describe('publishing at a time', () => {
  it('keeps an item whose publishAt is a minute ahead out of every page, list and the sitemap, then shows it everywhere once its time has come, with no write', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    const version = await contentVersion();
    expect(await visitorSees()).toEqual(HIDDEN);
    now = OPENS - 1000;
    expect(await visitorSees()).toEqual(HIDDEN);
    now = OPENS;
    expect(await visitorSees()).toEqual(SHOWN);
    expect(await contentVersion()).toBe(version);
  });

  it('takes an item away at its unpublishAt, with no write', async () => {
    await seed({ unpublishAt: new Date(CLOSES).toISOString() });
    const version = await contentVersion();
    expect(await visitorSees()).toEqual(SHOWN);
    now = CLOSES - 1000;
    expect(await visitorSees()).toEqual(SHOWN);
    now = CLOSES;
    expect(await visitorSees()).toEqual(HIDDEN);
    expect(await contentVersion()).toBe(version);
  });

  it('keeps what is under a product that is not yet published out of sight too', async () => {
    await seed({});
    await stack.db.collection('products').doc('markiser').update({ publishAt: new Date(OPENS).toISOString() });
    await stack.db.collection('meta').doc('content').set({ version: `v-${Math.random()}` });
    content.markStale();
    expect((await get('/produkter/markiser/vaarmarkise')).status).toBe(404);
    now = OPENS;
    expect((await get('/produkter/markiser/vaarmarkise')).status).toBe(200);
  });
});

describe('preview links of a scheduled item', () => {
  it('show the item as it will be until its time, then lead to its public page', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const [kind, id, path] of [
      ['projects', 'vaarprosjekt', '/referanser/vaarprosjekt'],
      ['products', 'vaarmarkise', '/produkter/markiser/vaarmarkise'],
    ] as const) {
      now = START;
      const made = await request(stack.app).post(`/api/${kind}/${id}/preview-links`).set(admin.auth).send({});
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      const url = (made.body as { data: { url: string } }).data.url;
      const before = await get(url);
      expect(before.status).toBe(200);
      expect(before.body).toMatch(/Vår(prosjekt|markise)/);
      expect(before.cacheControl).toBe('private, no-store');
      now = OPENS;
      const after = renderResponse();
      await page({ method: 'GET', path: url, headers: {} }, after.res);
      expect(after.sent.status).toBe(302);
      expect(after.sent.headers.Location).toBe(path);
    }
  });
});

describe('cached answers and the next change', () => {
  it('never lets a page, the sitemap or a list be kept past the next change of visibility, stale copies included', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString(), unpublishAt: new Date(CLOSES).toISOString() });
    for (const [at, left] of [
      [START, 60],
      [START + 45_000, 15],
      [OPENS + 30_000, 90],
    ] as const) {
      now = at;
      for (const path of ['/produkter/markiser', '/produkter/markiser/vaarmarkise', '/sitemap.xml', '/referanser/vaarprosjekt']) {
        const answer = await get(path);
        expect(lifetime(answer.cacheControl), `${path} ${answer.cacheControl}`).toBeLessThanOrEqual(left);
        expect(answer.cacheControl).toMatch(/^public/);
      }
      for (const path of ['/api/products', '/api/projects', '/api/products/markiser']) {
        const res = await request(stack.app).get(path);
        expect(res.status).toBe(200);
        expect(lifetime(String(res.headers['cache-control'])), `${path} ${String(res.headers['cache-control'])}`).toBeLessThanOrEqual(left);
      }
    }
  });

  it('caches as before when nothing is scheduled after now', async () => {
    await seed({ publishAt: new Date(START - MINUTE).toISOString() });
    expect((await get('/produkter/markiser/vaarmarkise')).cacheControl).toBe(PAGE_CACHE_CONTROL);
    expect(lifetime(String((await request(stack.app).get('/api/products')).headers['cache-control']))).toBeGreaterThan(600);
  });
});

describe('content at a time (?at=)', () => {
  const later = () => new Date(OPENS + MINUTE).toISOString();

  it('answers staff what visitors will see then, never cached', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const user of [editor, admin]) {
      const products = await request(stack.app).get('/api/products').query({ at: later() }).set(user.auth);
      expect(products.status).toBe(200);
      expect(products.headers['cache-control']).toBe('no-store');
      expect(treeIds(products.body)).toEqual(['markiser', 'vaarmarkise']);
      const projects = await request(stack.app).get('/api/projects').query({ at: later() }).set(user.auth);
      expect(projects.status).toBe(200);
      expect(projects.headers['cache-control']).toBe('no-store');
      expect(projectIds(projects.body)).toEqual(['vaarprosjekt']);
    }
    const before = await request(stack.app).get('/api/projects').query({ at: new Date(START).toISOString() }).set(editor.auth);
    expect(projectIds(before.body)).toEqual([]);
  });

  it('answers one product or reference as visitors will see it then (the pages of \'Fram i tid\'): 404 before its time, for staff too', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const path of ['/api/products/vaarmarkise', '/api/projects/vaarprosjekt']) {
      const then = await request(stack.app).get(path).query({ at: later() }).set(editor.auth);
      expect(then.status).toBe(200);
      expect(then.headers['cache-control']).toBe('no-store');
      expect((then.body as { data: { id: string } }).data.id).toBe(path.split('/').at(-1));
      // Staff see the item now (with its window), but not as visitors will before it opens.
      expect((await request(stack.app).get(path).set(editor.auth)).status).toBe(200);
      const before = await request(stack.app).get(path).query({ at: new Date(START).toISOString() }).set(editor.auth);
      expect(before.status).toBe(404);
      expect(before.headers['cache-control']).toBe('no-store');
      expect((await request(stack.app).get(path).query({ at: later() })).status).toBe(403);
    }
  });

  it('leaves drafts out of the view at a time, as visitors will not see them either', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    await stack.db.collection('projects').doc('vaarprosjekt').update({ draft: true });
    const projects = await request(stack.app).get('/api/projects').query({ at: later() }).set(editor.auth);
    expect(projectIds(projects.body)).toEqual([]);
  });

  it('refuses `at` to visitors and accounts without staff access (403), and a malformed one to staff (400)', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const path of ['/api/products', '/api/projects']) {
      const anonymous = await request(stack.app).get(path).query({ at: later() });
      expect(anonymous.status).toBe(403);
      expect(JSON.stringify(anonymous.body)).not.toContain('vaar');
      expect((await request(stack.app).get(path).query({ at: later() }).set(member.auth)).status).toBe(403);
      expect((await request(stack.app).get(path).query({ at: 'imorgen' })).status).toBe(403);
      const bad = await request(stack.app).get(path).query({ at: '2027-03-01T07:00' }).set(editor.auth);
      expect(bad.status).toBe(400);
      expect(JSON.stringify(bad.body)).toContain('at');
    }
  });
});

describe('the window on the create and update routes', () => {
  const opens = '2027-03-01T07:00:00+01:00';

  it('stores a window in UTC and answers it; an end not after the start is a 400 naming unpublishAt, with nothing stored', async () => {
    await seed({});
    const created = await request(stack.app).post('/api/projects').set(editor.auth).send({ title: 'Planlagt', draft: false, publishAt: opens });
    expect(created.status).toBe(201);
    expect(created.body.data.publishAt).toBe('2027-03-01T06:00:00.000Z');
    for (const [path, body] of [
      ['/api/projects', { title: 'Feil vindu', publishAt: opens, unpublishAt: opens }],
      ['/api/products', { title: 'Feil vindu', publishAt: opens, unpublishAt: '2027-02-01T07:00:00+01:00' }],
      ['/api/products', { title: 'Uten sone', publishAt: '2027-03-01T07:00' }],
    ] as const) {
      const res = await request(stack.app).post(path).set(editor.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.body.error.issues)).toMatch(body.title === 'Uten sone' ? /publishAt/ : /unpublishAt/);
    }
    expect((await stack.db.collection('projects').where('title', '==', 'Feil vindu').get()).size).toBe(0);
    expect((await stack.db.collection('products').where('title', 'in', ['Feil vindu', 'Uten sone']).get()).size).toBe(0);
  });

  it('refuses an update whose window would end before it starts, against the stored edge, and changes nothing', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const kind of ['products', 'projects'] as const) {
      const id = kind === 'products' ? 'vaarmarkise' : 'vaarprosjekt';
      const before = (await stack.db.collection(kind).doc(id).get()).data();
      const res = await request(stack.app).put(`/api/${kind}/${id}`).set(editor.auth).send({ unpublishAt: new Date(OPENS - MINUTE).toISOString(), modified_at: CREATED });
      expect(res.status).toBe(400);
      expect(res.body.error.issues).toEqual([{ path: 'unpublishAt', message: 'unpublishAt must be after publishAt' }]);
      expect((await stack.db.collection(kind).doc(id).get()).data()).toEqual(before);
    }
  });

  it('makes each change of a window a version and an audit entry, and a restore brings the old window back', async () => {
    await seed({ publishAt: new Date(OPENS).toISOString() });
    for (const kind of ['products', 'projects'] as const) {
      const id = kind === 'products' ? 'vaarmarkise' : 'vaarprosjekt';
      const moved = await request(stack.app).put(`/api/${kind}/${id}`).set(editor.auth).send({ publishAt: null, unpublishAt: new Date(CLOSES).toISOString(), modified_at: CREATED });
      expect(moved.status).toBe(200);
      expect(moved.body.data.unpublishAt).toBe(new Date(CLOSES).toISOString());
      const versions = (await request(stack.app).get(`/api/${kind}/${id}/versions`).set(editor.auth)).body.data as { id: string; changedFields: string[]; baseline?: boolean }[];
      expect(versions[0]!.changedFields).toEqual(['publishAt', 'unpublishAt']);
      const audit = await stack.db.collection('audit').where('target', '==', id).get();
      expect(audit.docs.map((d) => d.get('extra.fields') as string[])).toContainEqual(['publishAt', 'unpublishAt']);
      const baseline = versions.find((v) => v.baseline)!;
      const restored = await request(stack.app).post(`/api/${kind}/${id}/versions/${baseline.id}/restore`).set(editor.auth).send({ modified_at: moved.body.data.modified_at as string });
      expect(restored.status).toBe(200);
      const stored = (await stack.db.collection(kind).doc(id).get()).data()!;
      expect(stored.publishAt).toBe(new Date(OPENS).toISOString());
      expect(stored.unpublishAt ?? null).toBeNull();
    }
  });
});
