import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, SENDGRID_API_KEY, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every 15 minutes: contact messages whose mail failed (or whose sender died mid-send) are sent
 * again once their backoff has passed, up to MAX_SEND_ATTEMPTS attempts in all.
 */
export const mailRetry = onSchedule(
  { schedule: 'every 15 minutes', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, secrets: [SENDGRID_API_KEY] },
  async () => {
    const [{ defaultDeps }, { retryFailedMessages }] = await Promise.all([import('../deps'), import('../services/contact-delivery')]);
    deps ??= defaultDeps();
    const outcome = await retryFailedMessages(deps.repos, deps.mailer, { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo });
    if (outcome.attempted > 0) console.info(`[mail] retry: ${outcome.sent} sent, ${outcome.failed} failed of ${outcome.attempted}`);
  },
);
