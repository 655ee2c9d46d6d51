/**
 * Child process of the beacon benchmark (bench/collect.ts): the Express app as production builds it
 * (createApp + defaultDeps) against the running stack's Firestore, with its visit counter in reach,
 * so the run can report how many documents the hits cost. GET /__counters answers the counter's
 * figures once every hit received is stored or dropped. Prints one JSON line with the port, then
 * serves until stdin closes.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp } from '../functions/src/app';
import { loadConfig } from '../functions/src/config';
import { defaultDeps } from '../functions/src/production-deps';
import { VisitCounter } from '../functions/src/services/stats/visit-counter';

async function main() {
  const deps = defaultDeps(loadConfig());
  const visits = new VisitCounter(deps.repos, deps.config.projectId);
  const app = createApp({ ...deps, visits });
  const server = createServer((req, res) => {
    if (req.url !== '/__counters') return app(req, res);
    void visits.settled().then(() => res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(visits.counters())));
  });
  await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
  process.stdout.write(`${JSON.stringify({ port: (server.address() as AddressInfo).port })}\n`);
  process.stdin.resume();
  process.stdin.once('end', () => process.exit(0));
}

main().catch((e: unknown) => {
  process.stderr.write(`${(e as Error).stack ?? String(e)}\n`);
  process.exit(1);
});
