import type { BookingRequest, StaffBooking } from '@rms/schema';

/** The visitor's details as the booking form sends them with POST /api/bookings (without the start and the form token). */
export type BookingVisitor = Pick<BookingRequest, 'name' | 'phone' | 'email' | 'address' | 'postcode' | 'message'>;

/** The one visitor who books in the tests: Kari Nordmann in Storgata 1, 2050, unless told otherwise. */
export function bookingVisitor(over: Partial<BookingVisitor> = {}): BookingVisitor {
  return { name: 'Kari Nordmann', phone: '912 34 567', email: 'kari@example.no', address: 'Storgata 1', postcode: '2050', message: '', ...over };
}

/** A booked site visit as GET /api/bookings answers staff (decision 149): one hour, Oslo offsets, its enquiry named by its id. */
export function staffBooking(id: string, start: string, end: string, over: Partial<StaffBooking> = {}): StaffBooking {
  return {
    id,
    start,
    end,
    status: 'booked',
    ...bookingVisitor(),
    area: 'Øvre Romerike',
    productId: null,
    enquiryId: `enquiry-${id}`,
    sequence: 0,
    cancelled_at: null,
    cancelReason: null,
    ...over,
  };
}

/**
 * The same visit as the bookings collection stores it (functions/src/repositories/bookings.ts's
 * BookingDoc): its manage link's hash, its claims and its times besides.
 */
export function storedBooking(id: string, start: string, end: string, over: Partial<StoredBooking> = {}): StoredBooking {
  return {
    ...staffBooking(id, start, end),
    manageTokenHash: 'h',
    claims: [],
    created_at: '2026-10-20T08:00:00.000Z',
    modified_at: '2026-10-20T08:00:00.000Z',
    reminded_at: null,
    ...over,
  };
}

/** BookingDoc's fields, written out here so the web program, which also reads this file, need not load the functions' repositories. */
export type StoredBooking = StaffBooking & { manageTokenHash: string; claims: string[]; created_at: string; modified_at: string; reminded_at: string | null };
