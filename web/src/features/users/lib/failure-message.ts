import { isApiError, unavailableMessage } from '@/lib/api-client';

/**
 * What a refused change says: a 409 (the last administrator cannot lose access) carries the
 * server's own Norwegian message, shown as it is, and so does a 503 (the server could not check
 * the administrator's own role, or a dependency did not answer); anything else gets `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status === 409) return error.message;
  return unavailableMessage(error) ?? fallback;
}
