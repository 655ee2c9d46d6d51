/**
 * A promise that records how it settled, in the fields React's `use()` reads (`status`, `value`,
 * `reason`): given one that has settled, `use()` returns at once instead of suspending the render.
 */
export function trackSettled<T>(promise: Promise<T>): Promise<T> {
  const tracked: Promise<T> = promise.then(
    (value) => {
      Object.assign(tracked, { status: 'fulfilled', value });
      return value;
    },
    (reason: unknown) => {
      Object.assign(tracked, { status: 'rejected', reason });
      throw reason;
    },
  );
  return tracked;
}

/** Whether a promise made by `trackSettled` has settled. */
export const hasSettled = (promise: Promise<unknown> | undefined): boolean => promise !== undefined && 'status' in promise;
