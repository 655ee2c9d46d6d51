import { defaultShouldDehydrateQuery, type Query } from '@tanstack/react-query';

/**
 * A query a server-rendered page never embeds (issue #27): data the page is made from but does not
 * show as such, e.g. the whole product tree, of which the page embeds only its views.
 */
export const NOT_EMBEDDED = { embed: false } as const;

/** What the server renderer embeds of a page's queries: the loaded ones, unless marked NOT_EMBEDDED. */
export function shouldEmbed(query: Query): boolean {
  return defaultShouldDehydrateQuery(query) && query.meta?.['embed'] !== false;
}
