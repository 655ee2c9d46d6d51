import type { QueryClient } from '@tanstack/react-query';
import { Writable } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, StaticRouter } from 'react-router';
import type { ReactNode } from 'react';
import { AppProviders } from './app/providers';
import { AppErrorBoundary } from './app/root-error-boundary';
import { AppRoutes, matchedHandles, preloadPages, routes, type RouteHandle } from './app/router';
import { env } from './config/env';
import { setApiTransport } from './lib/api-client';
import { inlineCriticalCss } from './lib/critical-css';
import { embeddedQueries, type EmbeddedData } from './lib/embedded-queries';
import { createQueryClient } from './lib/query-client';
import { createServerResponse, ServerResponseProvider } from './lib/server-response';
import { renderShell } from './shell';

export { robotsTxt, sitemapXml, type SitemapContent } from './lib/sitemap';
export { setClock } from './lib/view-time';

/**
 * The server renderer (decision 016): the very route table and components of the browser,
 * rendered with react-router's static handler (redirects and status) and `<StaticRouter>` with
 * react-dom/server into the built index.html.
 * functions/src/render.ts calls it with the site's content in memory.
 */

/** The API as the server renderer sees it: answers from the content snapshot, no network. */
export type ContentApi = (path: string) => { status: number; body: unknown };

export type PageResult =
  | { kind: 'page'; status: number; html: string }
  | { kind: 'redirect'; status: 301 | 308; location: string };

/** Where the embedded data goes: a JSON block (not a script the CSP would have to allow). */
export const DATA_ELEMENT_ID = 'rms-data';

let contentApi: ContentApi = () => ({ status: 503, body: { error: { code: 'UNAVAILABLE', message: 'No content' } } });

// Every API request of the components and queries rendered here is answered in memory.
setApiTransport((input) => {
  const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://server.invalid');
  const { status, body } = contentApi(url.pathname);
  return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
});

function renderToHtml(node: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
      final(done) {
        resolve(html);
        done();
      },
    });
    const stream = renderToPipeableStream(node, {
      // The whole page, lazy parts included: crawlers and link previews run no script.
      onAllReady: () => stream.pipe(sink),
      // Every Suspense boundary inline, however large: React would move a large one to the end of the
      // page with an inline script to put it back, and the CSP allows no inline script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onShellError: reject,
      onError: (error) => {
        console.error('[render]', error);
      },
    });
  });
}

/** `<` escaped, so the JSON can never close its element. */
const jsonForHtml = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The leading hoistable tags React emits for a tree without <html> (title, meta, link): they go into <head>. */
export function splitHead(html: string): { head: string; body: string } {
  const match = /^(?:<(?:title|meta|link|base)\b[^>]*>(?:[^<]*<\/title>)?)+/.exec(html);
  const head = match?.[0] ?? '';
  return { head, body: html.slice(head.length) };
}

/** Puts the rendered page into the built index.html (without its default title and description). */
export function fillTemplate(template: string, parts: { head: string; body: string; data: unknown }): string {
  const withoutDefaults = template.replace(/\s*<(title|meta)\b[^>]*\bdata-default-head\b[^>]*>(?:[^<]*<\/title>)?/g, '');
  return withoutDefaults
    .replace('</head>', `${parts.head}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${parts.body}</div><script type="application/json" id="${DATA_ELEMENT_ID}">${jsonForHtml(parts.data)}</script>`);
}

/** Renders one URL (path and query) of the site with the content the `api` answers. */
export async function renderPage(url: string, template: string, api: ContentApi): Promise<PageResult> {
  const location = new URL(url, env.siteUrl);
  // Sign-in and admin screens need the browser (and code visitors never load): the page frame only.
  const matched = matchedHandles(location.pathname);
  if (matched.some(({ handle }) => handle?.clientOnly)) {
    return { kind: 'page', status: 200, html: template.replace('<div id="root"></div>', `<div id="root">${renderShell()}</div>`) };
  }

  contentApi = api;
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(location.href));
  if (context instanceof Response) {
    const status = context.status === 308 ? 308 : 301;
    return { kind: 'redirect', status, location: context.headers.get('Location') ?? '/' };
  }

  const queryClient = createQueryClient();
  await Promise.all([prefetch(queryClient, matched), preloadPages(location.pathname)]);

  const response = createServerResponse();
  const rendered = await renderToHtml(
    <ServerResponseProvider value={response}>
      <AppErrorBoundary>
        <AppProviders client={queryClient}>
          <StaticRouter location={`${location.pathname}${location.search}`}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </AppErrorBoundary>
    </ServerResponseProvider>,
  );
  if (response.redirect) return { kind: 'redirect', status: response.redirect.status, location: response.redirect.to };

  // React preloads each `fetchPriority="high"` image (the page's LCP picture) in that head itself.
  const { head, body } = splitHead(rendered);
  // Only what the page shows: e.g. the product tree's views, not the whole tree they are made from.
  const data: EmbeddedData = { queries: embeddedQueries(queryClient) };
  const status = response.status !== 200 ? response.status : context.statusCode;
  // Only the CSS this page's HTML uses is inlined; the entry fetches the rest (decision 110).
  return { kind: 'page', status, html: inlineCriticalCss(fillTemplate(template, { head, body, data })) };
}

async function prefetch(client: QueryClient, matches: { handle: RouteHandle | undefined; params: Record<string, string | undefined> }[]) {
  await Promise.all(matches.flatMap(({ handle, params }) => (handle?.queries?.(params) ?? []).map((fill) => fill(client))));
}
