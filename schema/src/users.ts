import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from './role';
import { EmailSchema } from './settings';
import { isCalendarDay, osloDay } from './stats';
import { RoleSchema } from './user';

/**
 * Staff accounts: the admin's 'Brukere' screen and its API (admin only). Messages are Norwegian:
 * the invite form shows them at its fields.
 */

/** What the screens call each staff role. */
export const STAFF_ROLE_NAMES: Record<StaffRole, string> = { admin: 'Administrator', editor: 'Redaktør' };

export const StaffRoleSchema = z.enum(STAFF_ROLES, { error: 'Velg en rolle: Administrator eller Redaktør' });

export const ACCESS_UNTIL_FORMAT_MESSAGE = 'Skriv siste dag som ÅÅÅÅ-MM-DD';
export const ACCESS_UNTIL_PAST_MESSAGE = 'Siste dag kan ikke være passert';

/**
 * The last day of a person's access, YYYY-MM-DD, that day included (access ends at midnight, Oslo
 * time). A day already past is refused: it would end the access at once, which is what removal is for.
 */
export const AccessUntilSchema = z
  .string({ error: ACCESS_UNTIL_FORMAT_MESSAGE })
  .regex(/^\d{4}-\d{2}-\d{2}$/, ACCESS_UNTIL_FORMAT_MESSAGE)
  .refine(isCalendarDay, 'Datoen finnes ikke')
  .refine((day) => day >= osloDay(new Date()), ACCESS_UNTIL_PAST_MESSAGE);

/** POST /api/users/invites: invite an address with a role and, optionally, a last day. */
export const InviteCreateSchema = z.strictObject({
  email: EmailSchema,
  role: StaffRoleSchema,
  accessUntil: AccessUntilSchema.optional(),
});
export type InviteCreateInput = z.input<typeof InviteCreateSchema>;
export type InviteCreate = z.infer<typeof InviteCreateSchema>;

/** PATCH /api/users/{uid}: a new role and/or last day (null: access without end). */
export const StaffUpdateSchema = z.strictObject({
  role: StaffRoleSchema.optional(),
  accessUntil: AccessUntilSchema.nullable().optional(),
});
export type StaffUpdate = z.infer<typeof StaffUpdateSchema>;

/** One account of GET /api/users. Times are ISO-8601; `accessUntil` is a day (YYYY-MM-DD) or null. */
export const StaffUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  role: RoleSchema,
  accessUntil: z.string().nullable(),
  last_login: z.string().nullable(),
  created_at: z.string().nullable(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

/** One pending invitation of GET /api/users; it expires unused at `expiresAt`. */
export const InviteSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: StaffRoleSchema,
  accessUntil: z.string().nullable(),
  invitedBy: z.string().nullable(),
  invitedAt: z.string(),
  expiresAt: z.string(),
});
export type Invite = z.infer<typeof InviteSchema>;

/** GET /api/users: the staff accounts and the pending invitations. */
export const UserListSchema = z.object({ users: z.array(StaffUserSchema), invites: z.array(InviteSchema) });
export type UserList = z.infer<typeof UserListSchema>;

/**
 * The answer of POST /api/users/invites, one of the two: `invite` when a mail went out, `user` when
 * the address already had an account and its role changed at once.
 */
export const InviteResultSchema = z.object({ invite: InviteSchema.nullable(), user: StaffUserSchema.nullable() });
export type InviteResult = z.infer<typeof InviteResultSchema>;
