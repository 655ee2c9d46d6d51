import { lazy, Suspense } from 'react';
import { useDebugHeaderEnabled } from '@/lib/debug-header';
import { useIsAdmin, useStoredUser } from '@/lib/session';

/**
 * Extension points for the signed-in user's controls (spec §2 Navigation): the user dropdown in
 * the top bar, the 'Min Konto' section of the mobile menu and the admin's debug header. Visitors
 * get nothing here: the components are React.lazy chunks of the auth and admin features, loaded
 * only when a stored session exists, so neither they nor Firebase reach a visitor's browser.
 */
const UserMenu = lazy(() => import('@/features/auth/components/user-menu'));
const MobileAccount = lazy(() => import('@/features/auth/components/mobile-account'));
const DebugHeader = lazy(() => import('@/features/admin/components/debug-header'));

export function HeaderAccountMenu() {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UserMenu />
    </Suspense>
  );
}

export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MobileAccount onNavigate={onNavigate} />
    </Suspense>
  );
}

/** The debug header (breakpoint, width, versions) an admin switches on in the user menu. */
export function DebugHeaderSlot() {
  const isAdmin = useIsAdmin();
  const enabled = useDebugHeaderEnabled();
  if (!isAdmin || !enabled) return null;
  return (
    <Suspense fallback={null}>
      <DebugHeader />
    </Suspense>
  );
}
