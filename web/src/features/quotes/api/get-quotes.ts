import { QuoteSchema, type Quote } from '@rms/schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { refetchAfterChange } from '@/lib/query-client';

/** GET /api/quotes?enquiryId=: every version of every quote on one enquiry. */
export function getQuotes(enquiryId: string, signal?: AbortSignal): Promise<Quote[]> {
  return apiRequest({
    operation: 'listQuotes',
    path: `/api/quotes?${new URLSearchParams({ enquiryId }).toString()}`,
    schema: z.array(QuoteSchema),
    signal,
  });
}

/** The key every quote query starts with: it alone matches them all (an enquiry's list, the dashboard's). */
export const QUOTES_KEY = ['quotes'] as const;

/** One enquiry's quotes. */
export function getQuotesQueryOptions(enquiryId: string) {
  return queryOptions({ queryKey: [...QUOTES_KEY, 'enquiry', enquiryId] as const, queryFn: ({ signal }) => getQuotes(enquiryId, signal) });
}

export function useQuotes(enquiryId: string) {
  return useQuery(getQuotesQueryOptions(enquiryId));
}

/** What any change to a quote makes stale: every quote list (the enquiry's, the dashboard's). */
export function invalidateQuotes(queryClient: QueryClient) {
  return refetchAfterChange(queryClient, QUOTES_KEY);
}
