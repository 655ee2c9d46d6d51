import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import Negotiator from 'negotiator';
import { nextCampaignChange, normalizeSitePath, runningCampaigns } from '@rms/schema';
import { BOOKING_MANAGE_PATH_PREFIX, MANAGE_TOKEN_PATTERN } from '@rms/schema/booking-link';
import { securityHeaders } from '@rms/schema/security-headers';
import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import { withTimeout } from './deadline';
import { RenderGate } from './render-gate';
import { PREVIEW_HEADERS, previewAnswer, previewTokenOf } from './render-preview';
import { QUOTE_PAGE_HEADERS, quoteTokenOf } from './render-quote';
import { ContentUnavailableError, SAVED_CONTENT_CACHE_CONTROL, type ContentCache, type ContentSnapshot } from './services/content/content-cache';
import type { PreviewResolution } from './services/content/preview-links';
import { visibleCampaigns } from './services/content/campaigns';
import { capCacheControl, secondsUntil } from './services/content/visibility';
import { loggedPath } from './middleware/logged-path';

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
  sitemapXml(content: { tree: ContentSnapshot['tree']; projects: ContentSnapshot['projects']; siteSettings?: ContentSnapshot['siteSettings'] }): string;
  /** The time the page components decide by (which campaign runs); the handler hands in its own clock. */
  setClock?(clock: () => Date): void;
}

/** The plain request and response the handler needs (Express's, as Cloud Functions hands them over). */
export interface RenderRequest {
  method: string;
  path: string;
  /** The parsed query; only a quote page reads it (what its form post came back with). */
  query?: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}
export interface RenderResponse {
  status(code: number): RenderResponse;
  set(field: string, value: string): RenderResponse;
  removeHeader(field: string): unknown;
  send(body: string | Buffer): unknown;
  end(): unknown;
}

/** Pages: the CDN keeps them a minute and may serve a stale copy while it fetches a fresh one. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=86400';
const REDIRECT_CACHE_CONTROL = 'public, max-age=3600, s-maxage=86400';
/** An old address: the CDN keeps it as briefly as a page, since an admin may delete it or a page may come back there. */
const OLD_ADDRESS_CACHE_CONTROL = 'public, max-age=300, s-maxage=60';
const MISSING_FILE_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

/** At most this many rendered pages per content version are kept (the site has ~70 pages). */
const MAX_PAGES = 1000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Encoded once when the page is built: measuring or encoding a 190 kB string on every request cost a seventh of the CPU under load. */
  body: Buffer;
  /** The body compressed, made on the first request that accepts each encoding, then kept with the page. */
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The encodings the handler offers, best first. It compresses its own answers: the local Hosting
 * emulator passes a function's answer on as it is, and a compressed page is made once per content
 * version, not per request.
 */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Below this, compression gains nothing worth a header. */
const MIN_COMPRESSED_BYTES = 1024;

function compress(body: Buffer, encoding: Encoding): Buffer {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  return brotliCompressSync(body, {
    // The best brotli has: 6–8 % smaller than quality 9 on these pages, and no slower here
    // (0.05–0.15 s a page, once per content version).
    params: { [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
  });
}

/** Browsers send a handful of different Accept-Encoding values: each is negotiated once, not per request. */
const chosenEncodings = new Map<string, Encoding | undefined>();
const MAX_REMEMBERED_ENCODINGS = 64;

/** Of the encodings this request's Accept-Encoding allows (q > 0), the best one we offer; none without. */
export function chooseEncoding(headers: RenderRequest['headers']): Encoding | undefined {
  const raw = headers['accept-encoding'];
  const key = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  if (chosenEncodings.has(key)) return chosenEncodings.get(key);
  const accepted = new Negotiator({ headers: { 'accept-encoding': key } }).encodings([...ENCODINGS]);
  const chosen = ENCODINGS.find((e) => accepted.includes(e));
  if (chosenEncodings.size >= MAX_REMEMBERED_ENCODINGS) chosenEncodings.clear();
  chosenEncodings.set(key, chosen);
  return chosen;
}

/** What the page components would get from the API, answered from the snapshot at `now` (which campaigns run). */
export function snapshotApi(snapshot: ContentSnapshot, now: Date = new Date()) {
  const notFound = (what: string) => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: `${what} not found` } } });
  return (path: string): { status: number; body: unknown } => {
    const [, api, collection, rawId, ...rest] = path.split('/');
    if (api !== 'api' || rest.length > 0) return notFound('API route');
    const id = rawId === undefined || rawId === '' ? undefined : decodeURIComponent(rawId);
    if (collection === 'maps' && rawId === 'key') return { status: 200, body: { data: { key: snapshot.mapsKey } } };
    if (collection === 'settings' && rawId === 'site') return snapshot.siteSettings ? { status: 200, body: { data: snapshot.siteSettings } } : notFound('Site settings');
    if (collection === 'campaigns' && id === undefined) return { status: 200, body: { data: visibleCampaigns(snapshot.campaigns, now, snapshot) } };
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

const etagOf = (body: Buffer) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Seconds a visitor's browser (and a crawler) is asked to wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * What a visitor sees when this instance has no content yet and Firestore does not answer: a plain
 * Norwegian page, with the phone number so nobody is left without a way to reach the company.
 */
export function unavailablePage(phone: string): string {
  const tel = phone.replace(/[^\d+]/g, '');
  return `<!doctype html>
<html lang="nb"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>Midlertidig utilgjengelig – RMS</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#10233f">
<h1>Siden er midlertidig utilgjengelig</h1>
<p>Vi har et kortvarig problem og får ikke vist siden akkurat nå. Prøv igjen om litt.</p>
<p>Du kan også ringe oss på <a href="tel:${tel}">${phone.replace(/[<>&"]/g, '')}</a>.</p>
</body></html>
`;
}

/**
 * A manage link's page (decision 150) is rendered at this stand-in path (a well-formed token the
 * page never shows), and an unknown link at a malformed one, which the page answers with its 404.
 */
export const MANAGE_PAGE_PATH = `${BOOKING_MANAGE_PATH_PREFIX}lenke-til-din-befaring`;
const MANAGE_UNKNOWN_PATH = `${BOOKING_MANAGE_PATH_PREFIX}ukjent`;
/** Whoever holds a manage link sees a visit: no cache keeps the answer, no search engine indexes or follows it. */
export const MANAGE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' } as const;

/** How long a preview link's Firestore reads may take before the visitor gets the 503 page. */
const PREVIEW_DEADLINE_MS = 5000;

export interface RenderDeps {
  content: ContentCache;
  renderer: Renderer;
  template: string;
  fallbackPhone?: string;
  /** What a preview link's token opens now, read from Firestore; without it /forhandsvisning/… is an unknown path. */
  previews?: (token: string) => Promise<PreviewResolution>;
  previewDeadlineMs?: number;
  /**
   * Whether a booking's manage link (`/befaring/{token}`) opens a visit now, read from Firestore
   * (decision 150); without it every well-formed token gets the manage page, which then asks the API.
   */
  bookingLinks?: (token: string) => Promise<boolean>;
  /** A quote's page `/tilbud/{token}` (decision 152), read from Firestore; without it the path is unknown. */
  quotes?: (token: string, query: Record<string, unknown>) => Promise<{ status: number; html: string }>;
  /** The time pages are answered at: which campaigns run; tests hand in their own. */
  clock?: () => Date;
  /**
   * The site's security headers (decision 147), sent on every answer, so a page fetched from the
   * function's own address is as protected as one through Hosting; production's by default.
   */
  securityHeaders?: Record<string, string>;
}

export function createRenderHandler(deps: RenderDeps) {
  let version: string | undefined;
  let pages = new Map<string, Promise<Answer>>();
  /** The campaigns running when `pages` were rendered: when a campaign starts or ends, they are rendered again. */
  let runningShown = '';
  const clock = deps.clock ?? (() => new Date());
  // The components filter the campaigns again by their own time: it must be the one the content was cut at.
  if (deps.clock) deps.renderer.setClock?.(deps.clock);
  const gate = new RenderGate();
  const headersOnEveryAnswer = Object.entries(deps.securityHeaders ?? securityHeaders());

  const answer = (status: number, headers: Record<string, string>, text: string): Answer => {
    const body = Buffer.from(text);
    return { status, headers: { ...headers, ETag: etagOf(body) }, body, encoded: {} };
  };

  async function build(path: string, snapshot: ContentSnapshot, now: Date): Promise<Answer> {
    if (path === '/sitemap.xml') {
      return answer(200, { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL }, deps.renderer.sitemapXml(snapshot));
    }
    const oldAddress = snapshot.redirects.get(normalizeSitePath(path) ?? path);
    const movedAway = (location: string): Answer => ({ status: 301, headers: { Location: location, 'Cache-Control': OLD_ADDRESS_CACHE_CONTROL }, body: Buffer.alloc(0), encoded: {} });
    if (looksLikeFile(path)) {
      // The company's old site had pages like /produkter.html: an admin may point them at a page.
      if (oldAddress !== undefined) return movedAway(oldAddress);
      return answer(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': MISSING_FILE_CACHE_CONTROL }, 'Not found\n');
    }
    const result = await gate.shared(() => deps.renderer.renderPage(path, deps.template, snapshotApi(snapshot, now)));
    if (result.kind === 'redirect') {
      return { status: result.status, headers: { Location: result.location, 'Cache-Control': REDIRECT_CACHE_CONTROL }, body: Buffer.alloc(0), encoded: {} };
    }
    // A redirect never hides a page: only an address that has none is sent on.
    if (result.status === 404 && oldAddress !== undefined) return movedAway(oldAddress);
    const headers: Record<string, string> = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': PAGE_CACHE_CONTROL };
    if (result.status === 404) headers['X-Robots-Tag'] = 'noindex';
    return answer(result.status, headers, result.html);
  }

  return async function handle(req: RenderRequest, res: RenderResponse): Promise<void> {
    for (const [key, value] of headersOnEveryAnswer) res.set(key, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.status(405).set('Allow', 'GET, HEAD').set('Cache-Control', 'no-store').send('Method not allowed\n');
      return;
    }
    // The path alone: query strings change nothing on these pages, and must not multiply the cache.
    const path = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const manageToken = path.startsWith(BOOKING_MANAGE_PATH_PREFIX) ? path.slice(BOOKING_MANAGE_PATH_PREFIX.length) : undefined;
    // A manage link's token is a key: it never reaches a log line, the renderer or the page cache's keys.
    let result: Answer;
    let secondsLeft: number | null = null;
    try {
      const quoteToken = deps.quotes ? quoteTokenOf(path) : undefined;
      if (quoteToken && deps.quotes) {
        // Made for this request only, never in `pages`: a quote is one customer's, and changes with their answer.
        const quote = await withTimeout(deps.quotes(quoteToken, req.query ?? {}), deps.previewDeadlineMs ?? PREVIEW_DEADLINE_MS, 'quote page').catch((e: unknown) => {
          throw new ContentUnavailableError(e instanceof Error ? e.message : String(e));
        });
        send(req, res, { status: quote.status, headers: { ...QUOTE_PAGE_HEADERS }, body: Buffer.from(quote.html), encoded: {} });
        return;
      }
      const snapshot = await deps.content.current();
      const preview = await previewOf(path, snapshot);
      if (preview) {
        send(req, res, preview);
        return;
      }
      const pagePath = manageToken === undefined ? path : await managePagePath(manageToken);
      const now = clock();
      const running = runningCampaigns(snapshot.campaigns, now)
        .map((c) => c.id)
        .join(',');
      if (snapshot.version !== version || running !== runningShown) {
        version = snapshot.version;
        runningShown = running;
        pages = new Map();
      }
      // No cache keeps the page past the next window edge of an item (decision 134) or campaign (decision 135).
      const campaignChange = nextCampaignChange(snapshot.campaigns, now);
      const left = [
        snapshot.changesAt === null ? null : secondsUntil(snapshot.changesAt, deps.content.time()),
        campaignChange && secondsUntil(campaignChange.getTime(), now.getTime()),
      ].filter((n): n is number => n !== null);
      secondsLeft = left.length > 0 ? Math.min(...left) : null;
      if (pages.size >= MAX_PAGES) pages = new Map();
      let page = pages.get(pagePath);
      if (!page) {
        page = build(pagePath, snapshot, now);
        pages.set(pagePath, page);
        // A failed render is not kept: the next request tries again.
        page.catch(() => pages.delete(pagePath));
      }
      result = await page;
      if (manageToken !== undefined) result = { ...result, headers: { ...result.headers, ...MANAGE_HEADERS } };
    } catch (e) {
      if (e instanceof ContentUnavailableError) {
        res.status(503).set('Retry-After', String(UNAVAILABLE_RETRY_AFTER_S)).set('Cache-Control', 'no-store').set('Content-Type', 'text/html; charset=utf-8').send(unavailablePage(deps.fallbackPhone ?? DEFAULT_COMPANY_PHONE));
        return;
      }
      console.error(`[render] ${loggedPath(path)} failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
      res.status(500).set('Cache-Control', 'no-store').set('Content-Type', 'text/plain; charset=utf-8').send('Noe gikk galt. Prøv igjen om litt.\n');
      return;
    }
    send(req, res, result, secondsLeft);
  };

  /**
   * The page a manage link gets: one page for every link, rendered at a stand-in path, so no token
   * is in the HTML or the cache's keys; the 404 page for a token that opens no visit.
   */
  async function managePagePath(token: string): Promise<string> {
    if (!MANAGE_TOKEN_PATTERN.test(token)) return MANAGE_UNKNOWN_PATH;
    if (!deps.bookingLinks) return MANAGE_PAGE_PATH;
    const opens = await withTimeout(deps.bookingLinks(token), deps.previewDeadlineMs ?? PREVIEW_DEADLINE_MS, 'booking link').catch((e: unknown) => {
      // A live link must not look unknown because Firestore is slow: the visitor gets the 503 page.
      throw new ContentUnavailableError(e instanceof Error ? e.message : String(e));
    });
    return opens ? MANAGE_PAGE_PATH : MANAGE_UNKNOWN_PATH;
  }

  /**
   * A live preview link's answer, made for this request only (never in `pages`); undefined for any
   * other path and for a wrong, expired or revoked token, which then get the ordinary 404 page.
   */
  async function previewOf(path: string, snapshot: ContentSnapshot): Promise<Answer | undefined> {
    const token = deps.previews ? previewTokenOf(path) : undefined;
    if (!token || !deps.previews) return undefined;
    const resolution = await withTimeout(deps.previews(token), deps.previewDeadlineMs ?? PREVIEW_DEADLINE_MS, 'preview link').catch((e: unknown) => {
      // A live link must not look revoked because Firestore is slow: the visitor gets the 503 page.
      throw new ContentUnavailableError(e instanceof Error ? e.message : String(e));
    });
    const preview = await previewAnswer(resolution, snapshot, (publicPath, content) =>
      gate.exclusive(() => deps.renderer.renderPage(publicPath, deps.template, snapshotApi(content))),
    );
    if (!preview) return undefined;
    if (preview.status === 302) return { status: 302, headers: { ...PREVIEW_HEADERS, Location: preview.location }, body: Buffer.alloc(0), encoded: {} };
    return { status: 200, headers: { ...PREVIEW_HEADERS, 'Content-Type': 'text/html; charset=utf-8' }, body: Buffer.from(preview.html), encoded: {} };
  }

  /** `secondsLeft`: until an item's publishing window or a campaign next opens or closes; no cache may keep the answer past it. */
  function send(req: RenderRequest, res: RenderResponse, result: Answer, secondsLeft: number | null = null): void {
    // The Functions framework's Express names itself; the page has no use for it (the API disables it too).
    res.removeHeader('X-Powered-By');
    for (const [key, value] of Object.entries(result.headers)) res.set(key, value);
    let cacheControl = result.headers['Cache-Control'];
    if (deps.content.status().servingSaved && cacheControl === PAGE_CACHE_CONTROL) cacheControl = SAVED_CONTENT_CACHE_CONTROL;
    if (cacheControl) res.set('Cache-Control', capCacheControl(cacheControl, secondsLeft));
    const compressible = result.body.length >= MIN_COMPRESSED_BYTES;
    const encoding = compressible ? chooseEncoding(req.headers) : undefined;
    if (compressible) res.set('Vary', 'Accept-Encoding');
    // Each encoding is a different representation, so it has its own (strong) ETag.
    const etag = result.headers.ETag && encoding ? result.headers.ETag.replace(/"$/, `-${encoding}"`) : result.headers.ETag;
    if (etag) res.set('ETag', etag);
    if (etag && req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.status(result.status);
    let body = result.body;
    if (encoding) {
      body = result.encoded[encoding] ??= compress(result.body, encoding);
      res.set('Content-Encoding', encoding);
    }
    if (req.method === 'HEAD') res.end();
    else res.send(body);
  }
}
