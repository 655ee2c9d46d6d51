import { Suspense, type ReactNode } from 'react';
import { useIsStaff } from '@/lib/session';

interface AdminSlotProps {
  /** Admin components, declared with React.lazy so visitors never download them. */
  children: ReactNode;
  /** What everyone else sees (and what staff see while the admin chunk loads). */
  fallback?: ReactNode;
}

/**
 * The seam between visitor screens and admin tools: renders `children` only for stored staff
 * (editors and administrators: both work on products and projects), `fallback` otherwise. The role
 * is a convenience; the server decides.
 */
export function AdminSlot({ children, fallback = null }: AdminSlotProps) {
  const isStaff = useIsStaff();
  if (!isStaff) return <>{fallback}</>;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
