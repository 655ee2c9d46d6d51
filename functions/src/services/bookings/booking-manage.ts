import { BOOKING_CANCELLED_MESSAGE, BOOKING_CHANGE_CUTOFF_HOURS, BOOKING_TAKEN_MESSAGE, BOOKING_TOO_LATE_MESSAGE, MANAGE_TOKEN_PATTERN, type ManagedBooking } from '@rms/schema';
import { ConflictError, NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { claimPlace, offeredSlot } from './booking-create';
import { commitBookingChange } from './booking-enquiry';
import { osloIso } from './booking-slots';
import { hashManageToken } from './manage-token';

const CUTOFF_MS = BOOKING_CHANGE_CUTOFF_HOURS * 60 * 60 * 1000;

/** The booking a manage link's token opens; 404 for any token that opens none (malformed ones too). */
export async function bookingByToken(repos: Repositories, token: string): Promise<BookingDoc> {
  const booking = MANAGE_TOKEN_PATTERN.test(token) ? await repos.bookings.byTokenHash(hashManageToken(token)) : null;
  if (!booking) throw new NotFoundError('Fant ingen befaring for denne lenken');
  return booking;
}

/** Whether a manage link opens a visit (booked or cancelled): the page renderer's 404 for the others. */
export async function manageLinkOpens(repos: Repositories, token: string): Promise<boolean> {
  return MANAGE_TOKEN_PATTERN.test(token) && (await repos.bookings.byTokenHash(hashManageToken(token))) !== null;
}

/** What the manage page shows: the visitor's own visit, times in Oslo. */
export function managedView(booking: BookingDoc): ManagedBooking {
  return {
    id: booking.id,
    start: osloIso(Date.parse(booking.start)),
    end: osloIso(Date.parse(booking.end)),
    status: booking.status,
    name: booking.name,
    address: booking.address,
    postcode: booking.postcode,
    area: booking.area,
    changeableUntil: booking.status === 'cancelled' ? null : osloIso(Date.parse(booking.start) - CUTOFF_MS),
  };
}

/** A visitor's change is refused once the visit is cancelled, or within the cut-off before it. */
function assertChangeable(booking: BookingDoc, now: Date): void {
  if (booking.status === 'cancelled') throw new ConflictError(BOOKING_CANCELLED_MESSAGE);
  if (now.getTime() > Date.parse(booking.start) - CUTOFF_MS) throw new ConflictError(BOOKING_TOO_LATE_MESSAGE);
}

/**
 * Cancels a visit (with staff's reason, if any) and gives its place back; the invitation's
 * SEQUENCE goes up, and the enquiry shows it cancelled.
 */
export async function cancelBooking(repos: Repositories, booking: BookingDoc, now: Date, cancelReason: string | null = null): Promise<BookingDoc> {
  const at = now.toISOString();
  const change = { status: 'cancelled', cancelled_at: at, modified_at: at, sequence: booking.sequence + 1, claims: [], ...(cancelReason ? { cancelReason } : {}) } satisfies Partial<BookingDoc>;
  const cancelled: BookingDoc = { ...booking, ...change };
  await commitBookingChange(repos, cancelled, change);
  await repos.bookings.release(booking.claims);
  return cancelled;
}

/**
 * Moves a visit to `start`, offered now as to any visitor (its own place not counted against it):
 * the new place is claimed before the old one is given back, so the visit is never without one.
 */
export async function moveBooking(repos: Repositories, booking: BookingDoc, start: string, now: Date): Promise<BookingDoc> {
  const { slot, availability } = await offeredSlot(repos, booking.postcode, start, now, booking.id);
  const startUtc = new Date(slot.start).toISOString();
  if (startUtc === booking.start) return booking;
  const at = now.toISOString();
  const claim = await claimPlace(repos, startUtc, availability.capacity, booking.id, at);
  if (!claim) throw new ConflictError(BOOKING_TAKEN_MESSAGE);
  const change = { start: startUtc, end: new Date(slot.end).toISOString(), claims: [claim], sequence: booking.sequence + 1, modified_at: at, reminded_at: null } satisfies Partial<BookingDoc>;
  const moved: BookingDoc = { ...booking, ...change };
  await commitBookingChange(repos, moved, change);
  await repos.bookings.release(booking.claims);
  // The old day's reminder marker would outlive the visit's new time.
  await repos.bookings.forgetReminder(booking);
  return moved;
}

/** POST /api/bookings/manage/{token}/cancel: the booking as it is now. */
export async function cancelByVisitor(repos: Repositories, token: string, now: Date): Promise<BookingDoc> {
  const booking = await bookingByToken(repos, token);
  assertChangeable(booking, now);
  return cancelBooking(repos, booking, now);
}

/** POST /api/bookings/manage/{token}/move: the booking as it is now (unchanged when moved to its own time). */
export async function moveByVisitor(repos: Repositories, token: string, start: string, now: Date): Promise<BookingDoc> {
  const booking = await bookingByToken(repos, token);
  assertChangeable(booking, now);
  return moveBooking(repos, booking, start, now);
}
