import { STAFF_IDLE_DAYS, type StaffInvite, type StaffList, type StaffMember } from '@rms/schema';
const DAY_MS = 86_400_000;

export type StaffRow = { kind: 'staff'; key: string; label: string; user: StaffMember; inactive: boolean } | { kind: 'invite'; key: string; label: string; invite: StaffInvite; invitedBy: string | null };

/**
 * Whether an account has gone unused for STAFF_IDLE_DAYS: counted from the last sign-in, or from
 * its creation when no sign-in is recorded. Without either date nothing can be said, so it does not stand out.
 */
export function isInactive(user: Pick<StaffMember, 'last_login' | 'created_at'>, now: Date): boolean {
  const since = Date.parse(user.last_login ?? user.created_at ?? '');
  return Number.isFinite(since) && now.getTime() - since > STAFF_IDLE_DAYS * DAY_MS;
}

/**
 * One row per person with staff access (administrators first, then editors, each by name) and
 * then one per pending invitation, oldest first. The API lists only accounts with staff access.
 */
export function staffRows(list: StaffList, now: Date): StaffRow[] {
  const staff = list.users
    .map((user) => ({ kind: 'staff' as const, key: `user:${user.uid}`, label: user.displayName || user.email || user.uid, user, inactive: isInactive(user, now) }))
    .sort((a, b) => (a.user.role === b.user.role ? a.label.localeCompare(b.label, 'nb') : a.user.role === 'admin' ? -1 : 1));
  // The inviter by name when they are in the list (the API names them by e-mail; a uid is matched too).
  const inviter = (by: string | null) => (by ? (list.users.find((u) => u.uid === by || u.email === by)?.displayName ?? by) : null);
  const invites = [...list.invites]
    .sort((a, b) => a.invitedAt.localeCompare(b.invitedAt))
    .map((invite) => ({ kind: 'invite' as const, key: `invite:${invite.id}`, label: invite.email, invite, invitedBy: inviter(invite.invitedBy) }));
  return [...staff, ...invites];
}

const DAY_FORMAT = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const TIME_FORMAT = new Intl.DateTimeFormat('nb-NO', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Oslo' });

/** A calendar day (YYYY-MM-DD) as Norwegians write it, e.g. '31. des. 2026'. */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DAY_FORMAT.format(date);
}

/** An instant in Oslo time, e.g. '27. nov. 2026, 14:05'; `empty` when it is missing or unreadable. */
export function formatTime(iso: string | null, empty: string): string {
  const date = new Date(iso ?? '');
  return iso && !Number.isNaN(date.getTime()) ? TIME_FORMAT.format(date) : empty;
}
