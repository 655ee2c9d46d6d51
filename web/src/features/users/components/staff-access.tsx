import { RequireAdmin } from '@/features/auth';
import { InviteForm } from './invite-form';
import { StaffList } from './staff-list';

/**
 * The 'Brukere' screen's body (administrators only): who has staff access, who is invited, and who has not
 * signed in for a long time; invite, change a role or last day, withdraw, remove, and read a person's log.
 */
export function StaffAccess() {
  return (
    <RequireAdmin>
      <div className="max-w-4xl space-y-6">
        <StaffList />
        <InviteForm />
      </div>
    </RequireAdmin>
  );
}
