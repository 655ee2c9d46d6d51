import { ACCESS_DAY_PAST_MESSAGE, type Role, type StaffList, type StaffMember, type StaffPatch, type StaffRemovalResult, type StaffRole, type UserDoc } from '@rms/schema';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { Transaction } from '../../repositories/writer';
import { auditEntry, type AuditActor } from '../shared/audit';
import type { RoleStore } from './roles';
import type { AccountAdmin } from './accounts';
import { accessHasEnded, isPastDay } from './access-dates';

/** What changing someone's access needs: the stores, Firebase Auth, this instance's role cache and the clock. */
export interface AccessContext {
  repos: Repositories;
  accounts: AccountAdmin;
  roles: RoleStore;
  now: () => Date;
}

/** A role and its last day: what an access change goes from and to, as its audit entry records it. */
export interface AccessState {
  role: Role;
  accessUntil: string | null;
}

export const LAST_ADMIN_MESSAGE =
  'Den siste administratoren med tilgang uten sluttdato kan ikke fjernes, gjøres til redaktør eller få en siste dag. Gjør en annen til administrator først.';

const RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 };

/** The stored staff roles are a closed set; a stored `user` never reaches the users screen. */
const staffRole = (role: Role): StaffRole => (role === 'admin' ? 'admin' : 'editor');

export function toStaffMember(uid: string, doc: UserDoc): StaffMember {
  return {
    uid,
    email: doc.email,
    displayName: doc.displayName,
    role: staffRole(doc.role),
    accessUntil: doc.accessUntil ?? null,
    last_login: doc.last_login || null,
    created_at: doc.created_at || null,
  };
}

/** A last day before today is refused as bad input, naming the field. */
export function refusePastDay(accessUntil: string | null | undefined, now: Date): void {
  if (accessUntil && isPastDay(accessUntil, now)) {
    throw new ValidationError(`Request body is invalid: accessUntil: ${ACCESS_DAY_PAST_MESSAGE}`, [{ path: 'accessUntil', message: ACCESS_DAY_PAST_MESSAGE }]);
  }
}

/** GET /api/users: everyone whose staff access has not ended (oldest account first), and the pending invitations. */
export async function listStaff(repos: Repositories, now: Date): Promise<StaffList> {
  const [staff, invites] = await Promise.all([repos.users.withRoles(['admin', 'editor']), repos.invites.all()]);
  return {
    users: staff
      .filter((u) => !accessHasEnded(u.accessUntil, now))
      .sort((a, b) => a.created_at.localeCompare(b.created_at))
      .map(({ uid, ...doc }) => toStaffMember(uid, doc)),
    invites: invites
      .filter((i) => Date.parse(i.expiresAt) > now.getTime())
      .sort((a, b) => b.invitedAt.localeCompare(a.invitedAt))
      .map((i) => ({ id: i.id, email: i.email, role: i.role, accessUntil: i.accessUntil, invitedBy: i.invitedBy.email, invitedAt: i.invitedAt, expiresAt: i.expiresAt })),
  };
}

/**
 * The site is never left without an administrator: one admin with access and no last day must remain
 * (decision 127). A change that takes the last of them away is refused with 409, read in the same
 * transaction as the change, so two administrators removing each other at once cannot both succeed.
 */
async function keepAnAdmin(repos: Repositories, tx: Transaction, uid: string, from: AccessState, to: AccessState): Promise<void> {
  if (await takesLastAdmin(repos, tx, uid, from, to)) throw new ConflictError(LAST_ADMIN_MESSAGE);
}

/**
 * Whether going from `from` to `to` would take away the last administrator with access and no last day
 * (decision 127): the users screen refuses such a change, and an invitation accepted at sign-in is
 * not applied. Read in `tx`, before its writes.
 */
export async function takesLastAdmin(repos: Repositories, tx: Transaction, uid: string, from: AccessState, to: AccessState): Promise<boolean> {
  const openAdmin = (s: AccessState) => s.role === 'admin' && !s.accessUntil;
  if (!openAdmin(from) || openAdmin(to)) return false;
  const others = (await repos.users.withRoles(['admin'], tx)).filter((a) => a.uid !== uid && !a.accessUntil);
  return others.length === 0;
}

/** `to` gives less than `from`: a lower role. Sessions then end, so the person's client signs in again. */
const isDemotion = (from: AccessState, to: AccessState) => RANK[to.role] < RANK[from.role];

/**
 * Gives `uid` the access `to`, with its audit entry in the same transaction. A demotion or removal also
 * stores the moment sessions end (tokensValidAfter: every instance refuses older tokens within its role
 * cache's 30 s) and revokes the refresh tokens, so no new ID token can be had.
 */
export async function applyAccess(
  ctx: AccessContext,
  actor: AuditActor,
  uid: string,
  change: (current: AccessState) => AccessState,
  action: string,
  opts: { staffOnly: boolean; extra?: Record<string, unknown> },
): Promise<{ doc: UserDoc; from: AccessState; to: AccessState; revoked: boolean }> {
  const at = ctx.now();
  const result = await ctx.repos.transaction(async (tx) => {
    const doc = await ctx.repos.users.find(uid, tx);
    if (!doc || (opts.staffOnly && doc.role === 'user')) throw new NotFoundError('No one with staff access has that id');
    const from: AccessState = { role: doc.role, accessUntil: doc.accessUntil ?? null };
    const to = change(from);
    await keepAnAdmin(ctx.repos, tx, uid, from, to);
    const demoted = isDemotion(from, to);
    const changes: Partial<UserDoc> = { role: to.role, accessUntil: to.accessUntil, ...(demoted ? { tokensValidAfter: at.toISOString() } : {}) };
    ctx.repos.users.update(tx, uid, changes);
    ctx.repos.audit.add(tx, auditEntry(actor, action, uid, { from, to, ...opts.extra }));
    return { doc: { ...doc, ...changes }, from, to, demoted };
  });
  ctx.roles.forget(uid);
  let revoked = false;
  if (result.demoted) {
    try {
      await ctx.accounts.revokeRefreshTokens(uid);
      revoked = true;
    } catch (e) {
      // The stored cut-off already refuses the old tokens; only new ones from the refresh tokens could be had.
      console.error(`[access] could not revoke the refresh tokens of ${uid}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  return { doc: result.doc, from: result.from, to: result.to, revoked };
}

/** PATCH /api/users/{uid}: a new role and/or last day for someone with staff access. */
export async function changeStaffAccess(ctx: AccessContext, actor: AuditActor, uid: string, patch: StaffPatch): Promise<StaffMember> {
  refusePastDay(patch.accessUntil, ctx.now());
  const { doc } = await applyAccess(
    ctx,
    actor,
    uid,
    (from) => ({ role: patch.role ?? from.role, accessUntil: patch.accessUntil === undefined ? from.accessUntil : patch.accessUntil }),
    'user.role',
    { staffOnly: true },
  );
  return toStaffMember(uid, doc);
}

/** DELETE /api/users/{uid}: the account stays, as `user`, and its sessions end. */
export async function removeStaffAccess(ctx: AccessContext, actor: AuditActor, uid: string): Promise<StaffRemovalResult> {
  const { revoked } = await applyAccess(ctx, actor, uid, () => ({ role: 'user', accessUntil: null }), 'user.remove', { staffOnly: true });
  return { uid, role: 'user', revoked };
}

/** Who the nightly job acts as in the audit log. */
export const EXPIRY_ACTOR: AuditActor = { uid: 'system:staffAccessExpiry', email: null };

/**
 * The nightly job: everyone whose last day has passed becomes `user` (sessions ended, audited as
 * user.expire), and invitations unused for INVITE_VALID_DAYS are deleted (user.invite.expire).
 * Requests were refused from the end of the last day already; this makes the stored state say so.
 */
export async function expireStaffAccess(ctx: AccessContext): Promise<{ expired: number; lapsedInvites: number }> {
  const now = ctx.now();
  const ended = (await ctx.repos.users.withRoles(['admin', 'editor'])).filter((u) => accessHasEnded(u.accessUntil, now));
  let expired = 0;
  for (const person of ended) {
    try {
      await applyAccess(ctx, EXPIRY_ACTOR, person.uid, (from) => (accessHasEnded(from.accessUntil, now) ? { role: 'user', accessUntil: null } : from), 'user.expire', { staffOnly: true });
      expired++;
    } catch (e) {
      console.error(`[access] could not end the access of ${person.uid}: ${e instanceof Error ? e.message : String(e)}`);
    }
  }
  const lapsed = (await ctx.repos.invites.all()).filter((i) => Date.parse(i.expiresAt) <= now.getTime());
  if (lapsed.length > 0) {
    const batch = ctx.repos.batch();
    for (const invite of lapsed) {
      ctx.repos.invites.delete(batch, invite.id);
      ctx.repos.audit.add(batch, auditEntry(EXPIRY_ACTOR, 'user.invite.expire', invite.id, { email: invite.email, role: invite.role }));
    }
    await batch.commit();
  }
  return { expired, lapsedInvites: lapsed.length };
}
