import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** GET /api/maps/key: an empty key means no map (a key failure leaves the map blank). */
export async function getMapsKey(signal?: AbortSignal): Promise<string> {
  const { key } = await apiRequest({ operation: 'getMapsKey', path: '/api/maps/key', schema: () => loadSchemas().then((m) => m.MapsKeySchema), signal });
  return key;
}

export function getMapsKeyQueryOptions() {
  return queryOptions({ queryKey: ['maps-key'] as const, queryFn: ({ signal }) => getMapsKey(signal), retry: false, staleTime: Infinity });
}

export function useMapsKey() {
  return useQuery(getMapsKeyQueryOptions());
}
