import { TimeoutError, withTimeout } from './deadline';
import type { BlobStore } from './adapters/blob-store';
import type { Mailer } from './adapters/mailer';
import { DependencyMonitor, type Dependency } from './dependency-monitor';
import { UnavailableError } from './errors';
import type { Repositories } from './repositories';
import type { RoleStore } from './services/access/roles';
import type { AccountAdmin } from './services/access/accounts';
import type { TokenVerifier } from './services/access/users';

/**
 * Every call through a port (repositories, blob store, mailer, token verifier) gets a deadline and
 * is timed, so a stalled dependency becomes a clear error within seconds instead of a request that
 * hangs until the function's timeout, and System Status can say which dependency is slow or failing
 * and since when. createApp wraps whatever ports it is handed, so a test's fault
 * injected into a port meets the same deadlines as production.
 */

/** How long one call may take. A transaction or batch commit writes many documents, so it gets longer. */
export interface Deadlines {
  firestore: number;
  firestoreCommit: number;
  storage: number;
  mail: number;
  auth: number;
}

export const DEFAULT_DEADLINES: Deadlines = { firestore: 5000, firestoreCommit: 20_000, storage: 20_000, mail: 10_000, auth: 5000 };

const NORWEGIAN_NAMES: Record<Dependency, string> = { firestore: 'Databasen', storage: 'Fillageret', mail: 'E-posttjenesten', auth: 'Innloggingstjenesten' };

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

/** The ports guardDeps puts under deadlines (AppDeps has them all), with the monitor and deadlines a test may hand in. */
export interface GuardablePorts {
  repos: Repositories;
  roles: RoleStore;
  blobs: BlobStore;
  mailer: Mailer;
  verifier: TokenVerifier;
  accounts: AccountAdmin;
  monitor?: DependencyMonitor | undefined;
  deadlines?: Partial<Deadlines> | undefined;
}

const guardedDeps = new WeakSet<GuardablePorts>();

/** The app's ports with deadlines; the monitor that System Status reads is returned with them. Guarding twice changes nothing. */
export function guardDeps<D extends GuardablePorts>(deps: D): D & { monitor: DependencyMonitor } {
  if (guardedDeps.has(deps) && deps.monitor) return deps as D & { monitor: DependencyMonitor };
  const monitor = deps.monitor ?? new DependencyMonitor();
  const deadlines = { ...DEFAULT_DEADLINES, ...deps.deadlines };
  const repos = guardRepositories(deps.repos, monitor, deadlines);
  const guarded = {
    ...deps,
    monitor,
    repos,
    // A backstop only: roles read through guarded repositories (production-deps.ts); a read that fails leaves the role unknown and guarded routes answer 503.
    roles: guardObject(deps.roles, deadlineCall('firestore', deadlines.firestore + 1000, monitor)),
    blobs: guardObject(deps.blobs, deadlineCall('storage', deadlines.storage, monitor)),
    mailer: guardObject(deps.mailer, deadlineCall('mail', deadlines.mail, monitor)),
    verifier: guardObject(deps.verifier, deadlineCall('auth', deadlines.auth, monitor)),
    accounts: guardObject(deps.accounts, deadlineCall('auth', deadlines.auth, monitor)),
  };
  guardedDeps.add(guarded);
  return guarded;
}
