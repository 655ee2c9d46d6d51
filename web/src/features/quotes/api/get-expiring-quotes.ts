import { QuoteSchema, type Quote } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { QUOTES_KEY } from './get-quotes';

/** The dashboard's window: quotes whose last valid day is at most this many days ahead. */
export const EXPIRING_WITHIN_DAYS = 3;

/** GET /api/quotes?expiringWithinDays=: sent or seen quotes, unanswered, whose last valid day is that close (soonest first). */
export function getExpiringQuotes(withinDays: number, signal?: AbortSignal): Promise<Quote[]> {
  return apiRequest({ operation: 'listExpiringQuotes', path: `/api/quotes?expiringWithinDays=${withinDays}`, schema: z.array(QuoteSchema), signal });
}

export function getExpiringQuotesQueryOptions(withinDays = EXPIRING_WITHIN_DAYS) {
  return queryOptions({ queryKey: [...QUOTES_KEY, 'expiring', withinDays] as const, queryFn: ({ signal }) => getExpiringQuotes(withinDays, signal) });
}

export function useExpiringQuotes() {
  return useQuery(getExpiringQuotesQueryOptions());
}
