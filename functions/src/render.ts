import { createHash } from 'node:crypto';
import type { ContentCache, ContentSnapshot } from './services/content';

/**
 * The `render` function (decision 016): every URL Hosting has no file for (robots.txt is a built file). It answers from one
 * in-memory content snapshot per instance, renders each page once per content version and path,
 * and serves it from memory after that, with a short CDN lifetime and an ETag.
 */

/** What web/src/entry-server.tsx exports (built by `npm run build -w web` into functions/dist/render/). */
export interface Renderer {
  renderPage(url: string, template: string, api: (path: string) => { status: number; body: unknown }): Promise<
    { kind: 'page'; status: number; html: string } | { kind: 'redirect'; status: 301 | 308; location: string }
  >;
  sitemapXml(content: { tree: ContentSnapshot['tree']; projects: ContentSnapshot['projects'] }): string;
}

/** The plain request and response the handler needs (Express's, as Cloud Functions hands them over). */
export interface RenderRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
}
export interface RenderResponse {
  status(code: number): RenderResponse;
  set(field: string, value: string): RenderResponse;
  send(body: string): unknown;
  end(): unknown;
}

/** Pages: the CDN keeps them a minute and may serve a stale copy while it fetches a fresh one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
const MISSING_FILE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** At most this many rendered pages per content version are kept (the site has ~70 pages). */
const MAX_PAGES = 1000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** What the page components would get from the API, answered from the snapshot. */
export function snapshotApi(snapshot: ContentSnapshot) {
  const notFound = (what: string) => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: `${what} not found` } } });
  return (path: string): { status: number; body: unknown } => {
    const [, api, collection, rawId, ...rest] = path.split('/');
    if (api !== 'api' || rest.length > 0) return notFound('API route');
    const id = rawId === undefined || rawId === '' ? undefined : decodeURIComponent(rawId);
    if (collection === 'maps' && rawId === 'key') return { status: 200, body: { data: { key: snapshot.mapsKey } } };
    if (collection === 'settings' && rawId === 'site') return snapshot.siteSettings ? { status: 200, body: { data: snapshot.siteSettings } } : notFound('Site settings');
    if (collection === 'products') {
      if (id === undefined) return { status: 200, body: { data: snapshot.tree } };
      const node = snapshot.productById.get(id);
      return node ? { status: 200, body: { data: node } } : notFound(`Product "${id}"`);
    }
    if (collection === 'projects') {
      if (id === undefined) return { status: 200, body: { data: snapshot.projects } };
      const project = snapshot.projectById.get(id);
      return project ? { status: 200, body: { data: project } } : notFound(`Project "${id}"`);
    }
    return notFound('API route');
  };
}

/** A path Hosting would have served as a file if it existed: a missing asset is a plain 404, never the app. */
export function looksLikeFile(path: string): boolean {
  return path.startsWith('/assets/') || /\/[^/]+\.[a-z0-9]{1,8}$/i.test(path);
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

export function createRenderHandler(deps: { content: ContentCache; renderer: Renderer; template: string }) {
  let version: string | undefined;
  let pages = new Map<string, Promise<Answer>>();

  const answer = (status: number, headers: Record<string, string>, body: string): Answer => ({ status, headers: { ...headers, ETag: etagOf(body) }, body });

  async function build(path: string, snapshot: ContentSnapshot): Promise<Answer> {
    if (path === '/sitemap.xml') {
      return answer(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL }, deps.renderer.sitemapXml(snapshot));
    }
    if (looksLikeFile(path)) {
      return answer(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': MISSING_FILE_CACHE_CONTROL }, 'Not found\n');
    }
    const result = await deps.renderer.renderPage(path, deps.template, snapshotApi(snapshot));
    if (result.kind === 'redirect') {
      return { status: result.status, headers: { Location: result.location, 'Cache-Control': REDIRECT_CACHE_CONTROL }, body: '' };
    }
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL };
    if (result.status === 404) headers['X-Robots-Tag'] = 'noindex';
    return answer(result.status, headers, result.html);
  }

  return async function handle(req: RenderRequest, res: RenderResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').send('Method not allowed\n');
      return;
    }
    // The path alone: query strings change nothing on these pages, and must not multiply the cache.
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    let result: Answer;
    try {
      const snapshot = await deps.content.current();
      if (snapshot.version !== version) {
        version = snapshot.version;
        pages = new Map();
      }
      if (pages.size >= MAX_PAGES) pages = new Map();
      let page = pages.get(path);
      if (!page) {
        page = build(path, snapshot);
        pages.set(path, page);
        // A failed render is not kept: the next request tries again.
        page.catch(() => pages.delete(path));
      }
      result = await page;
    } catch (e) {
      console.error(`[render] ${path} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      res.status(500).set('Cache-Control', 'no-store').set('Content-Type', 'text/plain; charset=utf-8').send('Noe gikk galt. Prøv igjen om litt.\n');
      return;
    }
    for (const [key, value] of Object.entries(result.headers)) res.set(key, value);
    const etag = result.headers.ETag;
    if (etag && req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.status(result.status);
    if (req.method === 'HEAD') res.end();
    else res.send(result.body);
  };
}
