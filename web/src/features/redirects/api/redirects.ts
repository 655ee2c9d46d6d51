import { RedirectDeleteResultSchema, RedirectListSchema, RedirectSchema, type Redirect, type RedirectCreateInput } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/redirects: every old address and where it leads, newest first. */
export function getRedirects(signal?: AbortSignal): Promise<Redirect[]> {
  return apiRequest({ operation: 'listRedirects', path: '/api/redirects', schema: RedirectListSchema, signal });
}

export function getRedirectsQueryOptions() {
  return queryOptions({ queryKey: ['redirects'] as const, queryFn: ({ signal }) => getRedirects(signal) });
}

export function useRedirects() {
  return useQuery(getRedirectsQueryOptions());
}

/** POST /api/redirects {from, to}. */
export function createRedirect(input: RedirectCreateInput): Promise<Redirect> {
  return apiRequest({ operation: 'createRedirect', path: '/api/redirects', method: 'POST', body: input, schema: RedirectSchema });
}

/** DELETE /api/redirects/{id}. */
export function deleteRedirect(id: string): Promise<{ deleted: string }> {
  return apiRequest({ operation: 'deleteRedirect', path: `/api/redirects/${encodeURIComponent(id)}`, method: 'DELETE', schema: RedirectDeleteResultSchema });
}
