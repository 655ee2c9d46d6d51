import { VisitStatistics } from '@/features/visit-stats';
import { AdminPage } from './admin-page';

/** /admin/besok: the visit statistics. */
export default function VisitsScreen() {
  return (
    <AdminPage title="Besøk" panelNamesIt>
      <VisitStatistics />
    </AdminPage>
  );
}
