/**
 * The visit beacon under a burst: HEAVY (200 connections for 20 s) of POST /api/collect
 * on the Express app as production builds it, against the stack's Firestore. Each request comes
 * from one of VISITORS addresses in turn (X-Forwarded-For, trusted one hop as behind Google's front
 * end), so no visitor passes the per-client limit and pages repeat as in real visits. Reports rps,
 * errors, p99 and the Firestore documents written per 1,000 stored hits.
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { ROOT } from '../emulators/stack-config';
import { HEAVY, REQUEST_TIMEOUT_S, summarize, type LoadResult } from './api';
import { stackEnv, type RunningStack } from './stack';
import { formatTable, num, type Row } from './table';

/** Distinct visitors the requests cycle through: 20 s at up to ~10,000 rps stays under 60 hits a minute each. */
export const VISITORS = 4000;
/** Public pages every seeded stack has. */
export const COLLECT_PAGES = ['/', '/produkter', '/referanser', '/kontakt', '/om'] as const;
const USER_AGENT = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export interface CollectBench extends LoadResult {
  connections: number;
  durationS: number;
  visitors: number;
  /** The counter's own figures after the run. */
  stored: number;
  dropped: number;
  writes: number;
  batches: number;
  /** Documents written per 1,000 stored hits. */
  writesPerThousand: number;
}

/** The n-th request's visitor address and page: every visitor sees the pages in turn. */
export function nthHit(n: number): { address: string; path: string } {
  const visitor = n % VISITORS;
  const page = COLLECT_PAGES[Math.floor(n / VISITORS) % COLLECT_PAGES.length]!;
  return { address: `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`, path: page };
}

async function startCollectServer(stack: RunningStack) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/collect-server.ts'], {
    cwd: ROOT,
    env: { ...stackEnv(stack), RMS_TRUST_PROXY_HOPS: '1' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr = (stderr + c).slice(-3000)));
  const stop = async () => {
    child.stdin.end();
    if (child.exitCode === null && child.signalCode === null) {
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await new Promise((r) => child.once('exit', r));
      clearTimeout(timer);
    }
  };
  try {
    const port = await new Promise<number>((res, rej) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        out += c;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) res((JSON.parse(line) as { port: number }).port);
      });
      child.once('exit', (code) => rej(new Error(`The beacon server exited (${code}): ${stderr}`)));
      setTimeout(() => rej(new Error(`The beacon server did not start in 60 s: ${stderr}`)), 60_000).unref();
    });
    return { port, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/** Starts the server, sends one beacon per page (the snapshot is built), then the burst (`load`, HEAVY unless a smoke run shortens it), then reads the counter. */
export async function benchCollect(stack: RunningStack, log: (line: string) => void, load: { connections: number; durationS: number } = HEAVY): Promise<CollectBench> {
  const server = await startCollectServer(stack);
  const url = `http://127.0.0.1:${server.port}/api/collect`;
  const body = (path: string) => JSON.stringify({ path, referrer: null, screen: 'large' });
  try {
    for (const path of COLLECT_PAGES) {
      const res = await fetch(url, { method: 'POST', headers: { 'User-Agent': USER_AGENT, 'X-Forwarded-For': '10.255.255.255' }, body: body(path), signal: AbortSignal.timeout(30_000) });
      if (res.status !== 204) throw new Error(`POST /api/collect answered ${res.status} before the burst`);
    }
    log(`POST /api/collect: ${load.connections} connections for ${load.durationS} s…`);
    let n = 0;
    const result = await new Promise<autocannon.Result>((res, rej) => {
      autocannon(
        {
          url,
          method: 'POST',
          connections: load.connections,
          duration: load.durationS,
          timeout: REQUEST_TIMEOUT_S,
          headers: { 'content-type': 'text/plain;charset=UTF-8', 'user-agent': USER_AGENT },
          requests: [
            {
              setupRequest: (req) => {
                const hit = nthHit(n++);
                return { ...req, body: body(hit.path), headers: { ...req.headers, 'x-forwarded-for': hit.address } };
              },
            },
          ],
        },
        (err, r) => (err ? rej(err) : res(r)),
      );
    });
    const counts = (await (await fetch(`http://127.0.0.1:${server.port}/__counters`, { signal: AbortSignal.timeout(60_000) })).json()) as { stored: number; dropped: number; writes: number; batches: number; received: number };
    const figures = summarize(result);
    // The warm-up beacons are in the counter's figures too: they count, as hits and writes.
    return {
      ...figures,
      connections: load.connections,
      durationS: load.durationS,
      visitors: VISITORS,
      stored: counts.stored,
      dropped: counts.dropped,
      writes: counts.writes,
      batches: counts.batches,
      writesPerThousand: counts.stored > 0 ? (counts.writes / counts.stored) * 1000 : 0,
    };
  } finally {
    await server.stop();
  }
}

/** The report's rows: throughput, errors, p99, and what the hits cost in Firestore. */
export function collectTable(r: CollectBench | { ok: false; error: string }): string {
  const rows: Row[] =
    'error' in r
      ? [['POST /api/collect', `error: ${r.error}`, '', '', '', '', '']]
      : [['POST /api/collect', num(r.rps), `${num(r.p50Ms)}/${num(r.p99Ms)} ms`, num(r.requests), num(r.errors + r.non2xx), `${num(r.stored)} / ${num(r.dropped)}`, `${num(r.writes)} (${r.writesPerThousand.toFixed(1)} per 1,000)`]];
  return formatTable(
    [
      { title: 'route' },
      { title: 'rps', align: 'right' },
      { title: 'p50/p99', align: 'right' },
      { title: '204 answers', align: 'right' },
      { title: 'errors (= 0)', align: 'right' },
      { title: 'stored / dropped', align: 'right' },
      { title: 'Firestore writes', align: 'right' },
    ],
    rows,
  );
}
