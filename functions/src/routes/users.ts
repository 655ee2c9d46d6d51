import { Router } from 'express';
import { STAFF_AUDIT_LIMIT, StaffInviteCreateSchema, StaffInviteIdParamsSchema, StaffPatchSchema, StaffUidParamsSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { inviteStaff, withdrawInvite } from '../services/access/invitations';
import { changeStaffAccess, listStaff, removeStaffAccess, type AccessContext } from '../services/access/staff-accounts';
import { sendData } from './respond';

/**
 * The sign-in page the invitation mail links to: always on the configured public address, never on
 * a request header, so an admin token cannot make the company's sender mail a link of its choosing
 * (decision 146).
 */
function signInUrl(siteUrl: string): string {
  return `${siteUrl}/login`;
}

/** The users screen's API: staff access, invitations and their changes; administrators only. */
export function userRoutes(deps: AppDeps): Router {
  const router = Router();
  const now = deps.clock ?? (() => new Date());
  const ctx: AccessContext = { repos: deps.repos, accounts: deps.accounts, roles: deps.roles, now };
  router.use(requireAdmin);

  router.get('/', async (req, res) => {
    sendData(req, res, await listStaff(deps.repos, now()));
  });

  router.post('/invites', requireJson, async (req, res) => {
    const input = parse(StaffInviteCreateSchema, req.body);
    const mailing = { mailer: deps.mailer, mailFrom: deps.config.mailFrom, signInUrl: signInUrl(deps.config.siteUrl) };
    sendData(req, res, await inviteStaff(ctx, mailing, signedInUser(req), input), 201);
  });

  router.delete('/invites/:id', async (req, res) => {
    const { id } = parse(StaffInviteIdParamsSchema, req.params, 'Path');
    sendData(req, res, await withdrawInvite(deps.repos, signedInUser(req), id));
  });

  router.get('/:uid/audit', async (req, res) => {
    const { uid } = parse(StaffUidParamsSchema, req.params, 'Path');
    sendData(req, res, await deps.repos.audit.about(uid, STAFF_AUDIT_LIMIT));
  });

  router.patch('/:uid', requireJson, async (req, res) => {
    const { uid } = parse(StaffUidParamsSchema, req.params, 'Path');
    sendData(req, res, await changeStaffAccess(ctx, signedInUser(req), uid, parse(StaffPatchSchema, req.body)));
  });

  router.delete('/:uid', async (req, res) => {
    const { uid } = parse(StaffUidParamsSchema, req.params, 'Path');
    sendData(req, res, await removeStaffAccess(ctx, signedInUser(req), uid));
  });

  return router;
}
