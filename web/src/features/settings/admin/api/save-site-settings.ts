import { SiteSettingsDocSchema, UploadedImageSchema, type SettingsImageSlot, type SiteSettings, type SiteSettingsDoc, type UploadedImage } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { getSiteSettingsQueryOptions } from '@/features/settings/api/get-site-settings';

/** PUT /api/settings/site with the `modified_at` the edit started from (409 when someone saved since). */
export function saveSiteSettings(settings: SiteSettings, startedFrom: string | undefined): Promise<SiteSettingsDoc> {
  return apiRequest({
    operation: 'saveSiteSettings',
    path: '/api/settings/site',
    method: 'PUT',
    body: { ...settings, ...(startedFrom ? { modified_at: startedFrom } : {}) },
    schema: SiteSettingsDocSchema,
  });
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ settings, startedFrom }: { settings: SiteSettings; startedFrom: string | undefined }) => saveSiteSettings(settings, startedFrom),
    onSuccess: async (saved) => {
      const { queryKey } = getSiteSettingsQueryOptions();
      queryClient.setQueryData(queryKey, saved);
      // The visitors' views of them (footer facts, team) are made again from what was saved, with no request.
      await queryClient.invalidateQueries({ queryKey, predicate: (query) => query.queryKey.length > queryKey.length });
    },
  });
}

/** POST /api/settings/site/images/{slot}: the stored image, to be saved with the settings. */
export function uploadSettingsImage(slot: SettingsImageSlot, file: File, altText: string): Promise<UploadedImage> {
  const form = new FormData();
  form.append('alt_text', altText);
  form.append('file', file, file.name);
  return apiRequest({ operation: 'uploadSettingsImage', path: `/api/settings/site/images/${slot}`, method: 'POST', body: form, schema: UploadedImageSchema });
}
