import type { InviteCreate } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';
import { sendChange } from './send-change';

/**
 * POST /api/users/invites {email, role, accessUntil?}: an invitation mail, or at once a new role
 * when the address already has an account. Resolves to the server's answer.
 */
export function createInvite(input: InviteCreate): Promise<unknown> {
  return sendChange('createInvite', '/api/users/invites', 'POST', input);
}

export function useCreateInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createInvite, onSettled: () => invalidateUsers(queryClient) });
}
