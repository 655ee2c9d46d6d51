/**
 * Deadlines: no call to a dependency and no request may wait for ever. A timed-out
 * call is abandoned, not cancelled: Firestore may still apply a write that arrives late, which is
 * why every write that can be retried carries an id chosen before the first try.
 */

export class TimeoutError extends Error {
  constructor(
    readonly ms: number,
    what = '',
  ) {
    super(`${what ? `${what}: ` : ''}No answer within ${ms} ms`);
    this.name = 'TimeoutError';
  }
}

/** Resolves or rejects like `promise`, but rejects with TimeoutError after `ms`. */
export function withTimeout<T>(promise: Promise<T>, ms: number, what = ''): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(ms, what)), ms);
  });
  // A late rejection of the abandoned call must not become an unhandled rejection.
  promise.catch(() => {});
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
