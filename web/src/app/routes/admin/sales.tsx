import { SalesReportPanel } from '@/features/sales';
import { AdminPage } from './admin-page';

/** /admin/salg: the sales report of the enquiries. */
export default function SalesScreen() {
  return (
    <AdminPage title="Salg" panelNamesIt>
      <SalesReportPanel />
    </AdminPage>
  );
}
