import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every night at 03:15 Norwegian time, after the backup: enquiries older than the site's retention
 * (messageRetentionMonths, default 12) and spam older than 30 days are deleted, with one audit
 * entry that counts them (services/enquiries/enquiry-retention.ts); and the visitors' receipt limits whose
 * hour has passed (services/enquiries/enquiry-receipt.ts).
 */
export const messageRetention = onSchedule(
  { schedule: '15 3 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, retryCount: 2 },
  async () => {
    const [{ defaultDeps }, { purgeOldEnquiries, RETENTION_JOB }, { sweepReceiptLimits }] = await Promise.all([
      import('../production-deps'),
      import('../services/enquiries/enquiry-retention'),
      import('../services/enquiries/enquiry-receipt'),
    ]);
    deps ??= defaultDeps();
    const r = await purgeOldEnquiries(deps.repos, RETENTION_JOB, new Date(), deps.blobs);
    console.info(`[mail] retention: ${r.deleted} enquiry(ies) older than ${r.retentionMonths} months and ${r.spamDeleted} old spam message(s) deleted`);
    // The visitors' receipt limits past their hour (decision 133).
    console.info(`[mail] retention: ${await sweepReceiptLimits(deps.repos.mailLog)} receipt limit(s) past their hour deleted`);
  },
);
