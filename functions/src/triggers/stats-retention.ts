import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every night at 00:05 Norwegian time, just after the day changed: the visit statistics' visitor
 * sets of past days and a past day's salt are deleted, and daily totals older than 25 months
 * (services/stats/stats-retention.ts). Individual visitors cannot be told apart after this.
 */
export const statsRetention = onSchedule(
  { schedule: '5 0 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, retryCount: 2 },
  async () => {
    const [{ defaultDeps }, { describeStatsRetention, purgeOldStats }] = await Promise.all([import('../production-deps'), import('../services/stats/stats-retention')]);
    deps ??= defaultDeps();
    console.info(`[stats] retention: ${describeStatsRetention(await purgeOldStats(deps.repos))}`);
  },
);
