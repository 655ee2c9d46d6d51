import { isApiError } from '@/lib/api-client';

/**
 * What a refused change says: a 409 (the last administrator cannot lose access) carries the
 * server's own Norwegian message, shown as it is; anything else gets `fallback`.
 */
export function failureMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status === 409 ? error.message : fallback;
}
