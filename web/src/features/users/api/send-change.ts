import { z } from 'zod';
import { apiRequest, isApiError } from '@/lib/api-client';

/**
 * A change through the users API. The screen reads no answer from these routes (the list is asked
 * again after each), so any 2xx counts as done, an empty 204 included; failures are the ApiError
 * every request throws (a 409 carries the server's Norwegian message).
 */
export async function sendChange(operation: string, path: string, method: 'PATCH' | 'DELETE', body?: unknown): Promise<unknown> {
  try {
    return await apiRequest({ operation, path, method, body, schema: z.unknown() });
  } catch (e) {
    if (isApiError(e) && e.code === 'NO_DATA') return null;
    throw e;
  }
}
