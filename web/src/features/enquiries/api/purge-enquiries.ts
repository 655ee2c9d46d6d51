import { EnquiryPurgeResultSchema, type EnquiryPurgeResult } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invalidateEnquiries } from './get-enquiries';

/** POST /api/messages/purge: deletes now what the nightly job would (older than the retention; spam after 30 days). */
export function purgeEnquiries(): Promise<EnquiryPurgeResult> {
  return apiRequest({ operation: 'purgeEnquiries', path: '/api/messages/purge', method: 'POST', schema: EnquiryPurgeResultSchema });
}

export function usePurgeEnquiries() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeEnquiries,
    onSuccess: () => invalidateEnquiries(queryClient),
    onError: (e) => toast.error(`Kunne ikke slette gamle henvendelser: ${e.message}`),
  });
}
