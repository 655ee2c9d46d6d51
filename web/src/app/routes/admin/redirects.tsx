import { RedirectList } from '@/features/redirects';
import { AdminPage } from './admin-page';

/** /admin/omdirigeringer: old addresses and where they lead. */
export default function RedirectsScreen() {
  return (
    <AdminPage title="Omdirigeringer" panelNamesIt>
      <RedirectList />
    </AdminPage>
  );
}
