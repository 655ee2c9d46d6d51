import { CampaignDeleteResultSchema, CampaignListSchema, CampaignSchema, type Campaign, type CampaignInputValues } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/**
 * GET /api/campaigns as staff: every campaign. Its own key under ['campaigns'], so a visitor's list
 * cached before signing in is never taken for it, and invalidating ['campaigns'] refreshes both.
 */
export function getAdminCampaignsQueryOptions() {
  return queryOptions({
    queryKey: ['campaigns', 'admin'] as const,
    queryFn: ({ signal }) => apiRequest({ operation: 'listCampaigns', path: '/api/campaigns', schema: CampaignListSchema, signal }),
  });
}

export const useAdminCampaigns = () => useQuery(getAdminCampaignsQueryOptions());

/** POST /api/campaigns. */
export function createCampaign(input: CampaignInputValues): Promise<Campaign> {
  return apiRequest({ operation: 'createCampaign', path: '/api/campaigns', method: 'POST', body: input, schema: CampaignSchema });
}

/** PUT /api/campaigns/{id}: `modified_at` is the one the screen read (409 when it changed since). */
export function updateCampaign(id: string, input: CampaignInputValues): Promise<Campaign> {
  return apiRequest({ operation: 'updateCampaign', path: `/api/campaigns/${encodeURIComponent(id)}`, method: 'PUT', body: input, schema: CampaignSchema });
}

/** DELETE /api/campaigns/{id}. */
export function deleteCampaign(id: string): Promise<{ deleted: string[] }> {
  return apiRequest({ operation: 'deleteCampaign', path: `/api/campaigns/${encodeURIComponent(id)}`, method: 'DELETE', schema: CampaignDeleteResultSchema });
}
