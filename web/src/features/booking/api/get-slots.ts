import { apiRequest, loadSchemas } from '@/lib/api-client';

/**
 * GET /api/bookings/slots: the free times for a postcode in the 14 days from `from` (Oslo date,
 * default today). Never cached on the way (a place can go at any moment): asked afresh each time.
 */
export function getSlots(postcode: string, from?: string) {
  const query = new URLSearchParams({ postcode, ...(from ? { from } : {}) });
  return apiRequest({
    operation: 'getSlotsApiBookingsSlotsGet',
    path: `/api/bookings/slots?${query}`,
    schema: () => loadSchemas().then((m) => m.BookingSlotsSchema),
  });
}
