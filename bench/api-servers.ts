/**
 * Child process of the API benchmark (bench/api.ts): the Express app, built as production builds
 * it (createApp + defaultDeps) against the running stack's emulators, and a plain Node HTTP server
 * answering the very bytes the app answered. Both live here, away from the load generator, and are
 * loaded one after the other. Prints one JSON line with their ports, then serves until stdin closes.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../functions/src/app';
import { loadConfig } from '../functions/src/config';
import { defaultDeps } from '../functions/src/deps';

const PATHS = (process.argv[2] ?? '/api/products,/api/projects').split(',');

function listen(server: Server): Promise<number> {
  return new Promise((res) => server.listen(0, '127.0.0.1', () => res((server.address() as AddressInfo).port)));
}

async function main() {
  const app = createApp(defaultDeps(loadConfig()));
  const expressServer = createServer(app);
  const expressPort = await listen(expressServer);

  const bodies = new Map<string, { body: Buffer; contentType: string; etag: string | null; status: number }>();
  for (const path of PATHS) {
    const res = await fetch(`http://127.0.0.1:${expressPort}${path}`);
    bodies.set(path, { body: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type') ?? 'application/json', etag: res.headers.get('etag'), status: res.status });
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
  process.stdout.write(`${JSON.stringify({ expressPort, plainPort, bodies: report })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => process.exit(0));
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
