import { ConflictError } from '../../errors';

/**
 * Optimistic concurrency: a write carries the `modified_at` it started from; when the
 * stored document has changed since, the write is refused with 409 CONFLICT and nothing is written.
 * A write without `modified_at` (a tool, an old client) is not checked.
 */
export function assertNotStale(what: string, stored: string | undefined, startedFrom: string | undefined): void {
  if (startedFrom === undefined || stored === undefined) return;
  const sent = Date.parse(startedFrom);
  const current = Date.parse(stored);
  if (Number.isFinite(current) && (!Number.isFinite(sent) || sent < current)) {
    throw new ConflictError(`${what} was changed by someone else at ${stored}; reload it and apply your change again`);
  }
}

/** The next `modified_at`: now, or one millisecond after the previous value if the clock has not passed it. */
export function nextModifiedAt(previous: string | undefined, now = Date.now()): string {
  const prev = previous === undefined ? Number.NaN : Date.parse(previous);
  return new Date(Number.isFinite(prev) && prev >= now ? prev + 1 : now).toISOString();
}
