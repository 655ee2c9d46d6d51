import {
  StaffInviteCreateSchema,
  StaffInviteIdParamsSchema,
  StaffInviteResultSchema,
  StaffInviteWithdrawResultSchema,
  StaffListSchema,
  StaffMemberSchema,
  StaffPatchSchema,
  StaffAuditListSchema,
  StaffRemovalResultSchema,
  StaffUidParamsSchema,
} from '@rms/schema';
import { adminErrors, type RouteSpec } from './registry';

const badBody = { status: 400, when: 'a malformed address, a role other than admin or editor, a malformed date or one before today, or a field the route does not take (VALIDATION_FAILED; `issues` names the field; nothing is stored)' };
const lastAdmin = { status: 409, when: 'the change would leave no administrator with access and no last day (CONFLICT, a Norwegian message; nothing is changed)' };
const notJson = { status: 415, when: 'the body is not application/json' };

/** Staff accounts: the users screen (decision 127). */
export const userRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/users',
    summary:
      'Everyone with staff access (role admin or editor whose last day has not passed), oldest account first, and the pending invitations, newest first. `accessUntil` is the last Norwegian day of access (null: no end); `last_login` and `created_at` are ISO times.',
    auth: 'admin',
    response: StaffListSchema,
    errors: adminErrors,
  },
  {
    method: 'POST',
    path: '/api/users/invites',
    summary:
      'Invites an e-mail address (matched without regard to letter case) to a role, optionally until a last day. When the Firebase Auth record of an existing account has that address as its current, verified e-mail, its role and last day change at once (`user` in the answer, audited as user.role; a lower role ends its sessions). Otherwise (also when the address stored for an account is no longer its Auth e-mail, or its Auth account was deleted) an invitation valid 14 days is stored (`invite`; an earlier one for the address is replaced), audited as user.invite, and a Norwegian mail with the sign-in address is sent (`mailed`): `SITE_URL` + `/login`, never an address taken from the request (`Origin` or any other header). The role is granted when a Google account with that verified e-mail signs in.',
    auth: 'admin',
    body: StaffInviteCreateSchema,
    response: StaffInviteResultSchema,
    errors: [badBody, ...adminErrors, lastAdmin, notJson],
  },
  {
    method: 'DELETE',
    path: '/api/users/invites/{id}',
    summary: 'Withdraws a pending invitation: it grants nothing any more. Audited as user.invite.withdraw.',
    auth: 'admin',
    params: StaffInviteIdParamsSchema,
    response: StaffInviteWithdrawResultSchema,
    errors: [{ status: 400, when: 'a malformed id' }, ...adminErrors, { status: 404, when: 'no pending invitation with that id' }],
  },
  {
    method: 'GET',
    path: '/api/users/{uid}/audit',
    summary:
      "One person's entries in the audit log, newest first, at most 200: what they did (`uid`) and what was done about them (`target`: role changes, removal, expiry, an accepted invitation). The users screen links each row here.",
    auth: 'admin',
    params: StaffUidParamsSchema,
    response: StaffAuditListSchema,
    errors: [{ status: 400, when: 'a malformed uid' }, ...adminErrors],
  },
  {
    method: 'PATCH',
    path: '/api/users/{uid}',
    summary:
      "Changes the role (admin or editor) and/or the last day of someone with staff access (`accessUntil: null`: no end). Audited as user.role with from and to. A lower role ends the person's sessions: their refresh tokens are revoked and ID tokens from earlier sign-ins are refused on every instance within 30 s. Access with a last day ends at the end of that day, Oslo time.",
    auth: 'admin',
    params: StaffUidParamsSchema,
    body: StaffPatchSchema,
    response: StaffMemberSchema,
    errors: [{ ...badBody, when: `${badBody.when}; an empty body` }, ...adminErrors, { status: 404, when: 'no one with staff access has that uid' }, lastAdmin, notJson],
  },
  {
    method: 'DELETE',
    path: '/api/users/{uid}',
    summary:
      'Removes staff access: the account remains, as `user`. Its refresh tokens are revoked (`revoked`) and ID tokens from earlier sign-ins are refused on every instance within 30 s. Audited as user.remove with from and to.',
    auth: 'admin',
    params: StaffUidParamsSchema,
    response: StaffRemovalResultSchema,
    errors: [{ status: 400, when: 'a malformed uid' }, ...adminErrors, { status: 404, when: 'no one with staff access has that uid' }, lastAdmin],
  },
];
