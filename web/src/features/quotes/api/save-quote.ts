import { QuoteSchema, QuoteSentSchema, type Quote, type QuoteCreateInput, type QuotePatchInput, type QuoteSent } from '@rms/schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { invalidateEnquiries } from '@/features/enquiries';
import { apiRequest } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download';
import { invalidateQuotes } from './get-quotes';

const quotePath = (id: string) => `/api/quotes/${encodeURIComponent(id)}`;
const QuoteAnswerSchema = z.object({ quote: QuoteSchema }).transform((d) => d.quote);

/** POST /api/quotes: a draft on an enquiry (201, numbered by the server). */
export function createQuote(input: QuoteCreateInput): Promise<Quote> {
  return apiRequest({ operation: 'createQuote', path: '/api/quotes', method: 'POST', body: input, schema: QuoteAnswerSchema });
}

/**
 * PATCH /api/quotes/{id} with the `modified_at` the edit started from: a draft changes in place; a
 * sent, seen, declined or expired one answers with its new version (409 when stale or accepted).
 */
export function patchQuote(id: string, patch: QuotePatchInput): Promise<Quote> {
  return apiRequest({ operation: 'patchQuote', path: quotePath(id), method: 'PATCH', body: patch, schema: QuoteAnswerSchema });
}

/** POST /api/quotes/{id}/send: mails the customer the link and the PDF; the link is answered this once. */
export function sendQuote(id: string): Promise<QuoteSent> {
  return apiRequest({ operation: 'sendQuote', path: `${quotePath(id)}/send`, method: 'POST', schema: QuoteSentSchema });
}

/** Staff's copy of the PDF (the API wants the Bearer token, so it is fetched, then saved). */
export function downloadQuotePdf(quote: Quote): Promise<string> {
  return downloadAttachment('downloadQuotePdf', quote.pdfUrl, `tilbud-${quote.label.replace(/\s+/g, '-')}.pdf`, 'application/pdf');
}

type Change = { kind: 'create'; input: QuoteCreateInput } | { kind: 'patch'; id: string; patch: QuotePatchInput };

/**
 * Saves a quote (a new draft or a change). The quote lists refresh after it, and the inbox too: a
 * new version of a sent quote is on the enquiry's history.
 */
export function useSaveQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: Change) => (change.kind === 'create' ? createQuote(change.input) : patchQuote(change.id, change.patch)),
    onSuccess: () => Promise.all([invalidateQuotes(queryClient), invalidateEnquiries(queryClient)]),
  });
}

/** Sends a quote; the enquiry moves to 'Tilbud sendt' with its total, so the inbox refreshes too. */
export function useSendQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuote,
    onSuccess: () => Promise.all([invalidateQuotes(queryClient), invalidateEnquiries(queryClient)]),
  });
}
