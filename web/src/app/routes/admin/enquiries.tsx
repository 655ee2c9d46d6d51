import { EnquiryInbox } from '@/features/enquiries';
import { AdminPage } from './admin-page';

/** /admin/henvendelser: the inbox of enquiries. */
export default function EnquiriesScreen() {
  return (
    <AdminPage title="Henvendelser" panelNamesIt>
      <EnquiryInbox />
    </AdminPage>
  );
}
