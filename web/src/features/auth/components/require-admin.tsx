import type { ReactNode } from 'react';
import { useAuth } from '../hooks/use-auth';
import { NoAccess } from './no-access';

/** Inside a guarded route: the page for administrators, 'Ingen tilgang' for everyone else (editors too). */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) return <NoAccess />;
  return <>{children}</>;
}
