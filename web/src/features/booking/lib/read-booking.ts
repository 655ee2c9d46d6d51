import type { BookingRequest } from '@rms/schema';
import { loadSchemas } from '@/lib/api-client';
import { firstErrorPerField } from '@/lib/field-errors';
import type { BookingFieldErrors, BookingField } from './booking-errors';

/** The booking as typed, before the time trap's token is added. */
export type BookingDetails = Omit<BookingRequest, 'formToken'>;

/** The form's values as typed (FormData keeps what the visitor typed); the postcode is the one the times were chosen for. */
export function readBooking(form: HTMLFormElement, postcode: string): Record<string, unknown> {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  const productId = text('productId');
  return {
    start: data.get('start') ?? undefined,
    name: text('name'),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    postcode,
    message: text('message'),
    ...(productId ? { productId } : {}),
  };
}

export type BookingCheck = { ok: true; details: BookingDetails } | { ok: false; errors: BookingFieldErrors };

/**
 * Checks the booking with the schema the server uses (BookingRequestSchema without the token); the
 * schemas, and zod with them, load on the first check, not with the page (decision 018).
 */
export async function checkBooking(values: Record<string, unknown>): Promise<BookingCheck> {
  const { BookingRequestSchema } = await loadSchemas();
  const result = BookingRequestSchema.omit({ formToken: true }).safeParse(values);
  if (result.success) return { ok: true, details: result.data };
  return { ok: false, errors: firstErrorPerField<BookingField>(result.error.issues) };
}
