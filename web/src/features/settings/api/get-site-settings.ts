import type { SiteSettingsDoc } from '@rms/schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { NOT_EMBEDDED } from '@/lib/embedded-queries';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';

/** GET /api/settings/site: the company's facts, validated by the shared schema. */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsDoc> {
  return apiRequest({ operation: 'getSiteSettings', path: '/api/settings/site', schema: () => loadSchemas().then((m) => m.SiteSettingsDocSchema), signal });
}

/**
 * The settings, whole: the admin's settings screen reads them. Visitors' screens read the two views
 * below (a page embeds what it shows), made from them; their keys start with this one, so
 * invalidating it refreshes them too. Never embedded in a page.
 */
export function getSiteSettingsQueryOptions() {
  return queryOptions({ queryKey: ['settings', 'site'] as const, queryFn: ({ signal }) => getSiteSettings(signal), meta: NOT_EMBEDDED });
}

/** The people and partners, and the texts only staff and the server use (receipts, quotes): never in the facts view. */
const NOT_FACTS = ['team', 'partners', 'membership', 'receiptSubject', 'receiptIntro', 'orgNumber', 'quoteTerms'] as const;
/** The company's facts, hours, map, privacy and page fields: what every page's footer and head use. */
export type SiteFacts = Omit<SiteSettingsDoc, (typeof NOT_FACTS)[number]>;
/** The people and partners: only /om and /kontakt show them. */
export type SitePeople = Pick<SiteSettingsDoc, 'team' | 'partners' | 'membership'>;

const wholeSettings = (client: QueryClient) => client.fetchQuery(getSiteSettingsQueryOptions());

/**
 * The facts view of the settings: every page embeds it in its HTML, so it leaves out what no
 * visitor screen shows (the quote terms alone are half a kilobyte, gzip, on every page).
 */
export function siteFacts(settings: SiteSettingsDoc): SiteFacts {
  const facts: Partial<SiteSettingsDoc> = { ...settings };
  for (const key of NOT_FACTS) delete facts[key];
  return facts as SiteFacts;
}

/** Embedded in every page (the root route's handle). */
export function getSiteFactsQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'site', { view: 'facts' }] as const,
    // The whole list's query retries; a view made from it does not again (that would multiply the waits).
    retry: false,
    queryFn: async ({ client }): Promise<SiteFacts> => {
      return siteFacts(await wholeSettings(client));
    },
  });
}

export function getSitePeopleQueryOptions() {
  return queryOptions({
    queryKey: ['settings', 'site', { view: 'people' }] as const,
    // The whole list's query retries; a view made from it does not again (that would multiply the waits).
    retry: false,
    queryFn: async ({ client }): Promise<SitePeople> => {
      const { team, partners, membership } = await wholeSettings(client);
      return { team, partners, membership };
    },
  });
}

/** The footer, the heads and the pages read the facts; pending only on a screen the browser rendered itself. */
export function useSiteSettings() {
  return useQuery(getSiteFactsQueryOptions());
}

/** The team and partners: embedded on /om and /kontakt, else loaded while the previous screen stays up. */
export function useSitePeople() {
  return useQueryWhileNavigating(getSitePeopleQueryOptions());
}
