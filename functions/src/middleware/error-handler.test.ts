import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import {
  BusyError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  PayloadTooLargeError,
  RateLimitedError,
  UnauthenticatedError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../errors';
import { errorHandler } from './error-handler';

function answer(err: unknown): { status: number; body: unknown } {
  const sent = { status: 0, body: undefined as unknown };
  const res = {
    status(code: number) {
      sent.status = code;
      return res;
    },
    set: () => res,
    vary: () => res,
    getHeader: () => undefined,
    json(body: unknown) {
      sent.body = body;
      return res;
    },
  } as unknown as Response;
  errorHandler(err, { method: 'GET', originalUrl: '/x', headers: {} } as Request, res, () => {});
  return sent;
}

describe('errorHandler', () => {
  it.each([
    [new ValidationError('bad', [{ path: 'title', message: 'required' }]), 400, 'VALIDATION_FAILED'],
    [new UnauthenticatedError(), 401, 'UNAUTHENTICATED'],
    [new ForbiddenError(), 403, 'FORBIDDEN'],
    [new NotFoundError(), 404, 'NOT_FOUND'],
    [new ConflictError('stale'), 409, 'CONFLICT'],
    [new PayloadTooLargeError(), 413, 'PAYLOAD_TOO_LARGE'],
    [new UnsupportedMediaTypeError(), 415, 'UNSUPPORTED_MEDIA_TYPE'],
    [new RateLimitedError('slow down'), 429, 'RATE_LIMITED'],
    [new BusyError('later', 5), 503, 'BUSY'],
  ])('answers the domain error %o with its status from the one table', (err, status, code) => {
    const sent = answer(err);
    expect(sent.status).toBe(status);
    expect(sent.body).toMatchObject({ error: { code, message: err.message } });
  });

  it('keeps the issues of a validation error', () => {
    expect(answer(new ValidationError('bad', [{ path: 'title', message: 'required' }])).body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: 'bad', issues: [{ path: 'title', message: 'required' }] },
    });
  });

  it('answers body-parser failures as 413 and 400 without a domain error', () => {
    expect(answer({ type: 'entity.too.large', status: 413 })).toMatchObject({ status: 413, body: { error: { code: 'PAYLOAD_TOO_LARGE' } } });
    expect(answer({ type: 'entity.parse.failed', status: 400 })).toMatchObject({ status: 400, body: { error: { code: 'MALFORMED_JSON' } } });
  });
});
