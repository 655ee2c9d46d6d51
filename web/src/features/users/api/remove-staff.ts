import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';
import { sendChange } from './send-change';

/** DELETE /api/users/{uid}: staff access ends; the account stays, as a plain user. */
export function removeStaff(uid: string): Promise<unknown> {
  return sendChange('removeStaff', `/api/users/${encodeURIComponent(uid)}`, 'DELETE');
}

export function useRemoveStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeStaff, onSettled: () => invalidateUsers(queryClient) });
}
