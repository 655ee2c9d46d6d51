import { defaultShouldDehydrateQuery, dehydrate, type Query, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A query a server-rendered page never embeds: data the page is made from but does not
 * show as such, e.g. the whole product tree, of which the page embeds only its views.
 */
export const NOT_EMBEDDED = { embed: false } as const;

/**
 * A list a page's views are made from, embedded only while it is empty (a few bytes): the app then
 * knows every other page's view is empty too, with no request (e.g. no campaign runs anywhere).
 */
export const EMBEDDED_WHEN_EMPTY = { embed: 'when-empty' } as const;

/** What the server renderer embeds of a page's queries: the loaded ones, unless marked NOT_EMBEDDED (or EMBEDDED_WHEN_EMPTY and not empty). */
export function shouldEmbed(query: Query): boolean {
  const embed = query.meta?.['embed'];
  if (embed === 'when-empty') return defaultShouldDehydrateQuery(query) && Array.isArray(query.state.data) && query.state.data.length === 0;
  return defaultShouldDehydrateQuery(query) && embed !== false;
}

/**
 * What a rendered page carries of its queries: each embedded query's key and data, and nothing of
 * TanStack's bookkeeping (its error counters, timestamps and hashes were 140 bytes of a page's
 * compressed HTML, which the browser sets up itself).
 */
export type EmbeddedQueries = [QueryKey, unknown][];

/** The JSON in a rendered page's `#rms-data` element. */
export interface EmbeddedData {
  queries: EmbeddedQueries;
}

/** The server's side: the page's queries to embed (see shouldEmbed). */
export function embeddedQueries(client: QueryClient): EmbeddedQueries {
  return dehydrate(client, { shouldDehydrateQuery: shouldEmbed }).queries.map((query) => [query.queryKey, query.state.data]);
}

/** The browser's side: the embedded queries in the cache, as fresh as the HTML that carried them. */
export function fillFromEmbedded(client: QueryClient, queries: EmbeddedQueries): void {
  for (const [key, data] of queries) client.setQueryData(key, data);
}
