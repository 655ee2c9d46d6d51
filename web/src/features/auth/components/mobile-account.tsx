import { isAdmin as isAdminRole, isStaff as isStaffRole } from '@rms/schema/role';
import { NavLink } from 'react-router';
import { paths } from '@/config/paths';
import { useStoredUser } from '@/lib/session';
import { useAuth } from '../hooks/use-auth';
import type { AccountBadge } from './user-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'block rounded-md bg-accent-50 px-3 py-3 text-base font-medium text-accent-700' : 'block rounded-md px-3 py-3 text-base font-medium text-slate-800 hover:bg-sand-100';

/**
 * The mobile menu's 'Min Konto' section: Min Profil, Admin (and the badge, the count of new
 * enquiries) for staff, Innstillinger for administrators only, Logg ut.
 */
export default function MobileAccount({ onNavigate, EnquiryBadge }: { onNavigate: () => void; EnquiryBadge: AccountBadge }) {
  const stored = useStoredUser();
  const { user, isAdmin: confirmedAdmin, isStaff: confirmedStaff, signOut } = useAuth();
  const isAdmin = user ? confirmedAdmin : isAdminRole(stored);
  const isStaff = user ? confirmedStaff : isStaffRole(stored);
  const countEnquiries = Boolean(user) && confirmedStaff;
  return (
    <section aria-labelledby="mobile-account-heading" className="mt-6 border-t border-sand-200 pt-4">
      <h2 id="mobile-account-heading" className="px-3 text-xs font-semibold tracking-[0.18em] text-slate-600 uppercase">
        Min Konto
      </h2>
      <ul className="mt-2 space-y-1">
        <li>
          <NavLink to={paths.profile} onClick={onNavigate} className={linkClass}>
            Min Profil
          </NavLink>
        </li>
        {isStaff && (
          <li className="flex items-center">
            <NavLink to={paths.admin} end onClick={onNavigate} className={(state) => `${linkClass(state)} grow`}>
              Admin
            </NavLink>
            {/* Beside the link, not in it: the link's name stays 'Admin'. */}
            <EnquiryBadge enabled={countEnquiries} />
          </li>
        )}
        {isAdmin && (
          <li>
            <NavLink to={paths.settings} onClick={onNavigate} className={linkClass}>
              Innstillinger
            </NavLink>
          </li>
        )}
        <li>
          <button type="button" onClick={() => void signOut()} className="block w-full rounded-md px-3 py-3 text-left text-base font-medium text-slate-800 hover:bg-sand-100">
            Logg ut
          </button>
        </li>
      </ul>
    </section>
  );
}
