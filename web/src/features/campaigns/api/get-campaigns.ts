import type { Campaign } from '@rms/schema';
import { campaignFor, runningCampaigns } from '@rms/schema/campaign-time';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { EMBEDDED_WHEN_EMPTY } from '@/lib/embedded-queries';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';
import { viewTime } from '@/lib/view-time';

/** What a page shows of its campaign (and embeds): no times, placements or bookkeeping. */
export type CampaignView = Pick<Campaign, 'id' | 'title' | 'text' | 'imageId' | 'link'>;

function campaignView({ id, title, text, imageId, link }: Campaign): CampaignView {
  return { id, title, text, imageId, link };
}

/** GET /api/campaigns: the running ones for visitors; every campaign for staff. */
export function getCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return apiRequest({ operation: 'getCampaigns', path: '/api/campaigns', schema: () => loadSchemas().then((m) => m.CampaignListSchema), signal });
}

/**
 * The whole list: the pages' views below are made from it. Its key, ['campaigns'], is the prefix of
 * every campaign query, so invalidating it refreshes them all. A page embeds the one campaign it
 * shows, and the list only while it is empty: then moving to another page needs no request for it.
 */
export function getCampaignsQueryOptions() {
  return queryOptions({ queryKey: ['campaigns'] as const, queryFn: ({ signal }) => getCampaigns(signal), meta: EMBEDDED_WHEN_EMPTY });
}

/**
 * The campaign a page shows, or null: the home page (`ancestry` null), or a product node's page
 * (`ancestry` its id and its ancestors'). Filtered by time here too: a signed-in staff member's list
 * holds drafts and past campaigns (and in the admin's 'Fram i tid' the time is the one staff chose).
 */
export function getPageCampaignQueryOptions(ancestry: readonly string[] | null) {
  return queryOptions({
    queryKey: ['campaigns', { place: ancestry === null ? 'home' : ancestry.join('/') }] as const,
    retry: false,
    queryFn: async ({ client }): Promise<CampaignView | null> => {
      const shown = campaignFor(runningCampaigns(await client.fetchQuery(getCampaignsQueryOptions()), viewTime()), ancestry);
      return shown ? campaignView(shown) : null;
    },
  });
}

/** The page's campaign: the one the page's HTML carried at once, else loaded while the previous screen stays up. */
export const usePageCampaign = (ancestry: readonly string[] | null, enabled = true) => useQueryWhileNavigating({ ...getPageCampaignQueryOptions(ancestry), enabled });
