import { ContentAtQuerySchema, isStaff } from '@rms/schema';
import type { Request } from 'express';
import type { AppDeps } from '../app-deps';
import { ForbiddenError } from '../errors';
import { parse } from '../middleware/validate';

/**
 * The instant (ms) a content list is asked for with `?at=`, or undefined for now. Only staff may
 * look ahead: to anyone else `at` is a 403, whatever its value, so no visitor learns what is scheduled.
 */
export function contentAt(req: Request): number | undefined {
  if (req.query.at === undefined) return undefined;
  if (!isStaff(req.user)) throw new ForbiddenError('Only staff may see the content at another time (at)');
  const { at } = parse(ContentAtQuerySchema, req.query, 'Query');
  return at === undefined ? undefined : Date.parse(at);
}

/** The app's clock (ms): what visitors see without the snapshot is decided by it, as with it (decision 134). */
export function nowMs(deps: Pick<AppDeps, 'clock'>): number {
  return (deps.clock?.() ?? new Date()).getTime();
}
