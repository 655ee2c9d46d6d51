import { STAFF_ROLES, type Role } from '@rms/schema/role';
import type { ReactNode } from 'react';
import { useAuth } from '../hooks/use-auth';
import { NoAccess } from './no-access';

/**
 * Inside a guarded route: the page for users whose role is one of `roles`, 'Ingen tilgang' for
 * everyone else. The menus hide what a role may not use; this covers a typed or bookmarked address.
 * The server refuses the same requests on its own.
 */
export function RequireRole({ roles, children }: { roles: readonly Role[]; children: ReactNode }) {
  const { user } = useAuth();
  if (!user || !roles.includes(user.role)) return <NoAccess />;
  return <>{children}</>;
}

/** The screens of both staff roles: products, projects, the enquiry inbox and the other content tools. */
export function RequireStaff({ children }: { children: ReactNode }) {
  return <RequireRole roles={STAFF_ROLES}>{children}</RequireRole>;
}
