/**
 * Child process of the API benchmark (bench/api.ts): the Express app, built as production builds
 * it (createApp + defaultDeps) against the running stack's emulators; the page renderer (the
 * `render` function's handler with the built functions/dist/render bundle, behind Express as Cloud
 * Functions serves it); and a plain Node HTTP server answering the very bytes those answered. All
 * live here, away from the load generator, and are loaded one after the other. Prints one JSON line
 * with their ports, then serves until stdin closes.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import express from 'express';
import { ROOT } from '../emulators/stack-config';
import { createApp } from '../functions/src/app';
import { loadConfig } from '../functions/src/config';
import { defaultDeps } from '../functions/src/production-deps';
import { createRenderHandler, type Renderer } from '../functions/src/render';
import { ContentCache } from '../functions/src/services/content/content-cache';

const PATHS = (process.argv[2] ?? '/api/products,/api/projects').split(',');
const PAGE_PATHS = (process.argv[3] ?? '').split(',').filter(Boolean);

/** The render function's handler as functions/src/index.ts builds it. */
async function renderApp(deps: ReturnType<typeof defaultDeps>) {
  const dir = resolve(ROOT, 'functions/dist/render');
  const renderer = (await import(pathToFileURL(resolve(dir, 'entry-server.js')).href)) as Renderer;
  const template = await readFile(resolve(dir, 'template.html'), 'utf8');
  const handle = createRenderHandler({ content: new ContentCache(deps.repos, { mapsKeyFallback: deps.config.mapsApiKey }), renderer, template });
  const app = express();
  app.use((req, res, next) => {
    handle(req, res).catch(next);
  });
  return app;
}

function listen(server: Server): Promise<number> {
  return new Promise((res) => server.listen(0, '127.0.0.1', () => res((server.address() as AddressInfo).port)));
}

async function main() {
  const deps = defaultDeps(loadConfig());
  const app = createApp(deps);
  const expressServer = createServer(app);
  const expressPort = await listen(expressServer);
  const renderPort = await listen(createServer(await renderApp(deps)));

  const bodies = new Map<string, { body: Buffer; contentType: string; etag: string | null; status: number }>();
  for (const [port, paths] of [[expressPort, PATHS], [renderPort, PAGE_PATHS]] as const) {
    for (const path of paths) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      bodies.set(path, { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/json', etag: res.headers.get('etag'), status: res.status });
    }
  }

  const plainServer = createServer((req, res) => {
    const hit = bodies.get(req.url ?? '');
    if (!hit) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(hit.status, { 'Content-Type': hit.contentType, 'Content-Length': hit.body.length }).end(hit.body);
  });
  const plainPort = await listen(plainServer);

  const report = Object.fromEntries([...bodies].map(([path, b]) => [path, { status: b.status, bytes: b.body.length, etag: b.etag }]));
  process.stdout.write(`${JSON.stringify({ expressPort, renderPort, plainPort, bodies: report })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => process.exit(0));
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
