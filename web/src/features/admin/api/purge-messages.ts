import { MessagePurgeResultSchema, type MessagePurgeResult } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateMessages } from './get-messages';

/** POST /api/messages/purge: deletes now what the nightly job would (older than the retention; spam after 30 days). */
export function purgeMessages(): Promise<MessagePurgeResult> {
  return apiRequest({ operation: 'purgeMessages', path: '/api/messages/purge', method: 'POST', schema: MessagePurgeResultSchema });
}

export function usePurgeMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeMessages,
    onSuccess: () => invalidateMessages(queryClient),
    onError: (e) => toast.error(`Kunne ikke slette gamle henvendelser: ${e.message}`),
  });
}
