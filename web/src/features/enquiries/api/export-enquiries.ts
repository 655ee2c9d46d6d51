import type { EnquiryFilter } from '@rms/schema';
import { downloadAttachment } from '@/lib/download';
import { filterQuery } from './get-enquiries';

/** GET /api/messages/export.csv?<the inbox's filters>: a CSV attachment, saved as a download. */
export function exportEnquiriesCsv(filters: EnquiryFilter): Promise<string> {
  return downloadAttachment('exportEnquiries', `/api/messages/export.csv?${filterQuery(filters)}`, `henvendelser-${new Date().toISOString().slice(0, 10)}.csv`);
}
