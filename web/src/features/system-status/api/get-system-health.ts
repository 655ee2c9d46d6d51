import { SystemHealthSchema, type SystemHealth } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** Health queries retry once after 1 s. */
export const HEALTH_RETRY_DELAY_MS = 1000;

/** GET /api/health: every service's result (always 200; the body says what is wrong). */
export function getSystemHealth(signal?: AbortSignal): Promise<SystemHealth> {
  return apiRequest({ operation: 'getSystemHealth', path: '/api/health', schema: SystemHealthSchema, signal });
}

export function getSystemHealthQueryOptions() {
  return queryOptions({
    queryKey: ['health'] as const,
    queryFn: ({ signal }) => getSystemHealth(signal),
    retry: 1,
    retryDelay: HEALTH_RETRY_DELAY_MS,
    // Health is a live reading: never served from the 5-minute cache.
    staleTime: 0,
  });
}

export function useSystemHealth() {
  return useQuery(getSystemHealthQueryOptions());
}
