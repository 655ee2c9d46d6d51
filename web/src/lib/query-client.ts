import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { isApiError } from './api-client';

/** Stale after 300 s, one retry, no refetch on window focus. */
export const QUERY_STALE_TIME_MS = 300_000;

export const queryDefaults: DefaultOptions = {
  queries: {
    staleTime: QUERY_STALE_TIME_MS,
    refetchOnWindowFocus: false,
    // One retry, except for answers that will not change by asking again (unknown id, bad request).
    retry: (failureCount, error) => failureCount < 1 && !(isApiError(error) && error.status >= 400 && error.status < 500),
  },
};

export function createQueryClient() {
  return new QueryClient({ defaultOptions: queryDefaults });
}

/**
 * Marks every query under `queryKey` stale after a change and asks the shown ones again. A read already
 * on its way may have left before the change: it is cancelled first. (TanStack Query hands a query
 * that has no answer yet the read in flight instead of a new one, so a search typed just before the
 * change would otherwise show the list from before it.)
 */
export async function refetchAfterChange(queryClient: QueryClient, queryKey: readonly unknown[]): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
