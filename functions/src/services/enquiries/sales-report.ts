import { addDays, DIRECT_SOURCE, NO_CAMPAIGN, NO_PRODUCT, osloDay, shareWon, UNKNOWN_SOURCE, type SalesQuery, type SalesQuotes, type SalesReport, type SalesRow, type StoredEnquiry, type StoredQuoteDoc } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { excelCsv } from './enquiry-export';

/**
 * The sales report (decision 132). Each enquiry counts once, in the month it arrived
 * (Norwegian time), whatever happened to it later: a row says how the enquiries of its month,
 * source, campaign or product fared. Spam is left out.
 */

/** The most enquiries one report reads (a small firm's three years are far below). */
export const SALES_SCAN_LIMIT = 20_000;

/** The range a query asks for: without dates, the last twelve months, this one included. */
export function salesRange(query: SalesQuery, now = new Date()): { from: string; to: string } {
  const today = osloDay(now);
  const to = query.to ?? today;
  if (query.from) return { from: query.from, to };
  const [year, month] = to.split('-').map(Number) as [number, number];
  const first = new Date(Date.UTC(year, month - 12, 1)).toISOString().slice(0, 10);
  return { from: first, to };
}

/** The first instant of a Norwegian day, as an ISO string (the day's midnight in Oslo). */
function osloMidnight(day: string): string {
  // Midnight in Oslo is 22:00 or 23:00 UTC the day before; the first of those that is already `day` in Oslo.
  for (const hour of ['22', '23']) {
    const at = new Date(`${addDays(day, -1)}T${hour}:00:00.000Z`);
    if (osloDay(at) === day) return at.toISOString();
  }
  return `${day}T00:00:00.000Z`;
}

const emptyRow = (key: string): SalesRow => ({ key, enquiries: 0, quoted: 0, quotedNok: 0, won: 0, wonNok: 0, lost: 0, lostNok: 0 });

function add(row: SalesRow, m: StoredEnquiry): void {
  const amount = m.amountNok ?? 0;
  row.enquiries += 1;
  // A quote was sent when it has a sum: the sum is kept through won and lost.
  if (m.amountNok !== null) {
    row.quoted += 1;
    row.quotedNok += amount;
  }
  if (m.stage === 'won') {
    row.won += 1;
    row.wonNok += amount;
  }
  if (m.stage === 'lost') {
    row.lost += 1;
    row.lostNok += amount;
  }
}

/** The source group of an enquiry: the campaign's utm_source, else the referrer's host, else direct; unknown when nothing was captured. */
export function sourceKey(m: StoredEnquiry): string {
  if (!m.source) return UNKNOWN_SOURCE;
  return m.source.utmSource || m.source.referrerHost || DIRECT_SOURCE;
}

export function campaignKey(m: StoredEnquiry): string {
  if (!m.source) return UNKNOWN_SOURCE;
  return m.source.utmCampaign || NO_CAMPAIGN;
}

const byLargest = (a: SalesRow, b: SalesRow) => b.enquiries - a.enquiries || b.wonNok - a.wonNok || a.key.localeCompare(b.key, 'nb');

function grouped(messages: StoredEnquiry[], keyOf: (m: StoredEnquiry) => string): SalesRow[] {
  const rows = new Map<string, SalesRow>();
  for (const m of messages) {
    const key = keyOf(m);
    const row = rows.get(key) ?? emptyRow(key);
    add(row, m);
    rows.set(key, row);
  }
  return [...rows.values()].sort(byLargest);
}

/** Every month from `from`'s to `to`'s, YYYY-MM. */
function monthsOf(from: string, to: string): string[] {
  const out: string[] = [];
  let [year, month] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    out.push(key);
    if (key >= last) return out;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

const DAY_MS = 86_400_000;

/**
 * The quotes of a range (decision 152): each number counts once, in the Norwegian day its first
 * version was sent; accepted when any of its versions was, after the days from that first sending.
 */
export function quoteFigures(versions: readonly Pick<StoredQuoteDoc, 'number' | 'sent_at' | 'accepted'>[], range: { from: string; to: string }): SalesQuotes {
  const byNumber = new Map<string, { firstSent: number; acceptedAt: number | null }>();
  for (const v of versions) {
    if (!v.sent_at) continue;
    const entry = byNumber.get(v.number) ?? { firstSent: Infinity, acceptedAt: null };
    entry.firstSent = Math.min(entry.firstSent, Date.parse(v.sent_at));
    if (v.accepted) entry.acceptedAt = Date.parse(v.accepted.at);
    byNumber.set(v.number, entry);
  }
  const inRange = [...byNumber.values()].filter((q) => {
    const day = osloDay(new Date(q.firstSent));
    return day >= range.from && day <= range.to;
  });
  const days = inRange.flatMap((q) => (q.acceptedAt === null ? [] : [(q.acceptedAt - q.firstSent) / DAY_MS])).sort((a, b) => a - b);
  const mid = Math.floor(days.length / 2);
  const median = days.length === 0 ? null : days.length % 2 ? days[mid]! : (days[mid - 1]! + days[mid]!) / 2;
  return {
    sent: inRange.length,
    accepted: days.length,
    shareAccepted: inRange.length === 0 ? null : days.length / inRange.length,
    medianDaysToAccept: median === null ? null : Math.round(median * 10) / 10,
  };
}

/** The report of the enquiries (spam left out) in `messages` that arrived from `from` to `to`, Norwegian days included. */
export function summarise(messages: StoredEnquiry[], range: { from: string; to: string }, quotes: SalesQuotes = quoteFigures([], range)): SalesReport {
  const inRange = messages.filter((m) => {
    if (m.status === 'spam') return false;
    const day = osloDay(new Date(m.created_at));
    return day >= range.from && day <= range.to;
  });
  const month = (m: StoredEnquiry) => osloDay(new Date(m.created_at)).slice(0, 7);
  const monthRows = new Map(monthsOf(range.from, range.to).map((key) => [key, emptyRow(key)]));
  for (const m of inRange) add(monthRows.get(month(m))!, m);
  const total = emptyRow('Totalt');
  for (const m of inRange) add(total, m);
  return {
    ...range,
    months: [...monthRows.values()],
    bySource: grouped(inRange, sourceKey),
    byCampaign: grouped(inRange, campaignKey),
    byProduct: grouped(inRange, (m) => m.product?.title ?? NO_PRODUCT),
    total,
    quotes,
  };
}

/** GET /api/sales: the report of a range, read from the enquiries that arrived in it. */
export async function salesReport(repos: Repositories, query: SalesQuery, now = new Date()): Promise<SalesReport> {
  const range = salesRange(query, now);
  const rows = await repos.enquiries.createdBefore(osloMidnight(addDays(range.to, 1)), SALES_SCAN_LIMIT, new Date(Date.parse(osloMidnight(range.from)) - 1).toISOString());
  const messages = rows.flatMap((r) => (r.message ? [r.message] : []));
  // Versions sent from a year before the range on: a number's first sending decides where it counts.
  const versions = await repos.quotes.sentSince(osloMidnight(addDays(range.from, -366)));
  return summarise(messages, range, quoteFigures(versions, range));
}

const GROUPS: [keyof Pick<SalesReport, 'months' | 'bySource' | 'byCampaign' | 'byProduct'>, string][] = [
  ['months', 'Måned'],
  ['bySource', 'Kilde'],
  ['byCampaign', 'Kampanje'],
  ['byProduct', 'Produkt'],
];

/** A share as Norwegian Excel reads a number: a decimal comma, one decimal. */
const percent = (row: SalesRow) => {
  const share = shareWon(row);
  return share === null ? '' : (Math.round(share * 1000) / 10).toFixed(1).replace('.', ',');
};

/** GET /api/sales/export.csv: one table, each row named by its group (Måned, Kilde, Kampanje, Produkt) and key, the total last. */
export function salesCsv(report: SalesReport): string {
  const header = ['Inndeling', 'Gruppe', 'Henvendelser', 'Tilbud sendt', 'Tilbudssum (kr)', 'Vunnet', 'Vunnet (kr)', 'Tapt', 'Tapt (kr)', 'Andel vunnet (%)'];
  const line = (group: string, r: SalesRow) => [group, r.key, ...[r.enquiries, r.quoted, r.quotedNok, r.won, r.wonNok, r.lost, r.lostNok].map(String), percent(r)];
  const rows = GROUPS.flatMap(([field, label]) => report[field].map((r) => line(label, r)));
  return excelCsv([header, ...rows, line('Totalt', report.total)]);
}
