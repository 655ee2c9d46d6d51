import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every night at 02:30 Norwegian time: one backup of every collection, then the nightly backups
 * beyond the newest 30 are deleted (manual and safety backups are kept), then the originals no
 * content refers to any more (services/images/orphan-sweep.ts). Region is set here
 * because ES imports run before index.ts's setGlobalOptions.
 */
export const nightlyBackup = onSchedule(
  { schedule: '30 2 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '512MiB', timeoutSeconds: 540, retryCount: 2 },
  async () => {
    const [{ defaultDeps }, { runNightlyBackup }, { sweepOrphanOriginals }] = await Promise.all([import('../production-deps'), import('../services/backups/backups'), import('../services/images/orphan-sweep')]);
    deps ??= defaultDeps();
    const { backup, pruned } = await runNightlyBackup(deps.repos, deps.blobs);
    console.info(`[backup] nightly backup ${backup.name} written; ${pruned.length} old nightly backup(s) deleted`);
    // After the backup, which keeps its own copy of every file the content refers to.
    const swept = await sweepOrphanOriginals(deps.repos, deps.blobs, deps.images);
    console.info(`[images] nightly sweep: ${swept.deleted.length} of ${swept.checked} original(s) deleted, nothing referred to them`);
  },
);
