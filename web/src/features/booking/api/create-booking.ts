import type { BookingRequest } from '@rms/schema';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** The server answers within 10 s whatever hangs behind it; past this the network itself is stuck. */
export const BOOKING_TIMEOUT_MS = 15_000;

/** POST /api/bookings: books the visit; 409 when the time went meanwhile, 400 naming a field. */
export function createBooking(request: BookingRequest) {
  return apiRequest({
    operation: 'createBookingApiBookingsPost',
    path: '/api/bookings',
    method: 'POST',
    schema: () => loadSchemas().then((m) => m.BookingCreatedSchema),
    body: request,
    signal: AbortSignal.timeout(BOOKING_TIMEOUT_MS),
  });
}
