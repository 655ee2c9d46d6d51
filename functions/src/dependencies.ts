import type { AppDeps } from './app-deps';
import { TimeoutError, withTimeout } from './deadline';
import { UnavailableError } from './errors';
import type { Repositories } from './repositories';

/**
 * Every call through a port (repositories, blob store, mailer, token verifier) gets a deadline and
 * is timed, so a stalled dependency becomes a clear error within seconds instead of a request that
 * hangs until the function's timeout, and System Status can say which dependency is slow or failing
 * and since when (issue #28). createApp wraps whatever ports it is handed, so a test's fault
 * injected into a port meets the same deadlines as production.
 */

export type Dependency = 'firestore' | 'storage' | 'mail' | 'auth';

/** How long one call may take. A transaction or batch commit writes many documents, so it gets longer. */
export interface Deadlines {
  firestore: number;
  firestoreCommit: number;
  storage: number;
  mail: number;
  auth: number;
}

export const DEFAULT_DEADLINES: Deadlines = { firestore: 5000, firestoreCommit: 20_000, storage: 20_000, mail: 10_000, auth: 5000 };

/** A call slower than this makes its dependency "degraded". */
export const SLOW_CALL_MS = 1500;
/** What the monitor saw longer ago than this says nothing about now. */
export const OBSERVATION_TTL_MS = 5 * 60 * 1000;

const NORWEGIAN_NAMES: Record<Dependency, string> = { firestore: 'Databasen', storage: 'Fillageret', mail: 'E-posttjenesten', auth: 'Innloggingstjenesten' };

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

type Call = <T>(what: string, work: () => Promise<T>) => Promise<T>;

/** Runs one call under `ms`, records it, and turns a time-out into a 503 that names the dependency. */
function deadlineCall(dependency: Dependency, ms: number, monitor: DependencyMonitor): Call {
  return async (what, work) => {
    const started = performance.now();
    try {
      const result = await withTimeout(Promise.resolve().then(work), ms, `${dependency} ${what}`);
      monitor.record(dependency, Math.round(performance.now() - started));
      return result;
    } catch (e) {
      monitor.record(dependency, Math.round(performance.now() - started), e);
      if (e instanceof TimeoutError) {
        console.error(`[deps] ${dependency} ${what} gave no answer within ${ms} ms`);
        throw new UnavailableError(`${NORWEGIAN_NAMES[dependency]} svarte ikke i tide. Prøv igjen om litt.`);
      }
      throw e;
    }
  };
}

const isThenable = (v: unknown): v is Promise<unknown> => typeof (v as { then?: unknown } | null)?.then === 'function';

/** The same object, with every method that returns a promise run through `call`; other members as they are. */
function guardObject<T extends object>(target: T, call: Call): T {
  return new Proxy(target, {
    get(t, prop) {
      const value: unknown = Reflect.get(t, prop, t);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result: unknown = (value as (...a: unknown[]) => unknown).apply(t, args);
        return isThenable(result) ? call(String(prop), () => result) : result;
      };
    },
  });
}

/** Every repository method, each transaction and each batch commit under a deadline. */
export function guardRepositories(repos: Repositories, monitor: DependencyMonitor, deadlines: Deadlines = DEFAULT_DEADLINES): Repositories {
  const call = deadlineCall('firestore', deadlines.firestore, monitor);
  const commit = deadlineCall('firestore', deadlines.firestoreCommit, monitor);
  const guarded = Object.fromEntries(Object.entries(repos).map(([name, value]) => [name, typeof value === 'object' && value !== null ? guardObject(value, call) : value]));
  return {
    ...(guarded as unknown as Repositories),
    transaction: (work) => commit('transaction', () => repos.transaction(work)),
    batch: () => guardObject(repos.batch(), commit),
  };
}

const guardedDeps = new WeakSet<AppDeps>();

/** The app's ports with deadlines; the monitor that System Status reads is returned with them. Guarding twice changes nothing. */
export function guardDeps(deps: AppDeps): AppDeps & { monitor: DependencyMonitor } {
  if (guardedDeps.has(deps) && deps.monitor) return deps as AppDeps & { monitor: DependencyMonitor };
  const monitor = deps.monitor ?? new DependencyMonitor();
  const deadlines = { ...DEFAULT_DEADLINES, ...deps.deadlines };
  const repos = guardRepositories(deps.repos, monitor, deadlines);
  const guarded = {
    ...deps,
    monitor,
    repos,
    // A backstop only: roles read through guarded repositories (deps.ts) and use a recent role when that read fails.
    roles: guardObject(deps.roles, deadlineCall('firestore', deadlines.firestore + 1000, monitor)),
    blobs: guardObject(deps.blobs, deadlineCall('storage', deadlines.storage, monitor)),
    mailer: guardObject(deps.mailer, deadlineCall('mail', deadlines.mail, monitor)),
    verifier: guardObject(deps.verifier, deadlineCall('auth', deadlines.auth, monitor)),
    accounts: guardObject(deps.accounts, deadlineCall('auth', deadlines.auth, monitor)),
  };
  guardedDeps.add(guarded);
  return guarded;
}
