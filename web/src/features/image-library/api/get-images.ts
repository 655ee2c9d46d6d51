import { LibraryImageSchema, type LibraryImage } from '@rms/schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

/** The library's filters, as GET /api/images takes them: a search, pictures without alt text, pictures no live or draft item uses. */
export interface ImageFilters {
  q?: string;
  missingAlt?: boolean;
  unused?: boolean;
}

const LibrarySchema = z.array(LibraryImageSchema);

function query({ q, missingAlt, unused }: ImageFilters): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (missingAlt) params.set('missingAlt', 'true');
  if (unused) params.set('unused', 'true');
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET /api/images?q=&missingAlt=true&unused=true (staff): every picture of the site and where it is used. */
export function getImages(filters: ImageFilters, signal?: AbortSignal): Promise<LibraryImage[]> {
  return apiRequest({ operation: 'listImages', path: `/api/images${query(filters)}`, schema: LibrarySchema, signal });
}

export function getImagesQueryOptions(filters: ImageFilters = {}) {
  const key = { q: filters.q?.trim() ?? '', missingAlt: !!filters.missingAlt, unused: !!filters.unused };
  return queryOptions({ queryKey: ['images', key] as const, queryFn: ({ signal }) => getImages(key, signal) });
}

export function useImages(filters: ImageFilters) {
  return useQuery({ ...getImagesQueryOptions(filters), placeholderData: (previous) => previous });
}

/** What every change of a picture makes stale: each filtered list (and the dashboard's count). */
export function invalidateImages(queryClient: QueryClient) {
  return refetchAfterChange(queryClient, getImagesQueryOptions().queryKey.slice(0, 1));
}
