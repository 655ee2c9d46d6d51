// No zod here: the visitor's session code imports this (`@rms/schema/role`) without the schemas.
export const ROLES = ['user', 'editor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that give staff access: what an invitation, the users screen and PATCH /api/users/{uid} may set. */
export const STAFF_ROLES = ['editor', 'admin'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What the profile, the menus and the users screen call each role. */
export const ROLE_LABELS: Record<Role, string> = { admin: 'Administrator', editor: 'Redaktør', user: 'Standard User' };

type WithRole = { role?: Role | undefined } | null | undefined;

/** The one test of the admin role, for the server's guards and the client's screens alike. */
export function isAdmin(user: WithRole): boolean {
  return user?.role === 'admin';
}

/** Staff: an administrator or an editor, who may work on the site's content (decision 127). */
export function isStaff(user: WithRole): boolean {
  return user?.role === 'admin' || user?.role === 'editor';
}

/**
 * Who may call an API route (the route registry's `auth`): anyone, any signed-in account, staff
 * (administrators and editors) or administrators only. The server's guards and the client's menus
 * both decide with `mayUse`.
 */
export const ACCESS_LEVELS = ['public', 'user', 'staff', 'admin'] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

export function mayUse(access: Access, user: WithRole): boolean {
  if (access === 'public') return true;
  if (!user) return false;
  if (access === 'user') return true;
  return access === 'staff' ? isStaff(user) : isAdmin(user);
}
