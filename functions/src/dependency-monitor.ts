import { TimeoutError } from './deadline';
import { UnavailableError } from './errors';

/**
 * What the site's own calls to each dependency met lately: the last call's latency, whether it
 * failed because the dependency is down, and since when it has been slow or failing. System
 * Status reads it; dependency-deadlines.ts records every call into it.
 */

export type Dependency = 'firestore' | 'storage' | 'mail' | 'auth';

/** A call slower than this makes its dependency "degraded". */
export const SLOW_CALL_MS = 1500;
/** What the monitor saw longer ago than this says nothing about now. */
export const OBSERVATION_TTL_MS = 5 * 60 * 1000;

export interface DependencyState {
  dependency: Dependency;
  status: 'healthy' | 'degraded' | 'unhealthy';
  /** Duration of the last call (ms); a timed-out call counts its deadline. */
  lastLatencyMs: number;
  lastCallAt: string;
  /** When the current run of slow or failing calls began; null while healthy. */
  since: string | null;
  lastError: string | null;
}

/** gRPC codes that mean the service itself is in trouble, not that the request was wrong. */
const OUTAGE_GRPC_CODES = new Set([2, 4, 8, 13, 14]);
const NETWORK_ERROR = /ECONNREFUSED|ECONNRESET|ETIMEDOUT|EAI_AGAIN|ENOTFOUND|socket hang up|network|unavailable/i;

/**
 * Whether a failed call says the dependency is down or slow. A refused token, a missing document
 * or a domain error (a 409 thrown inside a transaction) is an answer from a working service.
 */
export function isOutage(dependency: Dependency, e: unknown): boolean {
  if (e instanceof TimeoutError) return true;
  if (e instanceof UnavailableError) return true;
  if (e instanceof Error && 'code' in e) {
    const code = (e as { code: unknown }).code;
    if (typeof code === 'number') return OUTAGE_GRPC_CODES.has(code);
    if (typeof code === 'string' && dependency === 'auth') return /internal-error|network-request-failed/.test(code);
  }
  if (dependency === 'mail') return !(e instanceof Error && e.name === 'MailNotConfiguredError');
  return e instanceof Error && NETWORK_ERROR.test(e.message);
}

interface Observation {
  latencyMs: number;
  at: number;
  failed: boolean;
  error: string | null;
  since: number | null;
}

/** The last call of each dependency and since when it has been slow or failing. One per app instance. */
export class DependencyMonitor {
  private readonly seen = new Map<Dependency, Observation>();

  constructor(private readonly now: () => number = Date.now) {}

  record(dependency: Dependency, latencyMs: number, error?: unknown): void {
    const at = this.now();
    const failed = error !== undefined && isOutage(dependency, error);
    const troubled = failed || latencyMs > SLOW_CALL_MS;
    const before = this.seen.get(dependency);
    const since = troubled ? (before?.since ?? at) : null;
    this.seen.set(dependency, { latencyMs, at, failed, error: failed ? errorText(error) : null, since });
  }

  /** Recent observations only; a dependency not called lately is not reported. */
  states(): DependencyState[] {
    const now = this.now();
    return [...this.seen]
      .filter(([, o]) => now - o.at <= OBSERVATION_TTL_MS)
      .map(([dependency, o]) => ({
        dependency,
        status: o.failed ? 'unhealthy' : o.latencyMs > SLOW_CALL_MS ? 'degraded' : 'healthy',
        lastLatencyMs: o.latencyMs,
        lastCallAt: new Date(o.at).toISOString(),
        since: o.since === null ? null : new Date(o.since).toISOString(),
        lastError: o.error,
      }));
  }
}

function errorText(e: unknown): string {
  return (e instanceof Error ? e.message : String(e)).slice(0, 300);
}
