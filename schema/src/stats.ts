import { z } from 'zod';
import { IdSchema } from './common';
import { DEVICE_CLASSES, MAX_CAMPAIGN_LENGTH, MAX_COLLECT_PATH_LENGTH, MAX_REFERRER_HOST_LENGTH, SCREEN_CLASSES, campaignKey } from './stats-beacon';

export * from './stats-beacon';

/**
 * Visit statistics without cookies: the beacon's body, the admin's query and the
 * answer of GET /api/stats. Dates are Norwegian calendar days (Europe/Oslo), written YYYY-MM-DD.
 */

/** A referrer host: lower-case letters, digits, dots and hyphens. */
const HOST = /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/;

/** POST /api/collect: one pageview (see CollectHit). Unknown keys are refused: the body stays small and plain. */
export const CollectHitSchema = z
  .object({
    path: z.string().min(1).max(MAX_COLLECT_PATH_LENGTH).startsWith('/'),
    referrer: z.union([z.literal(''), z.string().max(MAX_REFERRER_HOST_LENGTH).toLowerCase().regex(HOST)]).nullable(),
    screen: z.enum(SCREEN_CLASSES),
    campaign: z
      .string()
      .max(MAX_CAMPAIGN_LENGTH * 2)
      .transform(campaignKey)
      .optional(),
  })
  .strict();

export const DeviceClassSchema = z.enum(DEVICE_CLASSES);

/** The longest range GET /api/stats sums (a little more than a year, for comparing a month with last year's). */
export const STATS_MAX_DAYS = 400;

/** How long the daily totals are kept (the same month last year stays comparable). */
export const STATS_RETENTION_MONTHS = 25;

/** `referrers[].host` of pageviews that came with no referrer at all (typed, bookmarks, apps). */
export const DIRECT_REFERRER = '';

/**
 * `referrers[].host` of pageviews from hosts beyond the first MAX_REFERRER_HOSTS_PER_DAY an instance
 * counted that day. A real host never has a `*`.
 */
export const OTHER_REFERRERS = '*';

/**
 * How many referrer hosts an instance counts by name each day. Each is a field of the day's
 * document, so without a limit a flood of made-up hosts could grow it past Firestore's 20,000
 * fields, and the day could no longer be counted at all.
 */
export const MAX_REFERRER_HOSTS_PER_DAY = 200;

/** `campaigns[].campaign` of entries beyond the first MAX_CAMPAIGNS_PER_DAY an instance counted that day. */
export const OTHER_CAMPAIGNS = '*';

/** How many campaign names an instance counts by name each day (each is a field of the day's document, as referrers are). */
export const MAX_CAMPAIGNS_PER_DAY = 50;

/** `countries[].country` when Google's front end did not say where the visitor was. */
export const UNKNOWN_COUNTRY = 'ZZ';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `day` is a real calendar day written YYYY-MM-DD (2025-02-30 is not). */
export function isCalendarDay(day: string): boolean {
  const m = DAY.exec(day);
  if (!m) return false;
  const date = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return date.toISOString().slice(0, 10) === day;
}

/** The day `days` after `day` (negative: before), both YYYY-MM-DD. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many days from `from` to `to`, both included (1 for the same day). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

const OSLO_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Norwegian calendar day of an instant, YYYY-MM-DD. */
export function osloDay(at: Date): string {
  return OSLO_DAY.format(at);
}

/** A query's day, YYYY-MM-DD and real, with Norwegian messages naming the field. */
export const calendarDay = (name: string) =>
  z
    .string({ error: `${name}: skriv datoen som ÅÅÅÅ-MM-DD` })
    .regex(DAY, `${name}: skriv datoen som ÅÅÅÅ-MM-DD`)
    .refine(isCalendarDay, `${name}: datoen finnes ikke`);

/** GET /api/stats?from=&to=: both days included, from ≤ to, at most STATS_MAX_DAYS days. */
export const StatsQuerySchema = z
  .object({ from: calendarDay('from'), to: calendarDay('to') })
  .refine((q) => q.from <= q.to, { message: 'from kan ikke være etter to', path: ['from'] })
  .refine((q) => q.from > q.to || daysInRange(q.from, q.to) <= STATS_MAX_DAYS, { message: `Velg høyst ${STATS_MAX_DAYS} dager`, path: ['to'] });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

const count = z.number().int().min(0);

/** One day of the range; every day is listed, a day without visits with zeros. */
export const StatsDaySchema = z.object({ date: z.string(), visitors: count, pageviews: count });

/**
 * A page of the site with its title from the content (or the static page's name). `visitors` is
 * unique per day, summed over the days: a visitor who came back the next day is counted twice.
 */
export const StatsPageSchema = z.object({ path: z.string(), title: z.string(), visitors: count, pageviews: count });

/** Pageviews by the other site's host; DIRECT_REFERRER ('') for none. Only pageviews that entered the site count here. */
export const StatsReferrerSchema = z.object({ host: z.string(), pageviews: count });
/** Entries by the `utm_campaign` of the address the visit entered on: how many visits each campaign link brought. */
export const StatsCampaignSchema = z.object({ campaign: z.string(), pageviews: count });
export const StatsDeviceSchema = z.object({ device: DeviceClassSchema, pageviews: count });
/** ISO 3166-1 alpha-2, or UNKNOWN_COUNTRY. */
export const StatsCountrySchema = z.object({ country: z.string(), pageviews: count });

/**
 * Per product: `visits` to its page (visitors per day, summed) and the product enquiries that named
 * it (spam left out), both within the range: the data for a conversion rate (quotes / visits).
 */
export const StatsQuoteProductSchema = z.object({ productId: IdSchema, title: z.string(), visits: count, quotes: count });

/** GET /api/stats: the range's days in order, and the lists each sorted with the largest first. */
export const StatsSchema = z.object({
  days: z.array(StatsDaySchema),
  pages: z.array(StatsPageSchema),
  referrers: z.array(StatsReferrerSchema),
  campaigns: z.array(StatsCampaignSchema),
  devices: z.array(StatsDeviceSchema),
  countries: z.array(StatsCountrySchema),
  quotesByProduct: z.array(StatsQuoteProductSchema),
});
export type Stats = z.infer<typeof StatsSchema>;
export type StatsDay = z.infer<typeof StatsDaySchema>;
export type StatsPage = z.infer<typeof StatsPageSchema>;
export type StatsQuoteProduct = z.infer<typeof StatsQuoteProductSchema>;

/** Known sources by their hosts (the last parts of the name), as the dashboard names them. */
const SOURCES: [RegExp, string][] = [
  [/(^|\.)google\.[a-z.]+$/, 'Google'],
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)instagram\.com$/, 'Instagram'],
  [/(^|\.)(bing\.com)$/, 'Bing'],
  [/(^|\.)duckduckgo\.com$/, 'DuckDuckGo'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)(x\.com|t\.co|twitter\.com)$/, 'X'],
  [/(^|\.)yahoo\.[a-z.]+$/, 'Yahoo'],
  [/(^|\.)(finn\.no)$/, 'FINN'],
];

/** What the dashboard calls a referrer host: 'Google', 'Facebook', '(direkte)' for none, else the host. */
export function referrerLabel(host: string): string {
  if (host === DIRECT_REFERRER) return '(direkte)';
  if (host === OTHER_REFERRERS) return '(andre nettsteder)';
  return SOURCES.find(([pattern]) => pattern.test(host))?.[1] ?? host;
}
