import { DateViewScreen } from '@/features/date-view';
import { AdminPage } from './admin-page';

/** /admin/fram-i-tid: the public site as visitors will see it at a chosen time. */
export default function DateViewRoute() {
  return (
    <AdminPage
      title="Fram i tid"
      intro="Se nettstedet slik besøkende vil se det på et valgt tidspunkt, med sidene som publiseres eller avpubliseres og kampanjene som går da. Ingenting lagres, og ingen besøkende ser noe av dette før tiden er inne."
    >
      <DateViewScreen />
    </AdminPage>
  );
}
