import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, SENDGRID_API_KEY, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every 15 minutes: contact messages whose mail failed (or whose sender died mid-send) are sent
 * again once their backoff has passed, up to MAX_SEND_ATTEMPTS attempts in all. Messages waiting in
 * the second store (messageRescue) are moved into Firestore first.
 */
export const mailRetry = onSchedule(
  { schedule: 'every 15 minutes', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, secrets: [SENDGRID_API_KEY] },
  async () => {
    const [{ defaultDeps }, { retryFailedEnquiries }, { rescueFallbackEnquiries }, { describeRescue, describeRetry }] = await Promise.all([
      import('../production-deps'),
      import('../services/enquiries/enquiry-delivery'),
      import('../services/enquiries/enquiry-fallback'),
      import('./job-log'),
    ]);
    deps ??= defaultDeps();
    // Messages of the second store first: one already mailed from there carries its state into Firestore, so it is not mailed twice.
    console.info(`[mail] rescue: ${describeRescue(await rescueFallbackEnquiries(deps.repos, deps.blobs))}`);
    console.info(`[mail] retry: ${describeRetry(await retryFailedEnquiries(deps.repos, deps.mailer, { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl }))}`);
  },
);
