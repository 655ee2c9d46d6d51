import { apiRequest, loadSchemas } from '@/lib/api-client';
import { BOOKING_TIMEOUT_MS } from './create-booking';

/**
 * The manage link's three calls (GET /api/bookings/manage/{token}, POST …/move, POST …/cancel).
 * The token is the only key to the visit: it goes in the path, as the link has it, and nowhere else.
 */
const managePath = (token: string) => `/api/bookings/manage/${encodeURIComponent(token)}`;
const schema = () => loadSchemas().then((m) => m.ManagedBookingSchema);

export function getManagedBooking(token: string) {
  return apiRequest({ operation: 'getManagedBookingApiBookingsManageTokenGet', path: managePath(token), schema });
}

export function moveManagedBooking(token: string, start: string) {
  return apiRequest({
    operation: 'moveBookingApiBookingsManageTokenMovePost',
    path: `${managePath(token)}/move`,
    method: 'POST',
    body: { start },
    schema,
    signal: AbortSignal.timeout(BOOKING_TIMEOUT_MS),
  });
}

export function cancelManagedBooking(token: string) {
  return apiRequest({
    operation: 'cancelBookingApiBookingsManageTokenCancelPost',
    path: `${managePath(token)}/cancel`,
    method: 'POST',
    schema,
    signal: AbortSignal.timeout(BOOKING_TIMEOUT_MS),
  });
}
