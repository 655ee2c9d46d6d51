import { createHash } from 'node:crypto';
import { PreviewLinkCreatedSchema, PreviewLinkListSchema, type PreviewLink } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiCollections, clearCollections, createTestStack, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { plainSitemap, renderResponse } from '../../../test/render-response';
import { createRenderHandler, type Renderer } from '../render';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';
import { resolvePreviewToken } from '../services/content/preview-links';
import { entryLoaderTag } from '@rms/schema/security-headers';

/** A link that shows a draft to someone without an account, until it expires, is revoked or the item is published. */

const START = Date.parse('2025-03-01T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
let now = START;
const clock = () => new Date(now);

let stack: TestStack;
let admin: TestUser;
let member: TestUser;
let page: ReturnType<typeof createRenderHandler>;

const NOT_FOUND_PAGE = '<!doctype html><html><head><title>Fant ikke siden</title></head><body><div id="root"><h1>Fant ikke siden</h1></div><script type="module" src="/assets/app.js"></script></body></html>';

/**
 * The page renderer's contract, answered from the content API it is handed, as web/src/entry-server.tsx
 * does: a reference or product page when the API has the item, else the one not-found page for every path.
 */
const renderer: Renderer = {
  renderPage(url, _template, api) {
    const [, section, ...rest] = url.split('/');
    const answer = section === 'referanser' ? api(`/api/projects/${rest[0] ?? ''}`) : section === 'produkter' ? api(`/api/products/${rest.at(-1) ?? ''}`) : { status: 404, body: null };
    if (answer.status !== 200) return Promise.resolve({ kind: 'page', status: 404, html: NOT_FOUND_PAGE });
    const { title } = (answer.body as { data: { title: string } }).data;
    return Promise.resolve({
      kind: 'page',
      status: 200,
      html: `<!doctype html><html><head><title>${title}</title><link rel="canonical" href="https://www.example.no${url}"><link rel="modulepreload" href="/assets/page.js"></head><body><div id="root"><h1>${title}</h1></div>${entryLoaderTag('/assets/app.js')}</body></html>`,
    });
  },
  sitemapXml: plainSitemap,
};

async function get(path: string) {
  const { res, sent } = renderResponse();
  await page({ method: 'GET', path, headers: {} }, res);
  return sent;
}

beforeAll(async () => {
  stack = await createTestStack({ clock });
  admin = await userWithRole(stack.db, 'preview-admin@example.com', 'admin');
  member = await userWithRole(stack.db, 'preview-member@example.com', 'user');
  const repos = repositoriesFor(stack.db);
  page = createRenderHandler({ content: new ContentCache(repos, { checkEveryMs: 0 }), renderer, template: '', previews: (token) => resolvePreviewToken(repos, token, clock) });
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  now = START;
  await clearCollections(stack.db, 'products', 'projects', 'previewLinks', 'audit', 'versions');
  const at = new Date(START - DAY).toISOString();
  const batch = stack.db.batch();
  batch.set(stack.db.collection('products').doc('markiser'), { title: 'Markiser', category: null, index: 0, description: '', images: [], draft: false, created_at: at, modified_at: at });
  batch.set(stack.db.collection('products').doc('kassettmarkise'), { title: 'Kassettmarkise Utkast', category: 'markiser', index: 0, description: '', images: [], draft: true, created_at: at, modified_at: at });
  batch.set(stack.db.collection('projects').doc('hytta'), { title: 'Hytta på Hurdal', description: '', images: [], draft: false, created_at: at, modified_at: at });
  batch.set(stack.db.collection('projects').doc('villa-nannestad'), { title: 'Villa i Nannestad', description: '<p>Utkast</p>', images: [], draft: true, created_at: at, modified_at: at });
  batch.set(stack.db.collection('meta').doc('content'), { version: `v-${Math.random()}` });
  await batch.commit();
});

const api = () => request(stack.app);

async function makeLink(kind: 'projects' | 'products', id: string) {
  const res = await api().post(`/api/${kind}/${id}/preview-links`).set(admin.auth).expect(201);
  return PreviewLinkCreatedSchema.parse(res.body.data);
}

async function linksOf(kind: 'projects' | 'products', id: string): Promise<PreviewLink[]> {
  const res = await api().get(`/api/${kind}/${id}/preview-links`).set(admin.auth).expect(200);
  return PreviewLinkListSchema.parse(res.body.data);
}

function expectPreview(answer: Awaited<ReturnType<typeof get>>, title: string) {
  expect(answer.status).toBe(200);
  expect(answer.headers['Cache-Control']).toBe('private, no-store');
  expect(answer.headers['X-Robots-Tag']).toBe('noindex, nofollow');
  expect(answer.body).toContain(`<h1>${title}</h1>`);
  expect(answer.body).toContain('<meta name="robots" content="noindex, nofollow">');
  expect(answer.body).toContain('Forhåndsvisning – denne siden er ikke publisert ennå.');
  // Not the address of a page that does not exist yet, and nothing that would hydrate it into a 404.
  expect(answer.body).not.toContain('rel="canonical"');
  expect(answer.body).not.toMatch(/<script\b/);
}

describe('a preview link', () => {
  it('shows a draft project to an anonymous request, with the banner, noindex, nofollow and no-store, while its public page stays 404', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    expect(link.url).toMatch(/^\/forhandsvisning\/[A-Za-z0-9_-]{43}$/);
    expect(link.expiresAt).toBe(new Date(START + 7 * DAY).toISOString());
    expectPreview(await get(link.url), 'Villa i Nannestad');

    const publicPage = await get('/referanser/villa-nannestad');
    expect(publicPage.status).toBe(404);
    expect((await api().get('/api/projects/villa-nannestad')).status).toBe(404);
    expect((await api().get('/api/projects')).body.data.map((p: { id: string }) => p.id)).toEqual(['hytta']);
  });

  it('shows a draft product on its place in the tree', async () => {
    const link = await makeLink('products', 'kassettmarkise');
    expectPreview(await get(link.url), 'Kassettmarkise Utkast');
    expect((await get('/produkter/markiser/kassettmarkise')).status).toBe(404);
  });

  it('stops after 7 days: then it is the ordinary 404 page, and the list says utløpt', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    now = START + 7 * DAY - 1000;
    expect((await get(link.url)).status).toBe(200);
    now = START + 7 * DAY;
    const expired = await get(link.url);
    const unknown = await get('/finnes-ikke');
    expect(expired).toEqual(unknown);
    expect((await linksOf('projects', 'villa-nannestad')).map((l) => l.state)).toEqual(['utløpt']);
  });

  it('stops once revoked, and the revoke is audited', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    expect((await get(link.url)).status).toBe(200);
    const res = await api().delete(`/api/projects/villa-nannestad/preview-links/${link.link.id}`).set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ id: link.link.id, state: 'trukket tilbake', revokedAt: new Date(START).toISOString() });
    expect((await get(link.url)).status).toBe(404);
    expect((await get(link.url)).body).toBe(NOT_FOUND_PAGE);

    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.data());
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'previewLink.create', target: link.link.id, uid: admin.uid, extra: expect.objectContaining({ kind: 'project', itemId: 'villa-nannestad' }) }),
        expect.objectContaining({ action: 'previewLink.revoke', target: link.link.id, uid: admin.uid }),
      ]),
    );
  });

  it('leads to the public page once the item is published, with a redirect nobody may cache', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    const stored = (await api().get('/api/projects/villa-nannestad').set(admin.auth).expect(200)).body.data as { modified_at: string };
    await api().put('/api/projects/villa-nannestad').set(admin.auth).send({ draft: false, modified_at: stored.modified_at }).expect(200);
    const answer = await get(link.url);
    expect(answer.status).toBe(302);
    expect(answer.headers).toMatchObject({ Location: '/referanser/villa-nannestad', 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' });
    expect((await linksOf('projects', 'villa-nannestad')).map((l) => l.state)).toEqual(['publisert']);
  });

  it('with a wrong token is the 404 page of any unknown path, status, headers and body', async () => {
    await makeLink('projects', 'villa-nannestad');
    const wrong = await get(`/forhandsvisning/${'A'.repeat(43)}`);
    const unknown = await get('/finnes-ikke');
    expect(wrong.status).toBe(404);
    expect(wrong).toEqual(unknown);
    expect(await get('/forhandsvisning/kort')).toEqual(unknown);
  });

  it('is never in the sitemap, nor is the draft it shows', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    await makeLink('products', 'kassettmarkise');
    expect((await get(link.url)).status).toBe(200);
    const sitemap = (await get('/sitemap.xml')).body;
    expect(sitemap).toContain('/referanser/hytta');
    expect(sitemap).not.toContain('forhandsvisning');
    expect(sitemap).not.toContain('villa-nannestad');
    expect(sitemap).not.toContain('kassettmarkise');
  });
});

describe('the preview-link routes', () => {
  it('store only the token\'s SHA-256 and list every link of the item, newest first, without token or hash', async () => {
    const first = await makeLink('projects', 'villa-nannestad');
    now += 1000;
    const second = await makeLink('projects', 'villa-nannestad');
    const token = second.url.split('/').pop() ?? '';
    const hash = createHash('sha256').update(token).digest('base64url');
    const stored = (await stack.db.collection('previewLinks').doc(second.link.id).get()).data();
    expect(stored).toMatchObject({ kind: 'project', itemId: 'villa-nannestad', tokenHash: hash, createdBy: { uid: admin.uid, email: 'preview-admin@example.com' }, revokedAt: null });
    expect(JSON.stringify(stored)).not.toContain(token);

    const res = await api().get('/api/projects/villa-nannestad/preview-links').set(admin.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const listed = PreviewLinkListSchema.parse(res.body.data);
    expect(listed.map((l) => [l.id, l.state])).toEqual([
      [second.link.id, 'aktiv'],
      [first.link.id, 'aktiv'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain(token);
    expect(JSON.stringify(res.body)).not.toContain(hash);
    expect(await linksOf('products', 'kassettmarkise')).toEqual([]);
  });

  it('refuse a published item (409), an unknown item (404) and another item\'s link (404), changing nothing', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    const before = await stateSnapshot(stack.db, stack.blobs, ['previewLinks', 'audit']);
    expect((await api().post('/api/projects/hytta/preview-links').set(admin.auth)).status).toBe(409);
    expect((await api().post('/api/products/markiser/preview-links').set(admin.auth)).status).toBe(409);
    expect((await api().post('/api/projects/finnes-ikke/preview-links').set(admin.auth)).status).toBe(404);
    expect((await api().delete(`/api/projects/hytta/preview-links/${link.link.id}`).set(admin.auth)).status).toBe(404);
    expect((await api().delete(`/api/products/villa-nannestad/preview-links/${link.link.id}`).set(admin.auth)).status).toBe(404);
    expect(await stateSnapshot(stack.db, stack.blobs, ['previewLinks', 'audit'])).toEqual(before);
  });

  it('refuse anonymous callers (401) and non-admins (403), and nothing changes', async () => {
    const link = await makeLink('projects', 'villa-nannestad');
    const collections = await apiCollections();
    expect(collections).toContain('previewLinks');
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    const calls = [
      () => api().get('/api/projects/villa-nannestad/preview-links'),
      () => api().post('/api/projects/villa-nannestad/preview-links'),
      () => api().delete(`/api/projects/villa-nannestad/preview-links/${link.link.id}`),
      () => api().get('/api/products/kassettmarkise/preview-links'),
      () => api().post('/api/products/kassettmarkise/preview-links'),
    ];
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      expect((await call().set(member.auth)).status).toBe(403);
    }
    expect(await stateSnapshot(stack.db, stack.blobs, collections)).toEqual(before);
    expect((await get(link.url)).status).toBe(200);
  });
});
