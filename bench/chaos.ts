/**
 * Chaos: a product page and /api/products loaded for HEAVY.durationS, first healthy, then with
 * the Firestore emulator stalled, on the heavy rows' servers (the render handler and the Express app
 * of bench/api-servers.ts, reading the stack's Firestore). Each with as many connections as Cloud
 * Functions gives one instance of its function (RENDER_CONCURRENCY, API_CONCURRENCY): more never reach
 * one instance in production, and at the heavy run's 200 on this two-core machine the latency is the
 * queue's, the same with Firestore healthy or not, so it would say nothing about the stall. Not through Hosting: the Functions emulator starts
 * one Node worker per request in flight, each with an empty content snapshot, so 200 connections
 * there measure the emulator (and 200 processes on the machine), not the snapshot.
 *
 * Bounded even when the servers hang: a request unanswered after REQUEST_TIMEOUT_S counts as a
 * timeout, and autocannon ends each run after its duration, open requests or not.
 */
import type autocannon from 'autocannon';
import { API_CONCURRENCY, RENDER_CONCURRENCY } from '../functions/src/config';
import { BROWSER_HEADERS, HEAVY, load, REQUEST_TIMEOUT_S, startApiServers, summarize, type LoadResult } from './api';
import type { RunningStack } from './stack';

/** GETs per target before the stall: the snapshot is built and the code paths are warm. */
export const WARM_GETS = 3;

export interface ChaosRun {
  path: string;
  server: 'render' | 'api';
  /** Connections of this run and of `healthy`: one instance's concurrency. */
  connections: number;
  /** The same load just before the stall. */
  healthy: LoadResult;
  /** 2xx answers per second. */
  rps: number;
  /** Latency of the 2xx answers (autocannon records no other). */
  p50Ms: number;
  p99Ms: number;
  /** 2xx answers. */
  requests: number;
  non2xx: number;
  /** Requests unanswered after REQUEST_TIMEOUT_S. */
  timeouts: number;
  /** Refused, reset or otherwise failed connections. */
  socketErrors: number;
}

export interface ChaosBench {
  durationS: number;
  timeoutS: number;
  runs: ChaosRun[];
}

/** One autocannon result as a chaos row: autocannon's `errors` counts timeouts too, split here. */
export function chaosRun(path: string, server: ChaosRun['server'], connections: number, healthy: LoadResult, r: autocannon.Result): ChaosRun {
  const { errors, ...figures } = summarize(r);
  return { path, server, connections, healthy, ...figures, timeouts: r.timeouts, socketErrors: errors - r.timeouts };
}

/** What the chaos budget counts: every request that did not get a 2xx answer in time. */
export const chaosErrors = (r: ChaosRun) => r.non2xx + r.timeouts + r.socketErrors;

/** Runs `measure` with Firestore stalled, and resumes it whatever happens: a stalled stack cannot shut down. */
export async function whileFirestoreStalled<T>(stack: Pick<RunningStack, 'stallFirestore' | 'resumeFirestore'>, measure: () => Promise<T>): Promise<T> {
  stack.stallFirestore();
  try {
    return await measure();
  } finally {
    stack.resumeFirestore();
  }
}

async function warm(url: string): Promise<void> {
  for (let i = 0; i < WARM_GETS; i++) {
    const res = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`GET ${new URL(url).pathname} answered ${res.status} before the stall`);
  }
}

/** Starts the servers, warms the product page and /api/products, loads each healthy, stalls Firestore, loads each again, resumes. */
export async function benchChaos(stack: RunningStack, log: (line: string) => void, productPath: string | null): Promise<ChaosBench> {
  const servers = await startApiServers(stack, productPath ? [productPath] : []);
  try {
    const targets: { path: string; server: ChaosRun['server']; url: string; connections: number }[] = [
      ...(productPath ? [{ path: productPath, server: 'render' as const, url: `http://127.0.0.1:${servers.renderPort}${productPath}`, connections: RENDER_CONCURRENCY }] : []),
      { path: '/api/products', server: 'api', url: `http://127.0.0.1:${servers.expressPort}/api/products`, connections: API_CONCURRENCY },
    ];
    const healthy = new Map<string, LoadResult>();
    for (const { path, url, connections } of targets) {
      await warm(url);
      log(`${path} healthy: ${connections} connections for ${HEAVY.durationS} s…`);
      healthy.set(path, summarize(await load(url, HEAVY.durationS, connections, BROWSER_HEADERS)));
    }
    const runs = await whileFirestoreStalled(stack, async () => {
      const measured: ChaosRun[] = [];
      for (const { path, server, url, connections } of targets) {
        log(`${path} with Firestore stalled: ${connections} connections for ${HEAVY.durationS} s…`);
        measured.push(chaosRun(path, server, connections, healthy.get(path)!, await load(url, HEAVY.durationS, connections, BROWSER_HEADERS)));
      }
      return measured;
    });
    return { durationS: HEAVY.durationS, timeoutS: REQUEST_TIMEOUT_S, runs };
  } finally {
    await servers.stop();
  }
}
