import { EnquiryCountSchema, StoredEnquirySchema, type EnquiryCount, type EnquiryFilter, type StoredEnquiry } from '@rms/schema';
import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

/** How many of the newest matching messages the inbox shows. */
export const INBOX_LIMIT = 100;

/** The filters that are set (an empty search or date is no filter), in a fixed order: one query key per view. */
export function activeFilters(filters: EnquiryFilter): EnquiryFilter {
  const active: EnquiryFilter = {};
  for (const key of ['handling', 'stage', 'status', 'productId', 'source', 'campaign', 'q', 'from', 'to'] as const) {
    const value = filters[key]?.trim();
    if (value) (active as Record<string, string>)[key] = value;
  }
  return active;
}

/** The inbox's filters as a query string: GET /api/messages and its CSV export take the same. */
export function filterQuery(filters: EnquiryFilter, extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...activeFilters(filters), ...extra }).toString();
}

/** GET /api/messages?handling=&stage=&status=&productId=&source=&campaign=&q=&from=&to=&limit=: the newest matching messages. */
export function getEnquiries(filters: EnquiryFilter, signal?: AbortSignal): Promise<StoredEnquiry[]> {
  return apiRequest({ operation: 'listEnquiries', path: `/api/messages?${filterQuery(filters, { limit: String(INBOX_LIMIT) })}`, schema: z.array(StoredEnquirySchema), signal });
}

/**
 * One filtered list. With no filters its key (['messages', 'list', {}]) also matches every filtered
 * list (TanStack Query matches an object in a key by the properties it names): invalidating it
 * refreshes them all.
 */
export function getEnquiriesQueryOptions(filters: EnquiryFilter = {}) {
  const active = activeFilters(filters);
  return queryOptions({ queryKey: ['messages', 'list', active] as const, queryFn: ({ signal }) => getEnquiries(active, signal) });
}

/** A list keeps showing the previous filter's answer while the next one loads. */
export function useEnquiries(filters: EnquiryFilter) {
  return useQuery({ ...getEnquiriesQueryOptions(filters), placeholderData: keepPreviousData });
}

/** GET /api/messages/count: new enquiries (spam not counted) and how many have waited past their answer time. */
export function getEnquiryCount(signal?: AbortSignal): Promise<EnquiryCount> {
  return apiRequest({ operation: 'countEnquiries', path: '/api/messages/count', schema: EnquiryCountSchema, signal });
}

export function getEnquiryCountQueryOptions() {
  return queryOptions({ queryKey: ['messages', 'count'] as const, queryFn: ({ signal }) => getEnquiryCount(signal) });
}

/** The count of the dashboard and the user menu; `enabled` once the signed-in user is known to be an admin. */
export function useEnquiryCount({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...getEnquiryCountQueryOptions(), enabled });
}

/** What any change to a message makes stale: every list and the count. */
export function invalidateEnquiries(queryClient: QueryClient) {
  return Promise.all([refetchAfterChange(queryClient, getEnquiriesQueryOptions().queryKey), refetchAfterChange(queryClient, getEnquiryCountQueryOptions().queryKey)]);
}
