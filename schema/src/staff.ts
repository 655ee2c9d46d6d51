import { z } from 'zod';
import { AuditEntrySchema } from './common';
import { RoleSchema } from './user';
import { STAFF_ROLES } from './role';
import { isCalendarDay } from './stats';

/*
 * The users screen's API: who has staff access, pending invitations, and the changes an
 * administrator makes to them. Dates of access are Norwegian calendar days (Europe/Oslo), YYYY-MM-DD:
 * access lasts to the end of that day. The messages are Norwegian: the users screen's forms show them
 * at their fields (the server's 400 names the field before each).
 */

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'Velg en rolle: Administrator eller Redaktør' });

/** An invitation lapses unused after this many days. */
export const INVITE_VALID_DAYS = 14;

/** Staff who have not signed in for this many days stand out on the users screen. */
export const STAFF_IDLE_DAYS = 90;

/** A last day of access, YYYY-MM-DD. Whether it is past is the server's (and the form's) check: it needs today's date. */
export const StaffAccessDaySchema = z
  .string({ error: 'Skriv datoen som ÅÅÅÅ-MM-DD' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Skriv datoen som ÅÅÅÅ-MM-DD', abort: true })
  .refine(isCalendarDay, 'Datoen finnes ikke');

/** What a last day before today gets, from the server and the form alike. */
export const ACCESS_DAY_PAST_MESSAGE = 'Siste dag kan ikke være før i dag';

/** POST /api/users/invites. A date in the past is refused by the server (it knows today's date). */
export const StaffInviteCreateSchema = z
  .object({
    email: z
      .string({ error: 'Skriv en e-postadresse' })
      .trim()
      .min(1, 'E-postadresse må fylles ut')
      .max(254, 'E-postadressen er for lang')
      .pipe(z.email('Ugyldig e-postadresse'))
      .transform((e) => e.toLowerCase()),
    role: StaffRoleSchema,
    accessUntil: StaffAccessDaySchema.optional(),
  })
  .strict();
export type StaffInviteCreate = z.infer<typeof StaffInviteCreateSchema>;

/** PATCH /api/users/{uid}: a new role, a new last day, or `accessUntil: null` for access without end. */
export const StaffPatchSchema = z
  .object({ role: StaffRoleSchema.optional(), accessUntil: StaffAccessDaySchema.nullable().optional() })
  .strict()
  .refine((p) => p.role !== undefined || p.accessUntil !== undefined, { message: 'Send role and/or accessUntil', path: ['role'] });
export type StaffPatch = z.infer<typeof StaffPatchSchema>;

/** Firebase uids: what the emulator and Google make, never a path. */
export const StaffUidParamsSchema = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'Unknown user id') });
export const StaffInviteIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Unknown invitation id') });

/** One person with staff access, as GET /api/users lists them. Times are ISO-8601. */
export const StaffMemberSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: StaffRoleSchema,
  accessUntil: z.string().nullable(),
  last_login: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

/** A pending invitation. `invitedBy` is the inviting administrator's e-mail. */
export const StaffInviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  accessUntil: z.string().nullable(),
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvite = z.infer<typeof StaffInviteSchema>;

/** GET /api/users. */
export const StaffListSchema = z.object({ users: z.array(StaffMemberSchema), invites: z.array(StaffInviteSchema) });
export type StaffList = z.infer<typeof StaffListSchema>;

/**
 * POST /api/users/invites answers one of the two: `invite` when an invitation was stored, `user` when the
 * address already had an account and its role changed at once. `mailed` says whether the invitation mail went out.
 */
export const StaffInviteResultSchema = z.object({ invite: StaffInviteSchema.nullable(), user: StaffMemberSchema.nullable(), mailed: z.boolean() });
export type StaffInviteResult = z.infer<typeof StaffInviteResultSchema>;

/** DELETE /api/users/{uid}: the account remains, as `user`, with its sessions ended. */
export const StaffRemovalResultSchema = z.object({ uid: z.string(), role: RoleSchema, revoked: z.boolean() });
export type StaffRemovalResult = z.infer<typeof StaffRemovalResultSchema>;

/** GET /api/users/{uid}/audit: the audit entries a person made or that are about them, newest first. */
export const StaffAuditListSchema = z.array(AuditEntrySchema.extend({ id: z.string() }));
export type StaffAuditList = z.infer<typeof StaffAuditListSchema>;

/** How many entries GET /api/users/{uid}/audit answers at most. */
export const STAFF_AUDIT_LIMIT = 200;

/** DELETE /api/users/invites/{id}. */
export const StaffInviteWithdrawResultSchema = z.object({ withdrawn: z.string() });
