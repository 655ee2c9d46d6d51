import { StaffInviteResultSchema, type StaffInviteCreate, type StaffInviteResult } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { invalidateUsers } from './get-users';

/**
 * POST /api/users/invites {email, role, accessUntil?}: an invitation mail, or at once a new role
 * when the address already has an account (the answer says which).
 */
export function createInvite(input: StaffInviteCreate): Promise<StaffInviteResult> {
  return apiRequest({ operation: 'createInvite', path: '/api/users/invites', method: 'POST', body: input, schema: StaffInviteResultSchema });
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSettled: () => invalidateUsers(queryClient) });
}
