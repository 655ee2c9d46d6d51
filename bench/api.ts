import { spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import autocannon from 'autocannon';
import { ROOT } from '../emulators/stack-config';
import { stackEnv, type RunningStack } from './stack';

export const API_PATHS = ['/api/products', '/api/projects'] as const;
export const LOAD = { connections: 10, durationS: 2, warmupS: 1, rounds: 3 } as const;
/** The heavy run: many visitors at once on a product page and on /api/products. */
export const HEAVY = { connections: 200, durationS: 20 } as const;

export interface HeavyResult extends LoadResult {
  path: string;
  server: 'render' | 'api';
}

export interface ApiBench {
  /** The API's endpoints: Express app vs plain server. */
  endpoints: ApiResult[];
  /** Rendered pages: the render function's handler vs a plain server with the same HTML. */
  pages: ApiResult[];
  heavy: HeavyResult[];
}

export interface LoadResult {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Non-2xx answers and connection errors: a figure is only meaningful when both are 0. */
  non2xx: number;
  errors: number;
}

export interface ApiResult {
  path: string;
  bytes: number;
  express: LoadResult;
  plain: LoadResult;
  /** Express rps / plain rps: the share of a bare server's throughput the app keeps. */
  ratio: number;
  /** A repeat GET with If-None-Match: <etag> to the app answers 304. */
  revalidates: boolean;
  /** The same through the site (Hosting emulator → Functions emulator), for information. */
  revalidatesViaSite: boolean | null;
}

/** autocannon's own default, said out loud: a request without an answer after this counts as a timeout (an error), so a hanging server cannot stretch a run. */
export const REQUEST_TIMEOUT_S = 10;

/**
 * What a browser (and the CDN in front of the functions) says it accepts: the heavy runs ask as
 * visitors do, so a page is measured at the size it travels, not as 190 kB of uncompressed HTML.
 */
export const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip' } as const;

/** One autocannon run; it ends after `durationS` whatever the server does (open requests are dropped, not awaited). */
export function load(url: string, durationS: number, connections: number = LOAD.connections, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return new Promise((res, rej) => {
    autocannon({ url, connections, duration: durationS, timeout: REQUEST_TIMEOUT_S, headers }, (err, result) => (err ? rej(err) : res(result)));
  });
}

export function summarize(r: autocannon.Result): LoadResult {
  return {
    rps: r['2xx'] / r.duration,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    requests: r['2xx'],
    non2xx: r.non2xx,
    errors: r.errors,
  };
}

/** GET over node:http (fetch adds `Cache-Control: no-cache` to a request with If-None-Match, which forbids a 304). */
function get(url: string, headers: Record<string, string> = {}): Promise<{ status: number; etag: string | null }> {
  return new Promise((res, rej) => {
    const req = httpGet(url, { headers, timeout: 30_000 }, (r) => {
      r.resume();
      r.once('end', () => res({ status: r.statusCode ?? 0, etag: typeof r.headers.etag === 'string' ? r.headers.etag : null }));
    });
    req.once('timeout', () => req.destroy(new Error(`GET ${url} timed out`)));
    req.once('error', rej);
  });
}

/** Does a repeat request with the first answer's ETag get 304? null when there was nothing to repeat. */
async function notModified(url: string): Promise<boolean | null> {
  const first = await get(url);
  if (first.status !== 200) return null;
  if (!first.etag) return false;
  return (await get(url, { 'If-None-Match': first.etag })).status === 304;
}

/**
 * The app and the plain server, loaded in turn for LOAD.rounds short rounds each after a warm-up: on a
 * two-core machine whatever else runs shifts both alike, where one long run of each put minutes apart
 * measured the machine as much as the app. The round with the median share is reported.
 */
export async function compareAlternately(appUrl: string, plainUrl: string): Promise<{ express: LoadResult; plain: LoadResult }> {
  await load(appUrl, LOAD.warmupS);
  await load(plainUrl, LOAD.warmupS);
  const rounds: { express: LoadResult; plain: LoadResult; share: number }[] = [];
  for (let i = 0; i < LOAD.rounds; i++) {
    const express = summarize(await load(appUrl, LOAD.durationS));
    const plain = summarize(await load(plainUrl, LOAD.durationS));
    rounds.push({ express, plain, share: plain.rps > 0 ? express.rps / plain.rps : 0 });
  }
  const { express, plain } = rounds.sort((a, b) => a.share - b.share)[Math.floor(rounds.length / 2)]!;
  return { express, plain };
}

export interface ApiServers {
  /** The Express app, the page renderer and the plain server, each on its own port in the child. */
  expressPort: number;
  renderPort: number;
  plainPort: number;
  /** What each path answered the child's own first GET. */
  bodies: Record<string, { status: number; bytes: number }>;
  /** Ends the child (closing stdin; SIGKILL after 5 s). */
  stop: () => Promise<void>;
}

/**
 * Starts bench/api-servers.ts as a child against the stack's emulators: the Express app with the
 * API's endpoints, the render handler with `pagePaths`, and a plain server with the same bytes.
 */
export async function startApiServers(stack: RunningStack, pagePaths: string[] = []): Promise<ApiServers> {
  // One plain node process with tsx's loader (no tsx wrapper process in between).
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/api-servers.ts', API_PATHS.join(','), pagePaths.join(',')], {
    cwd: ROOT,
    env: stackEnv(stack),
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (c: string) => (stderr += c));
  const stop = async () => {
    child.stdin.end();
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(timer);
    }
  };
  let timer: NodeJS.Timeout | undefined;
  try {
    const ready = await new Promise<Omit<ApiServers, 'stop'>>((res, rej) => {
      let out = '';
      child.stdout.setEncoding('utf8').on('data', (c: string) => {
        out += c;
        const line = out.split('\n').find((l) => l.startsWith('{'));
        if (line) res(JSON.parse(line));
      });
      child.once('exit', (code) => rej(new Error(`The API servers exited (${code}): ${stderr.slice(-1500)}`)));
      timer = setTimeout(() => rej(new Error(`The API servers did not start in 60 s: ${stderr.slice(-1500)}`)), 60_000);
    });
    return { ...ready, stop };
  } catch (e) {
    await stop();
    throw e;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Loads each endpoint on the Express app and each page on the render handler (startApiServers),
 * and each on the plain server with the same connections and duration, one after the other; then
 * the heavy run (HEAVY) on `heavyPage` and /api/products.
 */
export async function benchApi(stack: RunningStack, log: (line: string) => void, pagePaths: string[] = [], heavyPage?: string): Promise<ApiBench> {
  const ready = await startApiServers(stack, pagePaths);
  try {
    const results: ApiResult[] = [];
    const pages: ApiResult[] = [];
    for (const path of [...API_PATHS, ...pagePaths]) {
      const body = ready.bodies[path];
      const isPage = !path.startsWith('/api/');
      if (!body || body.status !== 200) throw new Error(`${path} answered ${body?.status ?? 'nothing'} on the ${isPage ? 'render handler' : 'Express app'}`);
      const expressUrl = `http://127.0.0.1:${isPage ? ready.renderPort : ready.expressPort}${path}`;
      const plainUrl = `http://127.0.0.1:${ready.plainPort}${path}`;
      const { express, plain } = await compareAlternately(expressUrl, plainUrl);
      const revalidates = (await notModified(expressUrl)) ?? false;
      const revalidatesViaSite = await notModified(`${stack.baseURL}${path}`).catch(() => null);
      log(`${path}: ${isPage ? 'render' : 'express'} ${express.rps.toFixed(0)} rps, plain ${plain.rps.toFixed(0)} rps`);
      (isPage ? pages : results).push({ path, bytes: body.bytes, express, plain, ratio: plain.rps > 0 ? express.rps / plain.rps : 0, revalidates, revalidatesViaSite });
    }
    const heavy: HeavyResult[] = [];
    const heavyRuns: [string, 'render' | 'api', number][] = [...(heavyPage ? [[heavyPage, 'render', ready.renderPort] as [string, 'render', number]] : []), ['/api/products', 'api', ready.expressPort]];
    for (const [path, server, port] of heavyRuns) {
      log(`${path}: ${HEAVY.connections} connections for ${HEAVY.durationS} s…`);
      heavy.push({ path, server, ...summarize(await load(`http://127.0.0.1:${port}${path}`, HEAVY.durationS, HEAVY.connections, BROWSER_HEADERS)) });
    }
    return { endpoints: results, pages, heavy };
  } finally {
    await ready.stop();
  }
}
