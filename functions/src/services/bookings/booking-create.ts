import { BOOKING_TAKEN_MESSAGE, newEnquiryPipeline, type BookingCreated, type BookingRequest, type StoredEnquiry } from '@rms/schema';
import { ConflictError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { getBookingAvailability } from './booking-availability';
import { enquiryBooking, enquirySubject } from './booking-enquiry';
import { heldNear } from './booking-offer';
import { areaFor, freeSlots, offers, osloToday } from './booking-slots';
import { hashManageToken, newManageToken } from './manage-token';

export interface BookingDeps {
  repos: Repositories;
  /** SITE_URL: the only source of links sent to a visitor. */
  siteUrl: string;
  now: () => Date;
}

/** The manage page of a booking: on the site, never on whatever host the request named. */
export const manageUrl = (siteUrl: string, token: string) => `${siteUrl}/befaring/${token}`;

/** `booking-claims` ids for the places at one start: one per unit of capacity (decision 149). */
export const claimIds = (startUtc: string, capacity: number) => Array.from({ length: capacity }, (_, n) => `${startUtc}-${n}`);

/**
 * Takes one free place at `startUtc`, or null when all are taken. Each place is a document
 * created with a fixed id: `create()` lets exactly one of several simultaneous requests have it.
 */
export async function claimPlace(repos: Repositories, startUtc: string, capacity: number, bookingId: string, at: string): Promise<string | null> {
  for (const id of claimIds(startUtc, capacity)) if (await repos.bookings.claim(id, bookingId, at)) return id;
  return null;
}

/**
 * Whether `start` is offered to `postcode` now, decided again at booking time whatever the list
 * showed: in an area, a free slot of that day. Returns the slot and area, or throws 409.
 */
export async function offeredSlot(repos: Repositories, postcode: string, start: string, now: Date, ignore?: string) {
  const availability = await getBookingAvailability(repos);
  const area = areaFor(availability.areas, postcode);
  if (!area) throw new ConflictError(BOOKING_TAKEN_MESSAGE);
  const day = osloToday(new Date(start));
  const held = (await heldNear(repos, day, 1)).filter((b) => b.id !== ignore);
  const slot = offers(freeSlots({ availability, area, from: day, now, held }), start);
  if (!slot) throw new ConflictError(BOOKING_TAKEN_MESSAGE);
  return { slot, area, availability };
}

/** What the inbox (Henvendelser) shows for a booking: an enquiry like any other, pointing at its visit. */
function bookingEnquiry(input: BookingRequest, booking: BookingDoc, at: string): Omit<StoredEnquiry, 'id'> {
  return {
    name: input.name,
    contactPhone: input.phone,
    contactEmail: input.email,
    subject: enquirySubject(booking),
    // No time in the text: the subject and the booking line follow a move, a stored message does not.
    message: ['Befaring bestilt på nettsiden.', `Adresse: ${input.address}, ${input.postcode}`, input.message].filter(Boolean).join('\n\n'),
    // The visitor and the company get the booking's own mails; the enquiry is not mailed again.
    status: 'sent',
    attempts: 0,
    lastError: null,
    created_at: at,
    sent_at: at,
    next_attempt_at: null,
    handling: 'new',
    product: null,
    notes: [],
    quote: { postcode: input.postcode, widthCm: null, heightCm: null, siteVisit: true },
    spamReason: null,
    answered_at: null,
    ...newEnquiryPipeline(),
    source: null,
    reminded_at: null,
    booking: enquiryBooking(booking),
  };
}

/**
 * POST /api/bookings: checks the time is still offered, claims a place, then stores the booking and
 * its enquiry together. Whatever fails after the claim gives the place back.
 */
export async function createBooking(deps: BookingDeps, input: BookingRequest): Promise<{ created: BookingCreated; booking: BookingDoc; token: string }> {
  const { repos } = deps;
  const now = deps.now();
  const at = now.toISOString();
  const { slot, area, availability } = await offeredSlot(repos, input.postcode, input.start, now);
  const start = new Date(slot.start).toISOString();
  const end = new Date(slot.end).toISOString();
  const id = repos.bookings.newId();
  const claim = await claimPlace(repos, start, availability.capacity, id, at);
  if (!claim) throw new ConflictError(BOOKING_TAKEN_MESSAGE);
  const token = newManageToken();
  const enquiryId = repos.enquiries.newId();
  const booking: BookingDoc = {
    id,
    start,
    end,
    status: 'booked',
    name: input.name,
    phone: input.phone,
    email: input.email,
    address: input.address,
    postcode: input.postcode,
    area: area.name,
    productId: input.productId ?? null,
    message: input.message,
    enquiryId,
    manageTokenHash: hashManageToken(token),
    sequence: 0,
    claims: [claim],
    created_at: at,
    modified_at: at,
    cancelled_at: null,
    cancelReason: null,
    reminded_at: null,
  };
  try {
    // One batch: a booking is never stored without the enquiry it is kept and deleted with.
    const batch = repos.batch();
    repos.bookings.create(batch, booking);
    repos.enquiries.create(batch, enquiryId, bookingEnquiry(input, booking, at));
    await batch.commit();
  } catch (error) {
    await repos.bookings.release([claim]).catch(() => undefined);
    throw error;
  }
  return { created: { booking: { id, start: slot.start, end: slot.end, manageUrl: manageUrl(deps.siteUrl, token) } }, booking, token };
}
