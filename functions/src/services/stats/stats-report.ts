import { addDays, DEVICE_CLASSES, type Stats, type StatsQuery } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { emptyTotals, type DayTotals } from '../../repositories/stats';
import type { ContentSnapshot } from '../content/content-cache';
import { findEnquiries, INBOX_SCAN_LIMIT } from '../enquiries/enquiry-inbox';
import { publicPages, type PublicPage } from './stats-pages';

/** Referrer hosts (and campaigns) listed at most (the rest are rarely more than one visit each). */
export const MAX_REFERRERS = 50;

const byCount = <T>(count: (t: T) => number, name: (t: T) => string) => (a: T, b: T) => count(b) - count(a) || name(a).localeCompare(name(b), 'nb');

/**
 * GET /api/stats: the days from `from` to `to` summed. Every day of the range is
 * listed (zeros where nobody came); pages are named from the content as it is now (a page that is
 * gone keeps its address as title); per product, the visits to its page against the product enquiries
 * that named it, both within the range, spam left out.
 */
export async function visitStats(repos: Repositories, snapshot: ContentSnapshot | undefined, query: StatsQuery): Promise<Stats> {
  const [stored, messages] = await Promise.all([repos.stats.daysBetween(query.from, query.to), findEnquiries(repos, { from: query.from, to: query.to }, INBOX_SCAN_LIMIT)]);
  const byDate = new Map(stored.map((d) => [d.date, d]));
  const sum = emptyTotals(`${query.from}..${query.to}`);
  const days: Stats['days'] = [];
  for (let date = query.from; date <= query.to; date = addDays(date, 1)) {
    const day = byDate.get(date) ?? emptyTotals(date);
    days.push({ date, visitors: day.visitors, pageviews: day.pageviews });
    addInto(sum, day);
  }

  const known: Map<string, PublicPage> = snapshot ? publicPages(snapshot) : new Map();
  const pages: Stats['pages'] = [...sum.pages].map(([path, p]) => ({ path, title: known.get(path)?.title ?? path, visitors: p.visitors, pageviews: p.pageviews }));
  pages.sort(byCount((p) => p.pageviews, (p) => p.path));

  const quotes = new Map<string, { title: string; quotes: number }>();
  for (const m of messages) {
    if (!m.product || m.status === 'spam') continue;
    const entry = quotes.get(m.product.id) ?? { title: m.product.title, quotes: 0 };
    entry.quotes++;
    quotes.set(m.product.id, entry);
  }
  const products = new Map<string, { title: string; visits: number; quotes: number }>();
  for (const page of known.values()) {
    if (!page.productId) continue;
    const visits = sum.pages.get(page.path)?.visitors ?? 0;
    const q = quotes.get(page.productId);
    if (visits > 0 || q) products.set(page.productId, { title: page.title, visits, quotes: q?.quotes ?? 0 });
  }
  for (const [id, q] of quotes) if (!products.has(id)) products.set(id, { title: q.title, visits: 0, quotes: q.quotes });
  const quotesByProduct: Stats['quotesByProduct'] = [...products].map(([productId, p]) => ({ productId, ...p }));
  quotesByProduct.sort((a, b) => b.quotes - a.quotes || b.visits - a.visits || a.title.localeCompare(b.title, 'nb'));

  const list = (m: Map<string, number>) => [...m].sort(byCount(([, n]) => n, ([k]) => k));
  return {
    days,
    pages,
    referrers: list(sum.referrers)
      .slice(0, MAX_REFERRERS)
      .map(([host, pageviews]) => ({ host, pageviews })),
    campaigns: list(sum.campaigns)
      .slice(0, MAX_REFERRERS)
      .map(([campaign, pageviews]) => ({ campaign, pageviews })),
    devices: DEVICE_CLASSES.map((device) => ({ device, pageviews: sum.devices.get(device) ?? 0 })).sort(byCount((d) => d.pageviews, (d) => d.device)),
    countries: list(sum.countries).map(([country, pageviews]) => ({ country, pageviews })),
    quotesByProduct,
  };
}

function addInto(sum: DayTotals, day: DayTotals): void {
  sum.pageviews += day.pageviews;
  sum.visitors += day.visitors;
  for (const [path, p] of day.pages) {
    const s = sum.pages.get(path) ?? { pageviews: 0, visitors: 0 };
    s.pageviews += p.pageviews;
    s.visitors += p.visitors;
    sum.pages.set(path, s);
  }
  for (const [target, source] of [
    [sum.referrers, day.referrers],
    [sum.campaigns, day.campaigns],
    [sum.devices, day.devices],
    [sum.countries, day.countries],
  ] as const) {
    for (const [k, n] of source) target.set(k, (target.get(k) ?? 0) + n);
  }
}
