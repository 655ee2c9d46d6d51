import { StoredMessageSchema, type StoredMessage } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/** How many of the newest contact messages the inbox shows. */
export const INBOX_LIMIT = 100;

/** GET /api/messages?limit=: stored contact messages with their delivery status, newest first. */
export function getMessages(signal?: AbortSignal): Promise<StoredMessage[]> {
  return apiRequest({ operation: 'listMessages', path: `/api/messages?limit=${INBOX_LIMIT}`, schema: z.array(StoredMessageSchema), signal });
}

export function getMessagesQueryOptions() {
  return queryOptions({ queryKey: ['messages'] as const, queryFn: ({ signal }) => getMessages(signal) });
}

export function useMessages() {
  return useQuery(getMessagesQueryOptions());
}
