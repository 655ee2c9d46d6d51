import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every 5 minutes: contact messages that Firestore could not store, and that were kept in the
 * second store instead (services/enquiries/enquiry-fallback.ts), are moved into Firestore, exactly once each,
 * with the delivery state they reached. mailRetry runs the same step first, so a message mailed
 * from the second store is never mailed again by the retry.
 */
export const messageRescue = onSchedule(
  { schedule: 'every 5 minutes', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300 },
  async () => {
    const [{ defaultDeps }, { rescueFallbackEnquiries }, { describeRescue }] = await Promise.all([import('../production-deps'), import('../services/enquiries/enquiry-fallback'), import('./job-log')]);
    deps ??= defaultDeps();
    console.info(`[mail] rescue: ${describeRescue(await rescueFallbackEnquiries(deps.repos, deps.blobs))}`);
  },
);
