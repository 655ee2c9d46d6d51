import { BackupManagement } from '@/features/backups';
import { AdminPage } from './admin-page';

/** /admin/sikkerhetskopier: Backup Management. */
export default function BackupsScreen() {
  return (
    <AdminPage title="Sikkerhetskopier" panelNamesIt>
      <BackupManagement />
    </AdminPage>
  );
}
