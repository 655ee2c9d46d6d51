import { DeleteResultSchema, StoredEnquirySchema, type EnquiryPatch, type StoredEnquiry } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { getEnquiriesQueryOptions, invalidateEnquiries } from './get-enquiries';

const messagePath = (id: string) => `/api/messages/${encodeURIComponent(id)}`;

/** PATCH /api/messages/{id} {stage?, amountNok?, lostReason?, archived?, note?, notSpam?}: the message as stored afterwards. */
export function patchEnquiry(id: string, patch: EnquiryPatch): Promise<StoredEnquiry> {
  return apiRequest({ operation: 'patchEnquiry', path: messagePath(id), method: 'PATCH', body: patch, schema: StoredEnquirySchema });
}

/** What a change says when it worked. */
function doneMessage(patch: EnquiryPatch): string {
  if (patch.notSpam) return 'Flyttet til innboksen og sendt på e-post';
  if (patch.note && !patch.handling && !patch.stage && patch.archived === undefined) return 'Notatet er lagt til';
  if (patch.archived !== undefined && !patch.stage) return patch.archived ? 'Henvendelsen er arkivert' : 'Henvendelsen er hentet fram fra arkivet';
  return 'Henvendelsen er oppdatert';
}

/** A change to one enquiry (its stage or archive, a note, not spam); every list and the count refresh after it. */
export function useChangeEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: EnquiryPatch }) => patchEnquiry(id, patch),
    onSuccess: (changed, { patch }) => {
      toast.success(doneMessage(patch));
      // The answer shows at once in every list that holds it; the lists are then asked again (filters may drop it).
      queryClient.setQueriesData<StoredEnquiry[]>({ queryKey: getEnquiriesQueryOptions().queryKey }, (list) => list?.map((m) => (m.id === changed.id ? changed : m)));
      return invalidateEnquiries(queryClient);
    },
    onError: (e) => toast.error(`Kunne ikke oppdatere henvendelsen: ${e.message}`),
  });
}

/** DELETE /api/messages/{id}: gone at once, from the backups too (the server takes it out of them). */
export function deleteEnquiry(id: string) {
  return apiRequest({ operation: 'deleteEnquiry', path: messagePath(id), method: 'DELETE', schema: DeleteResultSchema });
}

export function useDeleteEnquiry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEnquiry,
    onSuccess: () => {
      toast.success('Henvendelsen er slettet');
      return invalidateEnquiries(queryClient);
    },
    onError: (e) => toast.error(`Kunne ikke slette henvendelsen: ${e.message}`),
  });
}
