import type { Repositories } from '../functions/src/repositories';

/**
 * Faults injected through the ports the app already has: a port wrapped here behaves
 * like the real one until `fault.set(...)` makes every call that returns a promise hang, answer
 * late or fail. One switch per dependency, so a test can stall Firestore and leave Storage alone.
 */
export type FaultMode = { kind: 'none' } | { kind: 'hang' } | { kind: 'slow'; ms: number } | { kind: 'error'; message?: string };

export interface FaultSwitch {
  set(mode: FaultMode): void;
  readonly mode: FaultMode;
  /** Calls that met a fault (hung, late or failed). */
  readonly hits: number;
}

const hungCalls = new Set<(reason: Error) => void>();

/**
 * A call that never answers on its own. A worker runs several API test files in one process
 * (vitest.config.ts), so a hung call left behind would keep its deadline timer and fire it, with its
 * error log, in a later file:
 * test/api-setup.ts releases every hung call when its file ends, and the deadline timers go with them.
 */
export function hungCall<T>(): Promise<T> {
  const call = new Promise<T>((_resolve, reject) => {
    hungCalls.add(reject);
  });
  // Released after its file: nobody may be listening any more, and that is not an unhandled rejection.
  call.catch(() => {});
  return call;
}

/** Fails every hung call with one quiet error (after the file's last test, so no log is counted against it). */
export function releaseHungCalls(): void {
  for (const reject of hungCalls) reject(new Error('hung call released at the end of its test file'));
  hungCalls.clear();
}

export function faultSwitch(): FaultSwitch {
  let mode: FaultMode = { kind: 'none' };
  let hits = 0;
  return {
    set(next) {
      mode = next;
    },
    get mode() {
      return mode;
    },
    get hits() {
      return hits;
    },
    // Called by the wrapped ports.
    ...({
      apply<T>(call: () => Promise<T>): Promise<T> {
        const current = mode;
        if (current.kind === 'none') return call();
        hits++;
        if (current.kind === 'hang') return hungCall<T>();
        if (current.kind === 'error') return Promise.reject(Object.assign(new Error(current.message ?? '14 UNAVAILABLE: injected outage'), { code: 14 }));
        return new Promise<T>((resolve, reject) => setTimeout(() => call().then(resolve, reject), current.ms));
      },
    } as object),
  } as FaultSwitch;
}

function applyFault<T>(fault: FaultSwitch, call: () => Promise<T>): Promise<T> {
  return (fault as unknown as { apply: <R>(c: () => Promise<R>) => Promise<R> }).apply(call);
}

/** Methods of the ports that return promises without being declared async (Firestore's, firebase-admin Auth's). */
const PROMISE_METHODS = new Set(['commit', 'verifyIdToken', 'getUser']);

const returnsPromise = (method: { constructor: { name: string } }, prop: string | symbol) => method.constructor.name === 'AsyncFunction' || PROMISE_METHODS.has(String(prop));

/**
 * `target` with every promise-returning method passing through `fault`: a hung or failing call never
 * reaches the real service, a slow one does after its wait. Other members are the real ones.
 */
export function faulty<T extends object>(target: T, fault: FaultSwitch): T {
  return new Proxy(target, {
    get(t, prop) {
      const value: unknown = Reflect.get(t, prop, t);
      if (typeof value !== 'function') return value;
      const method = value as ((...a: unknown[]) => unknown) & { constructor: { name: string } };
      if (!returnsPromise(method, prop)) return method.bind(t);
      return (...args: unknown[]) => applyFault(fault, () => method.apply(t, args) as Promise<unknown>);
    },
  });
}

/** Every repository, each transaction and each batch commit through `fault`. */
export function faultyRepositories(repos: Repositories, fault: FaultSwitch): Repositories {
  const wrapped = Object.fromEntries(Object.entries(repos).map(([name, value]) => [name, typeof value === 'object' && value !== null ? faulty(value, fault) : value]));
  return {
    ...(wrapped as unknown as Repositories),
    transaction: (work) => applyFault(fault, () => repos.transaction(work)),
    batch: () => faulty(repos.batch(), fault),
  };
}
