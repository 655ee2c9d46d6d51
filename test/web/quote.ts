import type { Quote } from '@rms/schema';

/** A draft quote as GET /api/quotes answers it (one line of 12 345 kr, sums as the server makes them); a test sets what it is about. */
export function quoteAnswer(over: Partial<Quote> = {}): Quote {
  return {
    id: 'q1',
    enquiryId: 'e1',
    number: '2026-0007',
    version: 1,
    label: '2026-0007',
    status: 'draft',
    customer: { name: 'Kari Nordmann', email: 'kari@example.no', phone: '900 11 222' },
    lines: [{ description: 'Terrassemarkise 4 m', quantity: 1, unitPriceOre: 1_234_500, unitPriceNok: 12345, lineTotalOre: 1_234_500, lineTotalNok: 12345 }],
    priceType: 'fixed',
    validDays: 30,
    deliveryWeeks: 4,
    note: '',
    totalOre: 1_234_500,
    vatOre: 246_900,
    netOre: 987_600,
    totalNok: 12345,
    vatNok: 2469,
    netNok: 9876,
    created_at: '2026-03-02T10:00:00.000Z',
    modified_at: '2026-03-02T10:00:00.000Z',
    sent_at: null,
    validUntil: null,
    viewed_at: null,
    accepted: null,
    declined: null,
    replaces: null,
    replacedBy: null,
    pdfUrl: '/api/quotes/q1/pdf',
    ...over,
  };
}
