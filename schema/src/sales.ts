import { z } from 'zod';
import { calendarDay, daysInRange } from './stats';

/**
 * The sales report (decision 132): the enquiries that arrived in a range of Norwegian
 * days, and how far they came, per month of arrival, per source, per campaign and per product.
 */

/** The longest range GET /api/sales sums: three years. */
export const SALES_MAX_DAYS = 1100;

/** GET /api/sales?from=&to= (YYYY-MM-DD, both included); without them the last twelve months, this one included. */
export const SalesQuerySchema = z
  .object({ from: calendarDay('from').optional(), to: calendarDay('to').optional() })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from kan ikke være etter to', path: ['from'] })
  .refine((q) => !q.from || !q.to || q.from > q.to || daysInRange(q.from, q.to) <= SALES_MAX_DAYS, { message: `Velg høyst ${SALES_MAX_DAYS} dager`, path: ['to'] });
export type SalesQuery = z.infer<typeof SalesQuerySchema>;

const count = z.number().int().min(0);

/**
 * One row: the enquiries of its group (spam left out), how many got a quote and the quotes' sum,
 * how many were won and lost with their quotes' sums. The share won is won / (won + lost).
 */
export const SalesRowSchema = z.object({ key: z.string(), enquiries: count, quoted: count, quotedNok: count, won: count, wonNok: count, lost: count, lostNok: count });
export type SalesRow = z.infer<typeof SalesRowSchema>;

/**
 * Quotes written in the system (decision 152) whose first version was sent in the range: how many,
 * how many were accepted (any version), the share accepted (null when none was sent) and the median
 * days from the first sending to the acceptance (one decimal; null when none was accepted).
 */
export const SalesQuotesSchema = z.object({ sent: count, accepted: count, shareAccepted: z.number().nullable(), medianDaysToAccept: z.number().nullable() });
export type SalesQuotes = z.infer<typeof SalesQuotesSchema>;

/** GET /api/sales: every month of the range in order (YYYY-MM), the other groups largest first, and the range's total. */
export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  months: z.array(SalesRowSchema),
  bySource: z.array(SalesRowSchema),
  byCampaign: z.array(SalesRowSchema),
  byProduct: z.array(SalesRowSchema),
  total: SalesRowSchema,
  quotes: SalesQuotesSchema,
});
export type SalesReport = z.infer<typeof SalesReportSchema>;

/** The group of enquiries that came with no captured source (sent before it was kept). */
export const UNKNOWN_SOURCE = '(ukjent)';
/** The source of a captured visit with neither a campaign source nor a referrer. */
export const DIRECT_SOURCE = 'Direkte';
/** The campaign of a captured visit without utm_campaign. */
export const NO_CAMPAIGN = '(ingen kampanje)';
/** The product group of contact-form enquiries. */
export const NO_PRODUCT = '(uten produkt)';

/** The share won, won / (won + lost); null while nothing is decided. */
export function shareWon(row: Pick<SalesRow, 'won' | 'lost'>): number | null {
  return row.won + row.lost === 0 ? null : row.won / (row.won + row.lost);
}
