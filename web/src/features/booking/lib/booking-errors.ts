import { BOOKING_TAKEN_MESSAGE } from '@rms/schema/booking-texts';
import { isApiError, unavailableMessage } from '@/lib/api-client';

/**
 * What a visitor is told when a booking step fails, in Norwegian, and where: at a field (400 naming
 * it), as a taken time with a fresh list (409), as the server's own message outside the areas (422,
 * with the company's phone), or as one line for the rest. The server's English messages (a 400's
 * summary, a client code) are never shown to a visitor.
 */

/** The fields of the booking form, in the order a visitor meets them: the first in error gets the focus. */
export const BOOKING_FIELDS = ['postcode', 'start', 'name', 'phone', 'email', 'address', 'productId', 'message'] as const;
export type BookingField = (typeof BOOKING_FIELDS)[number];
export type BookingFieldErrors = Partial<Record<BookingField, string>>;

export const FIELDS_MESSAGE = 'Noen felt må rettes. Se feltene som er merket.';
export const NETWORK_MESSAGE = 'Vi fikk ikke kontakt med serveren. Sjekk nettforbindelsen og prøv igjen.';
export const FAILED_MESSAGE = 'Noe gikk galt. Prøv igjen om litt, eller ring oss.';
export const MANAGE_NOT_FOUND_MESSAGE = 'Vi finner ingen befaring for denne lenken.';

export type BookingFailure =
  | { kind: 'fields'; message: string; errors: BookingFieldErrors }
  | { kind: 'taken'; message: string }
  | { kind: 'outside'; message: string }
  | { kind: 'not-found'; message: string }
  | { kind: 'other'; message: string };

const isField = (path: string): path is BookingField => (BOOKING_FIELDS as readonly string[]).includes(path);

/** A server message a visitor may read: the codes whose messages the booking routes write in Norwegian. */
const NORWEGIAN_CODES = new Set(['CONFLICT', 'UNPROCESSABLE', 'RATE_LIMITED']);

export function bookingFailure(error: unknown): BookingFailure {
  if (!isApiError(error)) return { kind: 'other', message: FAILED_MESSAGE };
  if (error.code === 'NETWORK_ERROR') return { kind: 'other', message: NETWORK_MESSAGE };
  const unavailable = unavailableMessage(error);
  if (unavailable) return { kind: 'other', message: unavailable };
  if (error.status === 409) return { kind: 'taken', message: error.message && NORWEGIAN_CODES.has(error.code) ? error.message : BOOKING_TAKEN_MESSAGE };
  if (error.status === 422) return { kind: 'outside', message: error.message || FAILED_MESSAGE };
  if (error.status === 404) return { kind: 'not-found', message: MANAGE_NOT_FOUND_MESSAGE };
  if (error.status === 400) {
    const errors: BookingFieldErrors = {};
    const other: string[] = [];
    for (const issue of error.issues ?? []) {
      const field = issue.path.split('.')[0] ?? '';
      if (isField(field)) errors[field] ??= issue.message;
      else other.push(issue.message);
    }
    if (Object.keys(errors).length > 0) return { kind: 'fields', message: FIELDS_MESSAGE, errors };
    // A refused form token (the time trap) or a change past the cut-off: the server's Norwegian message.
    return { kind: 'other', message: other[0] ?? FAILED_MESSAGE };
  }
  if (NORWEGIAN_CODES.has(error.code) && error.message) return { kind: 'other', message: error.message };
  return { kind: 'other', message: FAILED_MESSAGE };
}

/** The first field in error, in the form's order. */
export const firstFieldInError = (errors: BookingFieldErrors): BookingField | undefined => BOOKING_FIELDS.find((f) => errors[f] !== undefined);
