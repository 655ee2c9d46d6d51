import type { NextFunction, Request, Response } from 'express';
import type { ApiErrorBody } from '@rms/schema';
import { AppError } from '../errors';

/** Last middleware: every failure becomes `{error: {code, message, issues?}}`; never a stack trace. */
export function errorHandler(err: unknown, req: Request, res: Response, _next: NextFunction) {
  let body: ApiErrorBody;
  let status: number;
  if (err instanceof AppError) {
    status = err.status;
    body = { error: { code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) } };
  } else if (isBodyParserError(err)) {
    if (err.type === 'entity.too.large') {
      status = 413;
      body = { error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } };
    } else {
      status = 400;
      body = { error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } };
    }
  } else {
    status = 500;
    console.error(`[api] ${req.method} ${req.originalUrl} failed:`, err);
    body = { error: { code: 'INTERNAL', message: 'Internal server error' } };
  }
  res.status(status).set('Cache-Control', 'no-store').json(body);
}

function isBodyParserError(err: unknown): err is { type: string } {
  return typeof err === 'object' && err !== null && typeof (err as { type?: unknown }).type === 'string' && 'status' in err;
}
