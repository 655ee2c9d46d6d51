import { StatsSchema, type Stats, type StatsQuery } from '@rms/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/stats?from=&to=: the visit statistics of Norwegian calendar days, both included. */
export function getVisitStats(range: StatsQuery, signal?: AbortSignal): Promise<Stats> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiRequest({ operation: 'getStats', path: `/api/stats?${query}`, schema: StatsSchema, signal });
}

/** One range's statistics; ['stats'] alone matches every range. */
export function getVisitStatsQueryOptions(range: StatsQuery) {
  return queryOptions({ queryKey: ['stats', { from: range.from, to: range.to }] as const, queryFn: ({ signal }) => getVisitStats(range, signal) });
}

/** The panel keeps showing the previous range while the next one loads. */
export function useVisitStats(range: StatsQuery) {
  return useQuery({ ...getVisitStatsQueryOptions(range), placeholderData: keepPreviousData });
}
