import type { EnquiryBooking } from '@rms/schema';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { osloIso } from './booking-slots';

/** '27.03.2026 kl. 09:00': a visit's start in Oslo time, as the enquiry's subject names it. */
function enquiryStartLabel(startUtc: string): string {
  const oslo = osloIso(Date.parse(startUtc));
  return `${oslo.slice(8, 10)}.${oslo.slice(5, 7)}.${oslo.slice(0, 4)} kl. ${oslo.slice(11, 16)}`;
}

/** The inbox's subject of a booking's enquiry: 'Befaring <date time>', marked once cancelled. */
export function enquirySubject(booking: Pick<BookingDoc, 'start' | 'status'>): string {
  const subject = `Befaring ${enquiryStartLabel(booking.start)}`;
  return booking.status === 'cancelled' ? `${subject} – avlyst` : subject;
}

/** What the enquiry keeps of its booking: the id, the start (UTC) and whether it is still on. */
export const enquiryBooking = (booking: Pick<BookingDoc, 'id' | 'start' | 'status'>): EnquiryBooking => ({ id: booking.id, start: booking.start, status: booking.status });

/**
 * Writes a booking's change and shows it on its enquiry in one batch: the inbox (Henvendelser)
 * never shows another time or state than the calendar invitation the visitor was sent.
 */
export async function commitBookingChange(repos: Repositories, booking: BookingDoc, change: Partial<Omit<BookingDoc, 'id'>>): Promise<void> {
  const batch = repos.batch();
  repos.bookings.updateIn(batch, booking.id, change);
  if (booking.enquiryId) repos.enquiries.update(batch, booking.enquiryId, { subject: enquirySubject(booking), booking: enquiryBooking(booking) });
  await batch.commit();
}
