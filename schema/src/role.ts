// No zod here: the visitor's session code imports this (`@rms/schema/role`) without the schemas.
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles with staff access: an editor works on the content, an administrator on everything. */
export const STAFF_ROLES = ['admin', 'editor'] as const satisfies readonly Role[];
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The one test of the admin role, for the server's guards and the client's screens alike. */
export function isAdmin(user: { role?: Role | undefined } | null | undefined): boolean {
  return user?.role === 'admin';
}

/** Whether the user is staff (editor or administrator): who gets the content tools. */
export function isStaff(user: { role?: Role | undefined } | null | undefined): boolean {
  return user?.role === 'admin' || user?.role === 'editor';
}
