// No zod here: the visitor's session code imports this (`@rms/schema/role`) without the schemas.
export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The one test of the admin role, for the server's guards and the client's screens alike. */
export function isAdmin(user: { role?: Role | undefined } | null | undefined): boolean {
  return user?.role === 'admin';
}
