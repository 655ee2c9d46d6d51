import type { StaffPatch } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { invalidateUsers } from './get-users';
import { sendChange } from './send-change';

/** PATCH /api/users/{uid} {role?, accessUntil?}: a new role or last day (null: no last day). */
export function updateStaff(uid: string, patch: StaffPatch): Promise<unknown> {
  return sendChange('updateStaff', `/api/users/${encodeURIComponent(uid)}`, 'PATCH', patch);
}

export function useUpdateStaff() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: ({ uid, patch }: { uid: string; patch: StaffPatch }) => updateStaff(uid, patch), onSettled: () => invalidateUsers(queryClient) });
}
