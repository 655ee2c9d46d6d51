import type { ErrorCode } from '@rms/schema';

/** The one place an error becomes an HTTP status (decision 082); services never pick one. */
export const HTTP_STATUS: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  MALFORMED_JSON: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  UNPROCESSABLE: 422,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  GONE: 410,
  BUSY: 503,
  UNAVAILABLE: 503,
  INTERNAL: 500,
};
