import { lazy, Suspense } from 'react';
import { useDebugHeaderEnabled } from '@/lib/debug-header';
import { useIsAdmin, useStoredUser } from '@/lib/session';
import { useViewingAt } from '@/lib/view-time';

/**
 * Extension points for the signed-in user's controls: the user dropdown in
 * the top bar, the 'Min Konto' section of the mobile menu, the admin's debug header and the bar of
 * 'Fram i tid'. Visitors
 * get nothing here: the components are React.lazy chunks of the auth, enquiries and system-status features, loaded
 * only when a stored session exists, so neither they nor Firebase reach a visitor's browser.
 */
const UserMenu = lazy(() => import('@/features/auth/components/user-menu'));
const MobileAccount = lazy(() => import('@/features/auth/components/mobile-account'));
const DebugHeader = lazy(() => import('@/features/system-status/components/debug-header'));
const DateViewBanner = lazy(() => import('@/features/date-view').then((m) => ({ default: m.DateViewBanner })));
const NewEnquiriesBadge = lazy(() => import('@/features/enquiries/components/new-enquiries').then((m) => ({ default: m.NewEnquiriesBadge })));

/** The count of new enquiries the account menus show beside 'Admin': composed here, so auth/ need not know the enquiries feature. */
function EnquiryBadge({ enabled }: { enabled: boolean }) {
  if (!enabled) return null;
  return (
    <Suspense fallback={null}>
      <NewEnquiriesBadge enabled={enabled} />
    </Suspense>
  );
}

export function HeaderAccountMenu() {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <UserMenu EnquiryBadge={EnquiryBadge} />
    </Suspense>
  );
}

export function MobileAccountSection({ onNavigate }: { onNavigate: () => void }) {
  const user = useStoredUser();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MobileAccount onNavigate={onNavigate} EnquiryBadge={EnquiryBadge} />
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

/** The bar of 'Fram i tid' while staff look at the site at a chosen time (set only from the admin area). */
export function DateViewSlot() {
  if (!useViewingAt()) return null;
  return (
    <Suspense fallback={null}>
      <DateViewBanner />
    </Suspense>
  );
}
