import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';
import { sendChange } from './send-change';

/** DELETE /api/users/invites/{id}: the invitation grants nothing any more. */
export function withdrawInvite(id: string): Promise<unknown> {
  return sendChange('withdrawInvite', `/api/users/invites/${encodeURIComponent(id)}`, 'DELETE');
}

export function useWithdrawInvite() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: withdrawInvite, onSettled: () => invalidateUsers(queryClient) });
}
