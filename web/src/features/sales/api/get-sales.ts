import { SalesReportSchema, type SalesQuery, type SalesReport } from '@rms/schema';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadAttachment } from '@/lib/download';

/** The query string of a range; no dates asks for the server's default (the last twelve months). */
function rangeQuery(range: SalesQuery): string {
  const query = new URLSearchParams();
  if (range.from) query.set('from', range.from);
  if (range.to) query.set('to', range.to);
  const text = query.toString();
  return text ? `?${text}` : '';
}

/** GET /api/sales?from=&to=: enquiries, quotes, wins and losses per month, source, campaign and product. */
export function getSales(range: SalesQuery, signal?: AbortSignal): Promise<SalesReport> {
  return apiRequest({ operation: 'getSales', path: `/api/sales${rangeQuery(range)}`, schema: SalesReportSchema, signal });
}

/** One range's report; ['sales'] alone matches every range. */
export function getSalesQueryOptions(range: SalesQuery = {}) {
  return queryOptions({ queryKey: ['sales', { from: range.from ?? '', to: range.to ?? '' }] as const, queryFn: ({ signal }) => getSales(range, signal) });
}

/** The report keeps showing the previous range while the next one loads. */
export function useSales(range: SalesQuery = {}) {
  return useQuery({ ...getSalesQueryOptions(range), placeholderData: keepPreviousData });
}

/** GET /api/sales/export.csv?from=&to=: the report as a CSV download (administrators). */
export function exportSalesCsv(range: SalesQuery): Promise<string> {
  return downloadAttachment('exportSales', `/api/sales/export.csv${rangeQuery(range)}`, `salg-${new Date().toISOString().slice(0, 10)}.csv`);
}
