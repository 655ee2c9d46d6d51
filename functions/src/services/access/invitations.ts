import { INVITE_VALID_DAYS, ROLE_LABELS, type Role, type StaffInvite, type StaffInviteCreate, type StaffInviteResult, type UserDoc } from '@rms/schema';
import type { Mailer, OutgoingMail } from '../../adapters/mailer';
import { NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { InviteDoc } from '../../repositories/invites';
import type { Transaction } from '../../repositories/writer';
import { auditEntry, type AuditActor } from '../shared/audit';
import { applyAccess, refusePastDay, takesLastAdmin, toStaffMember, type AccessContext } from './staff-accounts';

const DAY_MS = 86_400_000;

export interface InviteMailing {
  mailer: Mailer;
  mailFrom: string;
  /** The site's sign-in page, written into the mail. */
  signInUrl: string;
}

function toStaffInvite(invite: InviteDoc): StaffInvite {
  return { id: invite.id, email: invite.email, role: invite.role, accessUntil: invite.accessUntil, invitedBy: invite.invitedBy.email, invitedAt: invite.invitedAt, expiresAt: invite.expiresAt };
}

/** An e-mail address for logs: the first letter and the domain (k…@example.no). */
export function maskedEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}…@${domain}`;
}

const norwegianDay = (iso: string) => new Date(iso).toLocaleDateString('nb-NO', { timeZone: 'Europe/Oslo', day: 'numeric', month: 'long', year: 'numeric' });

/** The invitation mail, in Norwegian, plain text. */
export function inviteMail(invite: InviteDoc, mailing: Pick<InviteMailing, 'mailFrom' | 'signInUrl'>): OutgoingMail {
  const role = ROLE_LABELS[invite.role].toLowerCase();
  const lines = [
    'Hei!',
    '',
    `${invite.invitedBy.email ?? 'En administrator'} har gitt deg tilgang som ${role} til nettsidene til RMS Solskjerming.`,
    '',
    `Logg inn med Google-kontoen for ${invite.email} her:`,
    mailing.signInUrl,
    '',
    `Invitasjonen gjelder til ${norwegianDay(invite.expiresAt)}.`,
    ...(invite.accessUntil ? [`Tilgangen varer til og med ${norwegianDay(`${invite.accessUntil}T12:00:00Z`)}.`] : []),
    '',
    'Har du ikke ventet denne e-posten, kan du se bort fra den.',
    '',
    'Hilsen RMS Solskjerming',
  ];
  return { to: invite.email, from: mailing.mailFrom, subject: `Invitasjon: ${role} for RMS Solskjerming`, text: lines.join('\n') };
}

/** Whether the Auth record of `uid` has `email` (letter case aside) as its current, verified address; false once deleted. */
async function ownsVerified(ctx: AccessContext, uid: string, email: string): Promise<boolean> {
  let account;
  try {
    account = await ctx.accounts.getUser(uid);
  } catch (e) {
    if ((e as { code?: unknown }).code === 'auth/user-not-found') return false;
    throw e;
  }
  return account.emailVerified && account.email?.toLowerCase() === email.toLowerCase();
}

/**
 * POST /api/users/invites. An address that is the current, verified e-mail of an existing account's
 * Auth record gets the role at once (audited as user.role); any other gets an invitation, valid INVITE_VALID_DAYS days,
 * that replaces an earlier one for the same address, and a mail with the sign-in address.
 */
export async function inviteStaff(ctx: AccessContext, mailing: InviteMailing, actor: AuditActor, input: StaffInviteCreate): Promise<StaffInviteResult & { mailed: boolean }> {
  const now = ctx.now();
  refusePastDay(input.accessUntil, now);
  const to = { role: input.role, accessUntil: input.accessUntil ?? null };

  for (const account of await ctx.repos.users.byEmails([input.email])) {
    // users/{uid} keeps the address of the last sign-in, which may since have changed; only the Auth
    // record's current, verified address proves the invited person owns this account (decision 145).
    // Any other gets the invitation below, which a verified sign-in with the address accepts.
    if (!(await ownsVerified(ctx, account.uid, input.email))) continue;
    const { doc } = await applyAccess(ctx, actor, account.uid, () => to, 'user.role', { staffOnly: false, extra: { via: 'invite' } });
    return { invite: null, user: toStaffMember(account.uid, doc), mailed: false };
  }

  const invite: InviteDoc = {
    id: ctx.repos.invites.newId(),
    email: input.email,
    ...to,
    invitedBy: { uid: actor.uid, email: actor.email },
    invitedAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + INVITE_VALID_DAYS * DAY_MS).toISOString(),
  };
  await ctx.repos.transaction(async (tx) => {
    const earlier = await ctx.repos.invites.byEmail(input.email, tx);
    for (const old of earlier) ctx.repos.invites.delete(tx, old.id);
    ctx.repos.invites.create(tx, invite);
    ctx.repos.audit.add(tx, auditEntry(actor, 'user.invite', invite.id, { email: invite.email, from: null, to, replaced: earlier.map((o) => o.id) }));
  });
  let mailed = false;
  try {
    await mailing.mailer.send(inviteMail(invite, mailing));
    mailed = true;
  } catch (e) {
    console.error(`[access] the invitation mail to ${maskedEmail(invite.email)} was not sent: ${e instanceof Error ? e.message : String(e)}`);
  }
  return { invite: toStaffInvite(invite), user: null, mailed };
}

/** DELETE /api/users/invites/{id}. */
export async function withdrawInvite(repos: Repositories, actor: AuditActor, id: string): Promise<{ withdrawn: string }> {
  await repos.transaction(async (tx) => {
    const invite = await repos.invites.find(id, tx);
    if (!invite) throw new NotFoundError('No pending invitation has that id');
    repos.invites.delete(tx, id);
    repos.audit.add(tx, auditEntry(actor, 'user.invite.withdraw', id, { email: invite.email, role: invite.role }));
  });
  return { withdrawn: id };
}

const RANK: Record<Role, number> = { user: 0, editor: 1, admin: 2 };

/**
 * At sign-in, inside its transaction (reads here come before its writes): the invitations for a
 * verified e-mail, matched without regard to letter case. A pending one gives its role and last day
 * (never less than the account has, and never a last day to the last administrator without one);
 * every pending one is used up. Unverified e-mails match nothing.
 */
export async function acceptInvites(
  repos: Repositories,
  tx: Transaction,
  identity: { uid: string; email?: string | undefined; email_verified?: boolean | undefined },
  current: Pick<UserDoc, 'role' | 'accessUntil'> | null,
  now: Date,
): Promise<{ to: Pick<UserDoc, 'role' | 'accessUntil'>; record: () => void } | null> {
  if (!identity.email || identity.email_verified !== true) return null;
  const invites = await repos.invites.byEmail(identity.email, tx);
  // A lapsed invitation grants nothing; the nightly job deletes it with its audit entry.
  const live = invites.filter((i) => Date.parse(i.expiresAt) > now.getTime()).sort((a, b) => b.invitedAt.localeCompare(a.invitedAt));
  const pending = live[0];
  if (!pending) return null;
  const from = { role: current?.role ?? 'user', accessUntil: current?.accessUntil ?? null };
  const offered = RANK[pending.role] >= RANK[from.role] ? { role: pending.role, accessUntil: pending.accessUntil } : from;
  // The users screen's rule holds here too: an invitation never gives the last administrator a last day.
  const keptLastAdmin = await takesLastAdmin(repos, tx, identity.uid, from, offered);
  if (keptLastAdmin) console.warn(`[access] the invitation ${pending.id} would have taken the last administrator's open access; ${identity.uid} keeps it`);
  const to = keptLastAdmin ? from : offered;
  return {
    to,
    /** The invitations' deletion and the audit entry, written in the sign-in's transaction. */
    record() {
      for (const invite of live) repos.invites.delete(tx, invite.id);
      repos.audit.add(tx, auditEntry({ uid: identity.uid, email: identity.email ?? null }, 'user.invite.accept', identity.uid, { invite: pending.id, invitedBy: pending.invitedBy.email, from, to, ...(keptLastAdmin ? { keptLastAdmin: true } : {}) }));
    },
  };
}
