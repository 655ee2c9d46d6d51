import { SystemStatus } from '@/features/system-status';
import { AdminPage } from './admin-page';

/** /admin/systemstatus: the health of every service, with refresh controls. */
export default function SystemStatusScreen() {
  return (
    <AdminPage title="Systemstatus" panelNamesIt>
      <SystemStatus />
    </AdminPage>
  );
}
