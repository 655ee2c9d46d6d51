import { StaffAuditListSchema, type StaffAuditList } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/users/{uid}/audit: what one person did and what was done about them, newest first (admin only). */
export function getUserAudit(uid: string, signal?: AbortSignal): Promise<StaffAuditList> {
  return apiRequest({ operation: 'listUserAudit', path: `/api/users/${encodeURIComponent(uid)}/audit`, schema: StaffAuditListSchema, signal });
}

/** Under the users list's key, so every change on the screen makes the open logs stale too. */
export function getUserAuditQueryOptions(uid: string) {
  return queryOptions({ queryKey: ['users', uid, 'audit'] as const, queryFn: ({ signal }) => getUserAudit(uid, signal) });
}

export function useUserAudit(uid: string) {
  return useQuery(getUserAuditQueryOptions(uid));
}
