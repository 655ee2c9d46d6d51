import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, SENDGRID_API_KEY, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every hour from 09:00 to 18:00 Oslo time: each visit booked for tomorrow gets one reminder mail
 * to the visitor (services/bookings/booking-reminder.ts, decision 149). Hourly, not once, so a
 * visit moved to tomorrow during the day is reminded too, and a failed mail is tried again.
 */
export const bookingReminder = onSchedule(
  { schedule: '0 9-18 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, secrets: [SENDGRID_API_KEY] },
  async () => {
    const [{ defaultDeps }, { remindTomorrowsVisits }] = await Promise.all([import('../production-deps'), import('../services/bookings/booking-reminder')]);
    deps ??= defaultDeps();
    const clock = deps.clock ?? (() => new Date());
    const r = await remindTomorrowsVisits({ repos: deps.repos, mailer: deps.mailer, mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl, now: clock });
    console.info(`[bookings] reminders: ${r.reminded} sent, ${r.failed} failed (tried again next run)`);
  },
);
