import { addDays, daysInRange, osloDay, OTHER_CAMPAIGNS, referrerLabel, UNKNOWN_COUNTRY, type DeviceClass, type Stats, type StatsQuery } from '@rms/schema';

/** The ranges the 'Besøk' panel offers, in days ending today; 30 unless chosen. */
export const VISIT_RANGES = [7, 30, 90] as const;
export type VisitRange = (typeof VISIT_RANGES)[number];
export const DEFAULT_VISIT_RANGE: VisitRange = 30;

/** The last `days` Norwegian calendar days, today included: what GET /api/stats is asked for. */
export function lastDays(days: number, now: Date = new Date()): StatsQuery {
  const to = osloDay(now);
  return { from: addDays(to, -(days - 1)), to };
}

/**
 * Visitors are unique per day: over a longer range they are the days' counts added up, and the
 * panel says so, so nobody reads them as distinct people.
 */
export function isSummedPerDay(range: StatsQuery): boolean {
  return daysInRange(range.from, range.to) > 1;
}

const counts = new Intl.NumberFormat('nb-NO');
const rates = new Intl.NumberFormat('nb-NO', { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A count the Norwegian way: 12 345 (a no-break space between thousands). */
export function formatCount(n: number): string {
  return counts.format(n);
}

/** A share the Norwegian way, one decimal: '3,4 %'; '–' where there is nothing to divide by. */
export function formatShare(part: number, whole: number): string {
  return whole > 0 ? rates.format(part / whole) : '–';
}

/**
 * The share of a product page's visits that led to a product enquiry, at most 100 %. A request is
 * counted even when its sender's visits were not (Do Not Track, Global Privacy Control, staff signed
 * in) or when one visitor sends several, so requests can outnumber the counted visits; then every
 * counted visit led to one as far as the figures can tell, and the share is 100 %, marked `capped`.
 */
export function conversion(quotes: number, visits: number): { text: string; capped: boolean } {
  if (visits <= 0) return { text: '–', capped: false };
  const capped = quotes > visits;
  return { text: formatShare(Math.min(quotes, visits), visits), capped };
}

// Calendar days are written YYYY-MM-DD; read at midnight UTC and shown in UTC, the day never shifts.
const dayLabel = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const asDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** A day on the chart's axis: '3. nov.'. */
export function formatDay(day: string): string {
  return dayLabel.format(asDate(day));
}

/** The range in words: '28. oktober–26. november 2026', '20.–26. november 2026'. */
export function formatRange(range: StatsQuery): string {
  return longDay.formatRange(asDate(range.from), asDate(range.to));
}

/** The range's totals; visitors are the days' unique visitors added up. */
export function totals(days: Stats['days']): { visitors: number; pageviews: number } {
  return days.reduce((sum, d) => ({ visitors: sum.visitors + d.visitors, pageviews: sum.pageviews + d.pageviews }), { visitors: 0, pageviews: 0 });
}

/** A campaign as the panel names it: its `utm_campaign`, or '(andre kampanjer)' for the names beyond the day's limit. */
export function campaignLabel(campaign: string): string {
  return campaign === OTHER_CAMPAIGNS ? '(andre kampanjer)' : campaign;
}

/** Sources by name ('Google' from google.no and google.com together), the most pageviews first. */
export function referrerSources(referrers: Stats['referrers']): { label: string; pageviews: number }[] {
  const bySource = new Map<string, number>();
  for (const r of referrers) bySource.set(referrerLabel(r.host), (bySource.get(referrerLabel(r.host)) ?? 0) + r.pageviews);
  return [...bySource].map(([label, pageviews]) => ({ label, pageviews })).sort((a, b) => b.pageviews - a.pageviews);
}

export const DEVICE_LABELS: Record<DeviceClass, string> = { mobile: 'Mobil', tablet: 'Nettbrett', desktop: 'Datamaskin' };

const regionNames = new Intl.DisplayNames(['nb'], { type: 'region' });

/** A country's Norwegian name from its ISO code; 'Ukjent' where Google's front end did not say. */
export function countryName(code: string): string {
  if (code === UNKNOWN_COUNTRY) return 'Ukjent';
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}
