import { SalesQuerySchema, SalesReportSchema } from '@rms/schema';
import { adminErrors, staffErrors, type RouteSpec } from './registry';

/** The sales report of the enquiry pipeline (decision 132). */
export const salesRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/sales',
    summary:
      "The sales report of the enquiries that arrived on the Norwegian days `from` to `to` (YYYY-MM-DD, both included, at most 1100 days; without them the last twelve months, this one included). Spam is left out; each enquiry counts once, in the month it arrived. `months` lists every month of the range (YYYY-MM) in order; `bySource` (utm_source, else the referrer's host, else 'Direkte'; '(ukjent)' when no source was captured), `byCampaign` (utm_campaign, '(ingen kampanje)' or '(ukjent)') and `byProduct` (the product's title as the request named it, '(uten produkt)' for the contact form) are largest first; `total` sums the range. Each row is `{key, enquiries, quoted, quotedNok, won, wonNok, lost, lostNok}`: quoted counts enquiries with a quote's sum (kept through won and lost), won and lost the enquiries at those stages with their quotes' sums. The share won is won / (won + lost).",
    auth: 'staff',
    query: SalesQuerySchema,
    response: SalesReportSchema,
    errors: [{ status: 400, when: 'from or to not a real day written YYYY-MM-DD, from after to, or more than 1100 days (VALIDATION_FAILED, Norwegian message naming the field)' }, ...staffErrors],
  },
  {
    method: 'GET',
    path: '/api/sales/export.csv',
    summary:
      "The sales report as a CSV file for Excel (attachment salg-YYYY-MM-DD.csv), with the inbox export's rules: UTF-8 with BOM, ';' between fields, CRLF, a Norwegian header row, formula-like cells neutralised. One row per month, source, campaign and product (first column Måned, Kilde, Kampanje or Produkt), the total last; the share won in per cent with a decimal comma. Takes the report's from and to.",
    auth: 'admin',
    query: SalesQuerySchema,
    errors: [{ status: 400, when: 'from or to malformed, as for GET /api/sales' }, ...adminErrors],
  },
];
