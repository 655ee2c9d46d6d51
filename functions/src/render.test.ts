import type { Campaign, ProductNode, ProductTree } from '@rms/schema';
import { securityHeaders } from '@rms/schema/security-headers';
import { brotliCompressSync, brotliDecompressSync, constants as zlib, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { campaignFixture } from '../../test/campaign-fixture';
import { projectFixture } from '../../test/project-fixture';
import { renderResponse } from '../../test/render-response';
import { createRenderHandler, looksLikeFile, MANAGE_PAGE_PATH, PAGE_CACHE_CONTROL, snapshotApi, type Renderer } from './render';
import type { Repositories } from './repositories';
import { buildSnapshot, ContentCache, type ContentSnapshot } from './services/content/content-cache';

const node = (id: string, sub: ProductNode[] = []): ProductNode => ({
  id,
  title: id,
  description: '',
  images: [],
  category: null,
  index: 0,
  categoryImage: null,
  metadata: { path: `produkter/${id}`, level: 0, isCategory: true, isProduct: false, isSubProduct: false },
  sub,
});
const tree: ProductTree = { id: 'root', sub: [node('markiser')] };

function fakeContent(initial: ContentSnapshot) {
  let snapshot = initial;
  return {
    cache: { current: () => Promise.resolve(snapshot), status: () => ({ servingSaved: false, since: null, snapshotBuiltAt: snapshot.builtAt, lastError: null }) } as unknown as ContentCache,
    set: (next: ContentSnapshot) => (snapshot = next),
  };
}

function fakeRenderer() {
  const renderPage = vi.fn<Renderer['renderPage']>((url) => {
    if (url === '/gammel') return Promise.resolve({ kind: 'redirect', status: 301, location: '/ny' });
    if (url === '/finnes-ikke') return Promise.resolve({ kind: 'page', status: 404, html: '<h1>404</h1>' });
    return Promise.resolve({ kind: 'page', status: 200, html: `<h1>${url}</h1>` });
  });
  const sitemapXml = vi.fn<Renderer['sitemapXml']>(() => '<urlset/>');
  return { renderPage, sitemapXml };
}

async function get(handler: ReturnType<typeof createRenderHandler>, path: string, headers: Record<string, string> = {}) {
  const { res, sent } = renderResponse();
  await handler({ method: 'GET', path, headers }, res);
  return sent;
}

describe('the render handler', () => {
  it("hands the page components its clock, so they decide which campaign runs by the content's time", () => {
    const clock = () => new Date('2031-05-01T10:00:00Z');
    const renderer = { ...fakeRenderer(), setClock: vi.fn<NonNullable<Renderer['setClock']>>() };
    createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '', clock });
    expect(renderer.setClock).toHaveBeenCalledWith(clock);
  });

  it('renders a page once per content version and path, then serves it from memory', async () => {
    const content = fakeContent(buildSnapshot('v1', tree, []));
    const renderer = fakeRenderer();
    const handler = createRenderHandler({ content: content.cache, renderer, template: '' });
    const first = await get(handler, '/om');
    await get(handler, '/om');
    await get(handler, '/om/');
    expect(first).toMatchObject({ status: 200, body: '<h1>/om</h1>' });
    expect(renderer.renderPage).toHaveBeenCalledTimes(1);

    content.set(buildSnapshot('v2', tree, []));
    await get(handler, '/om');
    expect(renderer.renderPage).toHaveBeenCalledTimes(2);
  });

  it('compresses a page with brotli or gzip as the request accepts, once per page, with an ETag per encoding', async () => {
    const html = `<main>${'<p>Markiser og solskjerming på Øvre Romerike.</p>'.repeat(60)}</main>`;
    const renderer = { ...fakeRenderer(), renderPage: vi.fn<Renderer['renderPage']>(() => Promise.resolve({ kind: 'page', status: 200, html })) };
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '' });

    const plain = await get(handler, '/om');
    expect(plain.headers['Content-Encoding']).toBeUndefined();
    expect(plain.headers.Vary).toBe('Accept-Encoding');
    expect(plain.body).toBe(html);

    const br = await get(handler, '/om', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['Content-Encoding']).toBe('br');
    expect(brotliDecompressSync(br.body as Buffer).toString()).toBe(html);
    expect((br.body as Buffer).length).toBeLessThan(html.length / 5);

    const gzip = await get(handler, '/om', { 'accept-encoding': 'gzip, br;q=0' });
    expect(gzip.headers['Content-Encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body as Buffer).toString()).toBe(html);

    expect(new Set([plain.headers.ETag, br.headers.ETag, gzip.headers.ETag]).size).toBe(3);
    // Brotli at its best quality (11).
    const quality = (q: number) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: q, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } });
    expect(br.body).toEqual(quality(11));
    for (const answer of [plain, br, gzip]) expect(answer.headers).not.toHaveProperty('X-Powered-By');
    expect((await get(handler, '/om', { 'accept-encoding': 'br', 'if-none-match': br.headers.ETag! })).status).toBe(304);
    expect((await get(handler, '/om', { 'accept-encoding': 'br', 'if-none-match': plain.headers.ETag! })).status).toBe(200);
    expect(renderer.renderPage).toHaveBeenCalledTimes(1);
  });

  it('sends a short answer as it is', async () => {
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: fakeRenderer(), template: '' });
    const page = await get(handler, '/om', { 'accept-encoding': 'br, gzip' });
    expect(page.headers['Content-Encoding']).toBeUndefined();
    expect(page.body).toBe('<h1>/om</h1>');
  });

  it('answers HTML with a CDN lifetime, stale-while-revalidate and an ETag; 304 to a matching If-None-Match', async () => {
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: fakeRenderer(), template: '' });
    const page = await get(handler, '/');
    expect(page.headers['Content-Type']).toMatch(/^text\/html/);
    expect(page.headers['Cache-Control']).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    expect(page.headers.ETag).toMatch(/^".+"$/);
    const again = await get(handler, '/', { 'if-none-match': page.headers.ETag! });
    expect(again.status).toBe(304);
  });

  it('passes on 404s with noindex and permanent redirects', async () => {
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: fakeRenderer(), template: '' });
    expect(await get(handler, '/finnes-ikke')).toMatchObject({ status: 404, headers: { 'X-Robots-Tag': 'noindex' } });
    expect(await get(handler, '/gammel')).toMatchObject({ status: 301, headers: { Location: '/ny' } });
  });

  it('sends an old address on with 301 to where it leads now, but never hides a page there', async () => {
    const redirects = [
      { from: '/finnes-ikke', to: '/produkter/markiser' },
      { from: '/om', to: '/kontakt' },
      { from: '/produkter.html', to: '/produkter' },
      { from: '/gammel/bj%C3%B8rn.html', to: '/om' },
    ];
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [], '', null, redirects)).cache, renderer: fakeRenderer(), template: '' });
    expect(await get(handler, '/finnes-ikke/')).toMatchObject({ status: 301, headers: { Location: '/produkter/markiser' } });
    expect(await get(handler, '/om')).toMatchObject({ status: 200, body: '<h1>/om</h1>' });
    // The company's old site had addresses that look like files.
    expect(await get(handler, '/produkter.html')).toMatchObject({ status: 301, headers: { Location: '/produkter' } });
    expect(await get(handler, '/gammel/bjørn.html')).toMatchObject({ status: 301, headers: { Location: '/om' } });
  });

  it('answers a missing asset with a plain 404 and never renders the app for it', async () => {
    const renderer = fakeRenderer();
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '' });
    const missing = await get(handler, '/assets/index-DeAdBeEf.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['Content-Type']).toMatch(/^text\/plain/);
    expect(renderer.renderPage).not.toHaveBeenCalled();
  });

  it('serves the sitemap from the snapshot', async () => {
    const renderer = fakeRenderer();
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '' });
    const sitemap = await get(handler, '/sitemap.xml');
    expect(sitemap).toMatchObject({ status: 200, body: '<urlset/>', headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
    expect(renderer.sitemapXml).toHaveBeenCalledWith(expect.objectContaining({ tree }));
  });

  it('answers a preview link whose lookup hangs with the 503 page, not a 404 that would look revoked, and keeps nothing', async () => {
    const renderer = fakeRenderer();
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '', previews: () => new Promise(() => {}), previewDeadlineMs: 20 });
    const answer = await get(handler, `/forhandsvisning/${'b'.repeat(43)}`);
    expect(answer).toMatchObject({ status: 503, headers: { 'Cache-Control': 'no-store' } });
    expect(renderer.renderPage).not.toHaveBeenCalled();
  });

  it('never lets a public page rendered beside a preview read the draft (the renderer keeps one content API at a time)', async () => {
    // Like web/src/entry-server.tsx: the content API is set when a render starts and read after an await.
    let contentApi: ((path: string) => { status: number; body: unknown }) | undefined;
    const renderer = {
      ...fakeRenderer(),
      renderPage: vi.fn<Renderer['renderPage']>(async (url, _template, api) => {
        contentApi = api;
        await new Promise((resolve) => setTimeout(resolve, 20));
        const titles = (contentApi('/api/projects').body as { data: { title: string }[] }).data.map((p) => p.title);
        return { kind: 'page', status: 200, html: `<html><head></head><body><h1>${url}</h1><ul>${titles.map((t) => `<li>${t}</li>`).join('')}</ul></body></html>` };
      }),
    };
    const published = { id: 'hytta', title: 'Hytta', description: '', images: [], draft: false, created_at: '2024-01-01T00:00:00.000Z', modified_at: '2024-01-01T00:00:00.000Z' };
    const draft = { ...published, id: 'villa', title: 'Utkastet', draft: true };
    const handler = createRenderHandler({
      content: fakeContent(buildSnapshot('v1', tree, [published])).cache,
      renderer,
      template: '',
      previews: () => Promise.resolve({ kind: 'draft', item: { kind: 'project', published: false, publicPath: '/referanser/villa', project: draft }, expiresAt: '2024-01-08T00:00:00.000Z' }),
    });
    const [before, preview, beside] = await Promise.all([get(handler, '/referanser'), get(handler, `/forhandsvisning/${'c'.repeat(43)}`), get(handler, '/')]);
    expect(preview.body).toContain('<li>Utkastet</li>');
    expect(before.body).not.toContain('Utkastet');
    expect(beside.body).not.toContain('Utkastet');
    expect((await get(handler, '/referanser')).body).not.toContain('Utkastet');
  });

  it('answers every booking manage link with one page rendered at a stand-in path: never cached, never indexed, the token in no render and no log', async () => {
    const token = 'Zk9mV2x1cV8tTmFub3NlY3JldC10b2tlbi1oZXJlXzE';
    const unknown = 'QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVpfLWFiY2Q';
    const renderer = fakeRenderer();
    renderer.renderPage.mockImplementation((url) =>
      Promise.resolve(
        url === MANAGE_PAGE_PATH ? { kind: 'page', status: 200, html: '<h1>Din befaring</h1>' } : url.startsWith('/befaring/') ? { kind: 'page', status: 404, html: '<h1>404</h1>' } : { kind: 'page', status: 200, html: `<h1>${url}</h1>` },
      ),
    );
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer, template: '', bookingLinks: (t) => Promise.resolve(t === token) });
    const known = await get(handler, `/befaring/${token}`);
    expect(known).toMatchObject({ status: 200, body: '<h1>Din befaring</h1>', headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } });
    expect(await get(handler, `/befaring/${unknown}`)).toMatchObject({ status: 404, headers: { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } });
    expect(await get(handler, '/befaring/not a token')).toMatchObject({ status: 404, headers: { 'Cache-Control': 'private, no-store' } });
    // The booking page itself is an ordinary public page.
    expect(await get(handler, '/befaring')).toMatchObject({ status: 200, headers: { 'Cache-Control': PAGE_CACHE_CONTROL } });
    const rendered = renderer.renderPage.mock.calls.map(([url]) => url);
    expect(rendered.join(' ')).not.toContain(token);
    expect(rendered.join(' ')).not.toContain(unknown);

    const failing = fakeRenderer();
    failing.renderPage.mockRejectedValue(new Error('boom'));
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: failing, template: '' });
    expect(await get(broken, `/befaring/${token}`)).toMatchObject({ status: 500 });
    expect(errors).toHaveBeenCalled();
    expect(JSON.stringify(errors.mock.calls)).not.toContain(token);
    errors.mockRestore();
  });

  it('hands the sitemap the hidden products, references and fixed pages, so it can leave them out', async () => {
    const hidden: ProductTree = { id: 'root', sub: [{ ...node('markiser'), seo: { noindex: true } }] };
    const settings = { pageSeo: { about: { noindex: true } } } as unknown as Parameters<typeof buildSnapshot>[4];
    const renderer = fakeRenderer();
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', hidden, [], '', settings)).cache, renderer, template: '' });
    await get(handler, '/sitemap.xml');
    expect(renderer.sitemapXml).toHaveBeenCalledWith(expect.objectContaining({ tree: hidden, siteSettings: settings }));
    // The renderer's API answers carry the fields, for the page's head.
    expect(snapshotApi(buildSnapshot('v1', hidden, []))('/api/products').body).toMatchObject({ data: { sub: [{ seo: { noindex: true } }] } });
  });

  it('refuses other methods than GET and HEAD', async () => {
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: fakeRenderer(), template: '' });
    const { res, sent } = renderResponse();
    await handler({ method: 'POST', path: '/', headers: {} }, res);
    expect(sent.status).toBe(405);
  });

  it("sends the site's security headers on every answer, as Hosting does (decision 147)", async () => {
    const handler = createRenderHandler({ content: fakeContent(buildSnapshot('v1', tree, [])).cache, renderer: fakeRenderer(), template: '' });
    const refused = renderResponse();
    await handler({ method: 'POST', path: '/', headers: {} }, refused.res);
    const answers = [await get(handler, '/om'), await get(handler, '/finnes-ikke'), await get(handler, '/gammel'), await get(handler, '/assets/borte.js'), refused.sent];
    for (const sent of answers) expect(sent.headers).toMatchObject(securityHeaders());
    expect(securityHeaders()['Content-Security-Policy']).toContain("frame-ancestors 'none'");
  });
});

describe('snapshotApi', () => {
  const project = projectFixture('hytta', 'Hytta');
  const api = snapshotApi(buildSnapshot('v1', { id: 'root', sub: [node('markiser', [node('terrasse')])] }, [project], 'key-1'));

  it('answers what the page components ask the API for, from memory', () => {
    expect(api('/api/products')).toMatchObject({ status: 200 });
    expect(api('/api/products/terrasse')).toMatchObject({ status: 200, body: { data: { id: 'terrasse' } } });
    expect(api('/api/projects')).toEqual({ status: 200, body: { data: [project] } });
    expect(api('/api/projects/hytta')).toEqual({ status: 200, body: { data: project } });
    expect(api('/api/maps/key')).toEqual({ status: 200, body: { data: { key: 'key-1' } } });
  });

  it('answers unknown ids and routes with the API error envelope and 404', () => {
    for (const path of ['/api/products/finnes-ikke', '/api/projects/utkast', '/api/messages', '/api/products/a/b']) {
      expect(api(path)).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    }
  });
});

describe('looksLikeFile', () => {
  it('tells asset and file paths from page paths', () => {
    expect(looksLikeFile('/assets/index-abc.js')).toBe(true);
    expect(looksLikeFile('/favicon.ico')).toBe(true);
    expect(looksLikeFile('/produkter/markiser')).toBe(false);
    expect(looksLikeFile('/referanser/terrassemarkise-i-jessheim')).toBe(false);
  });

  it('answers the saved content with a short CDN lifetime while Firestore is slow or failing', async () => {
    const content = fakeContent(buildSnapshot('v1', tree, []));
    const cache = { ...content.cache, current: content.cache.current, status: () => ({ servingSaved: true, since: null, snapshotBuiltAt: null, lastError: null }) } as unknown as ContentCache;
    const handler = createRenderHandler({ content: cache, renderer: fakeRenderer(), template: '' });
    expect((await get(handler, '/om')).headers).toMatchObject({ 'Cache-Control': 'public, max-age=0, s-maxage=10' });
  });

  it('answers 503 within 3 s with a plain Norwegian page, the phone number and Retry-After when it has no content and Firestore hangs', async () => {
    const hanging = { contentVersion: { onChange() {}, current: () => new Promise(() => {}) } } as unknown as Repositories;
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const handler = createRenderHandler({ content: new ContentCache(hanging), renderer: fakeRenderer(), template: '', fallbackPhone: '22 33 44 55' });
    const started = performance.now();
    const sent = await get(handler, '/produkter');
    expect(performance.now() - started).toBeLessThan(3000);
    expect(sent.status).toBe(503);
    expect(sent.headers).toMatchObject({ 'Retry-After': '30', 'Cache-Control': 'no-store', 'Content-Type': 'text/html; charset=utf-8' });
    expect(String(sent.body)).toContain('Siden er midlertidig utilgjengelig');
    expect(String(sent.body)).toContain('<a href="tel:22334455">22 33 44 55</a>');
    error.mockRestore();
  });
});

describe('campaigns on rendered pages', () => {
  const campaign = (id: string, startsAt: string, endsAt: string, draft = false) => campaignFixture(id, startsAt, endsAt, { draft });
  /** A renderer that shows the campaigns the API answers it, as the web renderer's home page does. */
  const campaignRenderer: Renderer = {
    renderPage: (url, _template, api) => {
      const { data } = api('/api/campaigns').body as { data: Campaign[] };
      return Promise.resolve({ kind: 'page', status: 200, html: `<h1>${url}</h1>${data.map((c) => `<section>${c.id}</section>`).join('')}` });
    },
    sitemapXml: () => '<urlset/>',
  };

  it('renders a campaign only inside its window, without a new content version, and no cached copy outlives a start or end', async () => {
    let now = new Date('2026-04-01T09:58:00Z');
    const spring = campaign('var', '2026-04-01T10:00:00Z', '2026-04-30T10:00:00Z');
    const content = fakeContent(buildSnapshot('v1', tree, [], '', null, [], new Set(), [spring]));
    const handler = createRenderHandler({ content: content.cache, renderer: campaignRenderer, template: '', clock: () => now });

    const before = await get(handler, '/');
    expect(before.body).not.toContain('<section>');
    // Two minutes before the start: the CDN keeps it 60 s and may serve it stale for only 60 s more.
    expect(before.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');

    now = new Date('2026-04-01T10:00:00Z');
    const during = await get(handler, '/');
    expect(during.body).toContain('<section>var</section>');
    expect(during.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');

    now = new Date('2026-04-30T09:59:30Z');
    expect((await get(handler, '/')).headers['Cache-Control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=0');
    now = new Date('2026-04-30T10:00:00Z');
    const after = await get(handler, '/');
    expect(after.body).not.toContain('<section>');
    expect(after.headers['Cache-Control']).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=86400');
  });

  it('answers the renderer the running campaigns only, the one that started last first, never a draft', () => {
    const older = campaign('eldre', '2026-03-01T00:00:00Z', '2026-06-01T00:00:00Z');
    const newer = campaign('nyere', '2026-04-01T00:00:00Z', '2026-05-01T00:00:00Z');
    const draft = campaign('kladd', '2026-04-02T00:00:00Z', '2026-05-01T00:00:00Z', true);
    const snapshot = buildSnapshot('v1', tree, [], '', null, [], new Set(), [older, newer, draft]);
    const ids = (at: string) => ((snapshotApi(snapshot, new Date(at))('/api/campaigns').body as { data: Campaign[] }).data).map((c) => c.id);
    expect(ids('2026-03-15T00:00:00Z')).toEqual(['eldre']);
    expect(ids('2026-04-15T00:00:00Z')).toEqual(['nyere', 'eldre']);
    expect(ids('2026-05-15T00:00:00Z')).toEqual(['eldre']);
  });
});
