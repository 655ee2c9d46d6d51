import { osloDay, STATS_RETENTION_MONTHS } from '@rms/schema';
import type { Repositories } from '../../repositories';

/** Documents deleted per batch. */
const PAGE = 400;

export interface StatsRetentionOutcome {
  /** Daily totals older than 25 months. */
  days: number;
  /** Visitor-set documents of past days. */
  visitorSets: number;
  /** Whether a past day's salt was still stored (no hit came today to replace it). */
  salt: boolean;
  /** Totals dated before this day are gone. */
  keptFrom: string;
}

/** The first day kept: the same day `months` months back (the 31st of a shorter month is its last day). */
export function retentionStart(today: string, months = STATS_RETENTION_MONTHS): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const monthIndex = y * 12 + (m - 1) - months;
  const year = Math.floor(monthIndex / 12);
  const month = (monthIndex % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/**
 * The statistics' nightly clean-up: totals older than 25 months, every visitor set of
 * a past day, and a past day's salt. After it, nothing that could tell one visitor's pageviews
 * apart outlives its day.
 */
export async function purgeOldStats(repos: Repositories, now = new Date()): Promise<StatsRetentionOutcome> {
  const today = osloDay(now);
  const keptFrom = retentionStart(today);
  const salt = await repos.stats.dropSaltUnless(today);
  const visitorSets = await deleteAll((limit) => repos.stats.deleteVisitorSetsBefore(today, limit));
  const days = await deleteAll((limit) => repos.stats.deleteDaysBefore(keptFrom, limit));
  return { days, visitorSets, salt, keptFrom };
}

/** Runs `deletePage` until a page comes back short; how many it deleted in all. */
async function deleteAll(deletePage: (limit: number) => Promise<number>): Promise<number> {
  let total = 0;
  let n: number;
  do {
    n = await deletePage(PAGE);
    total += n;
  } while (n === PAGE);
  return total;
}

export function describeStatsRetention(o: StatsRetentionOutcome): string {
  return `${o.visitorSets} visitor set(s) of past days and ${o.days} daily total(s) before ${o.keptFrom} deleted${o.salt ? '; yesterday\'s salt destroyed' : ''}`;
}
