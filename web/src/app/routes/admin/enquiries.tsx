import { EnquiryInbox } from '@/features/enquiries';
import { QuotePanel } from '@/features/quotes';
import { AdminPage } from './admin-page';

/** /admin/henvendelser: the inbox of enquiries, each with its quotes ('Tilbud'). */
export default function EnquiriesScreen() {
  return (
    <AdminPage title="Henvendelser" panelNamesIt>
      <EnquiryInbox quotePanel={(enquiry) => <QuotePanel enquiry={enquiry} />} />
    </AdminPage>
  );
}
