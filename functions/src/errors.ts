import type { ApiIssue, ErrorCode } from '@rms/schema';
import type { z } from 'zod';

/**
 * The one error type services throw. It names what went wrong in the domain (`code`); the HTTP
 * status is chosen in one place, middleware/http-status.ts, when the error handler answers.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ApiIssue[],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, issues?: ApiIssue[]) {
    super('VALIDATION_FAILED', message, issues);
  }
}
export class UnauthenticatedError extends AppError {
  constructor(message = 'Authentication required') {
    super('UNAUTHENTICATED', message);
  }
}
export class ForbiddenError extends AppError {
  constructor(message = 'Administrator role required') {
    super('FORBIDDEN', message);
  }
}
export class NotFoundError extends AppError {
  constructor(message = 'Not found') {
    super('NOT_FOUND', message);
  }
}
export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', message);
  }
}
/** Well-formed input the site cannot serve (a postcode outside every area it drives to): 422. */
export class UnprocessableError extends AppError {
  constructor(message: string) {
    super('UNPROCESSABLE', message);
  }
}
export class PayloadTooLargeError extends AppError {
  constructor(message = 'Payload too large') {
    super('PAYLOAD_TOO_LARGE', message);
  }
}
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'Unsupported media type') {
    super('UNSUPPORTED_MEDIA_TYPE', message);
  }
}
/** Too much work queued right now: 503 with Retry-After, the client may simply ask again. */
export class BusyError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('BUSY', message);
  }
}
/**
 * A dependency (Firestore, Storage, mail, the Auth backend) failed or gave no answer in time:
 * 503 with Retry-After. The message is what the caller reads, so on visitor routes it is Norwegian.
 */
export class UnavailableError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds = 30,
  ) {
    super('UNAVAILABLE', message);
  }
}
/** Was there and is no more (an expired or replaced quote): 410, with `details` for the caller (decision 152). */
export class GoneError extends AppError {
  constructor(
    message: string,
    readonly details: Record<string, string> = {},
  ) {
    super('GONE', message);
  }
}
export class RateLimitedError extends AppError {
  constructor(message: string) {
    super('RATE_LIMITED', message);
  }
}

/** A zod failure as the API's issue list: each field's path and message. */
export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
}
