import { useQuery, useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { use } from 'react';
import { trackSettled } from './settled-promise';

/** One promise per query while it first loads: `use` must see the same promise on every render. */
const firstLoads = new WeakMap<object, Promise<void>>();

/** A promise marked settled in the fields `use()` reads, so it returns at once. */
const NOTHING_TO_WAIT_FOR = Object.assign(Promise.resolve(), { status: 'fulfilled', value: undefined });

/**
 * The promise `use` waits on for this query: its first load's (started now if the query has nothing
 * yet and may load), kept for good once settled, as React wants the same promise when it retries a
 * suspended render; nothing to wait for when the data was there from the start.
 */
function waitFor(client: QueryClient, options: UseQueryOptions<never, Error, unknown, QueryKey>, pending: boolean): Promise<void> {
  const query = client.getQueryCache().build(client, client.defaultQueryOptions(options));
  let loading = firstLoads.get(query);
  if (!loading && pending) {
    // Settles either way: a failed load is the component's to show (its query is then in error).
    const promise = trackSettled(
      client.fetchQuery(options).then(
        () => undefined,
        () => undefined,
      ),
    );
    firstLoads.set(query, promise);
    loading = promise;
  }
  return loading ?? NOTHING_TO_WAIT_FOR;
}

/**
 * `useQuery`, except that a query with nothing to show yet suspends the render instead of answering
 * "pending". Navigations are transitions (lib/router-history.tsx), so React keeps the previous
 * screen until the data is there: on a fast line the visitor never sees a loading state. Data the
 * page already holds (embedded in its HTML, or loaded before) shows at once, with no request.
 * An error does not throw: the component sees `isError`, as with `useQuery`.
 */
export function useQueryWhileNavigating<TQueryFnData, TKey extends QueryKey, TData = TQueryFnData>(options: UseQueryOptions<TQueryFnData, Error, TData, TKey>) {
  const client = useQueryClient();
  const result = useQuery(options);
  use(waitFor(client, options as unknown as UseQueryOptions<never, Error, unknown, QueryKey>, result.isPending && options.enabled !== false));
  return result;
}
