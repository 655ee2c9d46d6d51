import { newEnquiryPipeline, type EnquiryCount, type StoredEnquiry } from '@rms/schema';
import type { Response } from 'supertest';

/** When the fixture's enquiries arrived, unless a test says otherwise. */
export const ENQUIRY_AT = '2024-01-01T00:00:00.000Z';

const SENT_ENQUIRY = {
  name: 'Ola Hansen',
  contactPhone: '',
  contactEmail: 'ola@example.no',
  subject: 'Contact Form: Hei',
  message: 'Hei',
  status: 'sent',
  attempts: 1,
  lastError: null,
  created_at: ENQUIRY_AT,
  sent_at: ENQUIRY_AT,
  next_attempt_at: null,
  handling: 'new',
  product: null,
  notes: [],
  quote: null,
  spamReason: null,
  answered_at: null,
} as const;

/**
 * A mailed enquiry's document as it was stored before the pipeline (no stage fields, decision 132),
 * so a test proves old documents are read right; a test adds the pipeline's fields it is about.
 */
export function enquiryDoc(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...SENT_ENQUIRY, notes: [], ...fields };
}

/** A mailed enquiry as GET /api/messages answers it. */
export function storedEnquiry(over: Partial<StoredEnquiry> = {}): StoredEnquiry {
  return { id: 'm1', ...SENT_ENQUIRY, notes: [], ...newEnquiryPipeline(), source: null, reminded_at: null, ...over };
}

/** A supertest parser that keeps a download's bytes as they came (a CSV's BOM too). */
export function keepBytes(res: Response, callback: (err: Error | null, body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => callback(null, Buffer.concat(chunks)));
}

/** GET /api/messages/count's answer: nothing new, nothing overdue, unless a test says otherwise. */
export function enquiryCount(over: Partial<EnquiryCount> = {}): EnquiryCount {
  return { new: 0, overdue: 0, answerWithinHours: 4, overdueIds: [], last30Days: { enquiries: 0, medianFirstContactMinutes: null, late: 0 }, ...over };
}
