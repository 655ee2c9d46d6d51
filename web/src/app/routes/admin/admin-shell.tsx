import clsx from 'clsx';
import { Suspense, useId, useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { ChevronDownIcon } from '@/components/ui/icons';
import { LoadingBlock } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { STAFF_ROLES } from '@rms/schema/role';
import { RequireRole, RequireStaff } from '@/features/auth';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { adminScreenAt, adminScreensFor, type AdminScreen } from '../../admin-screens';
import { AdminJobsContext } from './admin-page';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx('block rounded-md px-3 py-2 text-sm font-medium', isActive ? 'bg-navy-900 text-white' : 'text-slate-800 hover:bg-sand-100');

/**
 * The admin menu: a sidebar on wide screens; on phones one button that names the current screen and
 * opens the same list. Choosing an entry closes it.
 */
function AdminMenu({ screens }: { screens: AdminScreen[] }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { pathname } = useLocation();
  const current = screens.find((s) => s.path === pathname) ?? screens[0];
  return (
    <nav aria-label="Adminmeny" className="lg:sticky lg:top-24 lg:self-start">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between gap-3 rounded-lg bg-white px-4 py-3 text-left shadow-sm ring-1 ring-sand-200 lg:hidden"
      >
        <span className="min-w-0">
          <span className="block text-xs font-semibold tracking-[0.18em] text-slate-600 uppercase">Adminmeny</span>
          <span className="block truncate font-semibold text-navy-950">{current?.label}</span>
        </span>
        <ChevronDownIcon width={20} height={20} className={clsx('shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <p className="hidden px-3 pb-2 text-xs font-semibold tracking-[0.18em] text-slate-600 uppercase lg:block">Admin</p>
      <ul id={listId} className={clsx(open ? 'block' : 'hidden', 'mt-2 space-y-1 rounded-lg bg-white p-2 shadow-sm ring-1 ring-sand-200 lg:mt-0 lg:block lg:bg-transparent lg:p-0 lg:shadow-none lg:ring-0')}>
        {screens.map((screen) => (
          <li key={screen.path}>
            <NavLink to={screen.path} end={screen.path === paths.admin} onClick={() => setOpen(false)} className={linkClass}>
              {screen.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function AdminFrame() {
  const { user } = useAuth();
  const { pathname } = useLocation();
  const screens = adminScreensFor(user?.role);
  // A screen the role may not use (a typed or bookmarked address) shows 'Ingen tilgang' beside the menu.
  const allowed = adminScreenAt(pathname)?.roles ?? STAFF_ROLES;
  return (
    <div className="container-page py-6 sm:py-8 lg:grid lg:grid-cols-[12rem_minmax(0,1fr)] lg:gap-10">
      <AdminMenu screens={screens} />
      <div className="mt-6 min-w-0 lg:mt-0">
        <Suspense fallback={<LoadingBlock minHeight={480} />}>
          {/* The screens get the jobs from here (useAdminJobs): the table lazily imports them, so they do not import it back. */}
          <AdminJobsContext value={screens}>
            <RequireRole roles={allowed}>
              <Outlet />
            </RequireRole>
          </AdminJobsContext>
        </Suspense>
      </div>
    </div>
  );
}

/**
 * The admin area's frame (route /admin and every address below it): the menu beside the chosen screen,
 * for staff (administrators and editors); each screen is open to the roles its line of the table names.
 */
export default function AdminShell() {
  return (
    <RequireStaff>
      <AdminFrame />
    </RequireStaff>
  );
}
