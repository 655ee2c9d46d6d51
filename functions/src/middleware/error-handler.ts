import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@rms/schema';
import { AppError, BusyError, GoneError, UnavailableError } from '../errors';
import { HTTP_STATUS } from './http-status';
import { keyInPath, loggedPath } from './logged-path';

/** Last middleware: every failure becomes `{error: {code, message, issues?}}`; never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  // The request's deadline (middleware/request-deadline.ts) may have answered already; the late failure is only logged.
  if (res.headersSent) {
    console.warn(`[api] ${req.method} ${loggedPath(req.baseUrl + req.path)} failed after its answer was sent: ${err instanceof Error ? err.message : String(err)}`);
    return;
  }
  let body: ApiErrorBody;
  if (err instanceof AppError) {
    body = { error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}), ...(err instanceof GoneError ? { details: err.details } : {}) } };
    if (err instanceof BusyError || err instanceof UnavailableError) res.set('Retry-After', String(err.retryAfterSeconds));
  } else if (isBodyParserError(err)) {
    body =
      err.type === 'entity.too.large'
        ? { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } }
        : { error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } };
  } else {
    console.error(`[api] ${req.method} ${loggedPath(req.originalUrl)} failed:`, err);
    body = { error: { code: 'INTERNAL', message: 'Internal server error' } };
  }
  const status = HTTP_STATUS[body.error.code];
  res.status(status).set('Cache-Control', cacheControlOf(req, res, status)).vary('Authorization').json(body);
}

/** How long the CDN and browsers may keep a public miss (404, or a 400 for a query that never changes meaning). */
export const PUBLIC_MISS_MAX_AGE_S = 60;

/**
 * A public GET that misses answers the same for a while: cacheable briefly, so repeated misses
 * (random ids, refused /optimize queries) are answered by the CDN instead of the function.
 * Anything asked with a token, and every other error, is never cached.
 */
function cacheControlOf(req: Request, res: Response, status: number): string {
  // A route that said so before failing (a quote's private link) is never cached, its misses neither.
  if (res.getHeader('Cache-Control') === 'private, no-store') return 'private, no-store';
  // A booking's manage link, a calendar feed and a quote's link hold their key in the path: no cache may keep even their misses.
  if (keyInPath(req.originalUrl)) return 'no-store';
  const publicGet = (req.method === 'GET' || req.method === 'HEAD') && !req.headers.authorization;
  if (publicGet && (status === 404 || status === 400)) return `public, max-age=${PUBLIC_MISS_MAX_AGE_S}, s-maxage=${PUBLIC_MISS_MAX_AGE_S}`;
  return 'no-store';
}

function isBodyParserError(err: unknown): err is { type: string } {
  return typeof err === 'object' && err !== null && typeof (err as { type?: unknown }).type === 'string' && 'status' in err;
}
