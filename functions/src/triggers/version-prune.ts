import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every night at 02:00 Norwegian time, before the nightly backup and its sweep of unreferenced
 * originals: each item keeps its newest 50 versions and every version younger than 90 days; the
 * rest are deleted (services/history/version-prune.ts). The sweep then lets go of the pictures only those
 * versions needed. Region is set here because ES imports run before index.ts's setGlobalOptions.
 */
export const versionPrune = onSchedule(
  { schedule: '0 2 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '512MiB', timeoutSeconds: 540, retryCount: 2 },
  async () => {
    const [{ defaultDeps }, { describePrune, pruneVersions }] = await Promise.all([import('../production-deps'), import('../services/history/version-prune')]);
    deps ??= defaultDeps();
    console.info(`[versions] ${describePrune(await pruneVersions(deps.repos))}`);
  },
);
