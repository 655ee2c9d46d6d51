import { LibraryImageSchema, type Focus, type LibraryImage } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { patchImageFocus } from '@/features/item-images';
import { apiRequest } from '@/lib/api-client';
import { invalidateImages } from './get-images';

/** PATCH /api/images/{key} {alt_text}: the alt text in every live and draft item that uses the picture. */
export function updateImageAltText(key: string, altText: string): Promise<LibraryImage> {
  return apiRequest({ operation: 'updateImage', path: `/api/images/${encodeURIComponent(key)}`, method: 'PATCH', body: { alt_text: altText }, schema: LibraryImageSchema });
}

export function useUpdateImageAltText() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ key, altText }: { key: string; altText: string }) => updateImageAltText(key, altText), onSettled: () => invalidateImages(queryClient) });
}

/** The focal point (null: none) in every live and draft item that shows the picture: the editors' own call (PATCH /api/images/{key} {focus}). */
export function useUpdateImageFocus() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ key, focus }: { key: string; focus: Focus | null }) => patchImageFocus(key, focus), onSettled: () => invalidateImages(queryClient) });
}
