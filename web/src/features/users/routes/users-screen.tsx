import { Seo } from '@/components/ui/seo';
import { RequireAdmin } from '@/features/auth';
import { InviteForm } from '../components/invite-form';
import { StaffList } from '../components/staff-list';

/**
 * /admin/brukere (administrators only): who has staff access, who is invited, and who has not
 * signed in for a long time; invite, change a role or last day, withdraw, remove, and read a person's log.
 */
export function UsersScreen() {
  return (
    <RequireAdmin>
      {/* Inside the admin shell, which gives the page its margins and the admin menu. */}
      <div className="max-w-4xl">
        <Seo title="Brukere" noindex />
        <h1 className="text-2xl font-semibold tracking-tight text-navy-950 sm:text-3xl">Brukere</h1>
        <p className="mt-2 text-slate-700">Hvem som har tilgang til administrasjonen, og med hvilken rolle. En administrator kan alt; en redaktør arbeider med innholdet.</p>
        <div className="mt-6 space-y-6">
          <StaffList />
          <InviteForm />
        </div>
      </div>
    </RequireAdmin>
  );
}

export default UsersScreen;
