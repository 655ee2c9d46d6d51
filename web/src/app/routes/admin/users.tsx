import { StaffAccess } from '@/features/users';
import { AdminPage } from './admin-page';

/** /admin/brukere (administrators): who has staff access, and with which role. */
export default function UsersScreen() {
  return (
    <AdminPage title="Brukere" intro="Hvem som har tilgang til administrasjonen, og med hvilken rolle. En administrator kan alt; en redaktør arbeider med innholdet.">
      <StaffAccess />
    </AdminPage>
  );
}
