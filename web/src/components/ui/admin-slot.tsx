import { Suspense, type ReactNode } from 'react';
import { useIsAdmin } from '@/lib/session';

interface AdminSlotProps {
  /** Admin components, declared with React.lazy so visitors never download them. */
  children: ReactNode;
  /** What everyone else sees (and what an admin sees while the admin chunk loads). */
  fallback?: ReactNode;
}

/**
 * The seam between visitor screens and admin tools: renders `children` only for a stored
 * administrator, `fallback` otherwise. The role is a convenience; the server decides.
 */
export function AdminSlot({ children, fallback = null }: AdminSlotProps) {
  const isAdmin = useIsAdmin();
  if (!isAdmin) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
