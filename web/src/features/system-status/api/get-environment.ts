import { EnvironmentSchema, type EnvironmentInfo } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';

/** The environment is fresh for 300000 ms. */
export const ENVIRONMENT_STALE_TIME_MS = 300_000;

/**
 * GET /api/health/environment: the backend's environment and version. An empty answer is
 * 'No environment data received'; a failure is logged and development is assumed.
 */
export async function getEnvironment(signal?: AbortSignal): Promise<EnvironmentInfo> {
  try {
    return await apiRequest({ operation: 'getEnvironment', path: '/api/health/environment', schema: EnvironmentSchema, signal });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    console.warn(isApiError(e) && e.code === 'NO_DATA' ? 'No environment data received' : 'Environment fetch failed', e);
    return { environment: 'development' };
  }
}

export function getEnvironmentQueryOptions() {
  return queryOptions({ queryKey: ['environment'] as const, queryFn: ({ signal }) => getEnvironment(signal), staleTime: ENVIRONMENT_STALE_TIME_MS });
}

export function useEnvironment() {
  return useQuery(getEnvironmentQueryOptions());
}
