import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, SENDGRID_API_KEY, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every 15 minutes: each enquiry still 'Ny' past its answer time (the settings' working hours,
 * 4 by default, inside the opening hours, decision 132) gets one reminder mail to the staff address
 * (services/enquiries/enquiry-reminder.ts).
 */
export const enquiryReminder = onSchedule(
  { schedule: 'every 15 minutes', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, secrets: [SENDGRID_API_KEY] },
  async () => {
    const [{ defaultDeps }, { remindOverdueEnquiries }] = await Promise.all([import('../production-deps'), import('../services/enquiries/enquiry-reminder')]);
    deps ??= defaultDeps();
    const r = await remindOverdueEnquiries(deps.repos, deps.mailer, { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo }, deps.config.siteUrl);
    console.info(`[mail] reminders: ${r.reminded} sent, ${r.failed} failed (tried again next run)`);
  },
);
