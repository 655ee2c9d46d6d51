import { DeletedItems } from '@/features/bin';
import { AdminPage } from './admin-page';

/** /admin/slettet: the bin: deleted products and projects, which can be brought back. */
export default function BinScreen() {
  return (
    <AdminPage title="Slettet" panelNamesIt>
      <DeletedItems />
    </AdminPage>
  );
}
