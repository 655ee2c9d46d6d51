import { TakedownResultSchema, type TakedownResult } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateImages } from './get-images';

/** POST /api/images/{key}/takedown (admin): the picture gone for good, from items, history, the bin, backups and storage. */
export function takeDownImage(key: string): Promise<TakedownResult> {
  return apiRequest({ operation: 'takeDownImage', path: `/api/images/${encodeURIComponent(key)}/takedown`, method: 'POST', schema: TakedownResultSchema });
}

export function useTakeDownImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: takeDownImage, onSettled: () => invalidateImages(queryClient) });
}
