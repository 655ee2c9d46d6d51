import { StaffListSchema, type StaffList } from '@rms/schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/users: the staff accounts and the pending invitations (admin only). */
export function getUsers(signal?: AbortSignal): Promise<StaffList> {
  return apiRequest({ operation: 'listUsers', path: '/api/users', schema: StaffListSchema, signal });
}

export function getUsersQueryOptions() {
  return queryOptions({ queryKey: ['users'] as const, queryFn: ({ signal }) => getUsers(signal) });
}

export function useUsers() {
  return useQuery(getUsersQueryOptions());
}

/** What every change on the screen makes stale: the one list of people and invitations. */
export function invalidateUsers(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: getUsersQueryOptions().queryKey });
}
