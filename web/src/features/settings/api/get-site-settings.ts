import type { SiteSettingsDoc } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** GET /api/settings/site: the company's facts, validated by the shared schema. */
export function getSiteSettings(signal?: AbortSignal): Promise<SiteSettingsDoc> {
  return apiRequest({ operation: 'getSiteSettings', path: '/api/settings/site', schema: () => loadSchemas().then((m) => m.SiteSettingsDocSchema), signal });
}

/**
 * The one way to read the settings: the footer, the about and contact pages, the maps and the
 * business JSON-LD use it, and the server renderer prefetches it for every page.
 */
export function getSiteSettingsQueryOptions() {
  return queryOptions({ queryKey: ['settings', 'site'] as const, queryFn: ({ signal }) => getSiteSettings(signal) });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}
