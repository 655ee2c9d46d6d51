/**
 * Chaos (#28): the heavy run again (HEAVY: 200 connections for 20 s on a product page and on
 * /api/products) with the Firestore emulator stalled. On the same servers as the heavy rows (the
 * render handler and the Express app of bench/api-servers.ts, reading the stack's Firestore), so
 * the healthy and the stalled figures compare. Not through Hosting: the Functions emulator starts
 * one Node worker per request in flight, each with an empty content snapshot, so 200 connections
 * there measure the emulator (and 200 processes on the machine), not the snapshot.
 *
 * Bounded even when the servers hang: a request unanswered after REQUEST_TIMEOUT_S counts as a
 * timeout, and autocannon ends each run after its duration, open requests or not.
 */
import type autocannon from 'autocannon';
import { BROWSER_HEADERS, HEAVY, load, REQUEST_TIMEOUT_S, startApiServers, summarize } from './api';
import type { RunningStack } from './stack';

/** GETs per target before the stall: the snapshot is built and the code paths are warm. */
export const WARM_GETS = 3;

export interface ChaosRun {
  path: string;
  server: 'render' | 'api';
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
  connections: number;
  durationS: number;
  timeoutS: number;
  runs: ChaosRun[];
}

/** One autocannon result as a chaos row: autocannon's `errors` counts timeouts too, split here. */
export function chaosRun(path: string, server: ChaosRun['server'], r: autocannon.Result): ChaosRun {
  const { errors, ...figures } = summarize(r);
  return { path, server, ...figures, timeouts: r.timeouts, socketErrors: errors - r.timeouts };
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

/** Starts the servers, warms the product page and /api/products, stalls Firestore, loads each in turn, resumes. */
export async function benchChaos(stack: RunningStack, log: (line: string) => void, productPath: string | null): Promise<ChaosBench> {
  const servers = await startApiServers(stack, productPath ? [productPath] : []);
  try {
    const targets: [string, ChaosRun['server'], number][] = [...(productPath ? [[productPath, 'render', servers.renderPort] as [string, 'render', number]] : []), ['/api/products', 'api', servers.expressPort]];
    for (const [path, , port] of targets) await warm(`http://127.0.0.1:${port}${path}`);
    const runs = await whileFirestoreStalled(stack, async () => {
      const measured: ChaosRun[] = [];
      for (const [path, server, port] of targets) {
        log(`${path} with Firestore stalled: ${HEAVY.connections} connections for ${HEAVY.durationS} s…`);
        measured.push(chaosRun(path, server, await load(`http://127.0.0.1:${port}${path}`, HEAVY.durationS, HEAVY.connections, BROWSER_HEADERS)));
      }
      return measured;
    });
    return { connections: HEAVY.connections, durationS: HEAVY.durationS, timeoutS: REQUEST_TIMEOUT_S, runs };
  } finally {
    await servers.stop();
  }
}
