import { LibraryImageSchema, type Focus, type LibraryImage } from '@rms/schema';
import { apiRequest } from '@/lib/api-client';

/**
 * PATCH /api/images/{key} {focus}: a picture's focal point (fractions from the top left; null: none,
 * crops stay centred), set in every live and draft item that shows it. `key` is its storage key,
 * which is its `src` (`products,markiser,k3x9.jpg`).
 */
export function patchImageFocus(src: string, focus: Focus | null): Promise<LibraryImage> {
  return apiRequest({ operation: 'updateImageFocus', path: `/api/images/${encodeURIComponent(src)}`, method: 'PATCH', body: { focus }, schema: LibraryImageSchema });
}
