import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@rms/schema';
import { AppError } from '../errors';
import { HTTP_STATUS } from './http-status';

/** Last middleware: every failure becomes `{error: {code, message, issues?}}`; never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  let body: ApiErrorBody;
  if (err instanceof AppError) {
    body = { error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) } };
  } else if (isBodyParserError(err)) {
    body =
      err.type === 'entity.too.large'
        ? { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } }
        : { error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } };
  } else {
    console.error(`[api] ${req.method} ${req.originalUrl} failed:`, err);
    body = { error: { code: 'INTERNAL', message: 'Internal server error' } };
  }
  res.status(HTTP_STATUS[body.error.code]).set('Cache-Control', 'no-store').json(body);
}

function isBodyParserError(err: unknown): err is { type: string } {
  return typeof err === 'object' && err !== null && typeof (err as { type?: unknown }).type === 'string' && 'status' in err;
}
