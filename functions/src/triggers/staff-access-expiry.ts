import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION, TIME_ZONE } from '../config';
import type { AppDeps } from '../app-deps';

let deps: AppDeps | undefined;

/**
 * Every night at 00:01 Norwegian time, just after a last day of access ended: those people become
 * `user` with their sessions ended, and invitations unused for 14 days are deleted, each audited
 * (services/access/staff-accounts.ts). Requests were refused from midnight already; this makes the
 * stored roles and the users screen say so.
 */
export const staffAccessExpiry = onSchedule(
  { schedule: '1 0 * * *', timeZone: TIME_ZONE, region: REGION, maxInstances: 1, memory: '256MiB', timeoutSeconds: 300, retryCount: 2 },
  async () => {
    const [{ defaultDeps }, { expireStaffAccess }] = await Promise.all([import('../production-deps'), import('../services/access/staff-accounts')]);
    deps ??= defaultDeps();
    const done = await expireStaffAccess({ repos: deps.repos, accounts: deps.accounts, roles: deps.roles, now: () => new Date() });
    console.info(`[access] expiry: ${done.expired} person(s) lost staff access at the end of their last day; ${done.lapsedInvites} lapsed invitation(s) deleted`);
  },
);
