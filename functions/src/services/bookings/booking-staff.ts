import { BOOKING_CANCELLED_MESSAGE, BOOKING_TAKEN_MESSAGE, fromOsloInput, isStaff, type BookingListQuery, type BookingPatch, type StaffBooking } from '@rms/schema';
import ical from 'ical-generator';
import { ConflictError, NotFoundError } from '../../errors';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { getBookingAvailability } from './booking-availability';
import { claimPlace } from './booking-create';
import { commitBookingChange } from './booking-enquiry';
import { cancelBooking } from './booking-manage';
import { invitationUid } from './booking-mail';
import { addDays, osloIso } from './booking-slots';
import { hashManageToken, newManageToken } from './manage-token';
import { recordAudit, type AuditActor } from '../shared/audit';

/** A visit as staff see it: times with Oslo's offset. */
export function staffView(b: BookingDoc): StaffBooking {
  return {
    id: b.id,
    start: osloIso(Date.parse(b.start)),
    end: osloIso(Date.parse(b.end)),
    status: b.status,
    name: b.name,
    phone: b.phone,
    email: b.email,
    address: b.address,
    postcode: b.postcode,
    area: b.area,
    message: b.message,
    productId: b.productId,
    enquiryId: b.enquiryId,
    sequence: b.sequence,
    cancelled_at: b.cancelled_at,
    cancelReason: b.cancelReason,
  };
}

/** The instant an Oslo day begins (00:00 Oslo wall time). */
const osloMidnight = (date: string) => fromOsloInput(`${date}T00:00`)!;

/** GET /api/bookings: every visit (cancelled ones too) starting on the Oslo days `from`…`to`, earliest first. */
export async function listBookings(repos: Repositories, { from, to }: BookingListQuery): Promise<StaffBooking[]> {
  return (await repos.bookings.between(osloMidnight(from), osloMidnight(addDays(to, 1)))).map(staffView);
}

async function bookingById(repos: Repositories, id: string): Promise<BookingDoc> {
  const booking = await repos.bookings.find(id);
  if (!booking) throw new NotFoundError(`Booking "${id}" not found`);
  return booking;
}

/**
 * Staff move a visit to any time they choose, offered or not (they may agree a Saturday on the
 * phone): it keeps its length, and the new place is claimed before the old one is given back, so
 * no two visits ever hold one place. Or they cancel it, with a reason the visitor is told.
 * Returns the booking as it is now and what changed, for the invitation.
 */
export async function changeByStaff(repos: Repositories, actor: AuditActor, id: string, patch: BookingPatch, now: Date): Promise<{ booking: BookingDoc; change: 'moved' | 'cancelled' | null }> {
  const booking = await bookingById(repos, id);
  if (booking.status === 'cancelled') throw new ConflictError(BOOKING_CANCELLED_MESSAGE);
  if (patch.status === 'cancelled') {
    const cancelled = await cancelBooking(repos, booking, now, patch.reason || null);
    // The booking's id only: never the visitor's details or the reason's text.
    await recordAudit(repos, actor, 'booking.cancel', id);
    return { booking: cancelled, change: 'cancelled' };
  }
  const start = new Date(patch.start!).toISOString();
  if (start === booking.start) return { booking, change: null };
  const end = new Date(Date.parse(start) + Date.parse(booking.end) - Date.parse(booking.start)).toISOString();
  const at = now.toISOString();
  const { capacity } = await getBookingAvailability(repos);
  const claim = await claimPlace(repos, start, capacity, booking.id, at);
  if (!claim) throw new ConflictError(BOOKING_TAKEN_MESSAGE);
  const change = { start, end, claims: [claim], sequence: booking.sequence + 1, modified_at: at, reminded_at: null } satisfies Partial<BookingDoc>;
  const moved: BookingDoc = { ...booking, ...change };
  // The enquiry in the inbox follows: its subject and booking carry the new time.
  await commitBookingChange(repos, moved, change);
  await repos.bookings.release(booking.claims);
  await repos.bookings.forgetReminder(booking);
  await recordAudit(repos, actor, 'booking.move', id, { from: booking.start, to: start });
  return { booking: moved, change: 'moved' };
}


/** The address of a staff member's private calendar feed. */
export const feedUrl = (siteUrl: string, token: string) => `${siteUrl}/api/bookings/feed/${token}`;

/**
 * POST /api/bookings/calendar-feed: a new private feed address for the caller. The token is made
 * and kept as the manage link's (only its hash, one per staff member), so asking again replaces
 * it and the old address stops working at once.
 */
export async function renewCalendarFeed(repos: Repositories, actor: AuditActor, siteUrl: string, now: Date): Promise<{ url: string }> {
  const token = newManageToken();
  await repos.bookings.setFeedToken(actor.uid, hashManageToken(token), now.toISOString());
  await recordAudit(repos, actor, 'booking.feed-renew', actor.uid);
  return { url: feedUrl(siteUrl, token) };
}

/** How far back and ahead the feed reaches: yesterday's visits stay visible for the notes of the day after. */
const FEED_DAYS_BACK = 1;
const FEED_DAYS_AHEAD = 366;

/**
 * GET /api/bookings/feed/{token}: the upcoming booked visits as an iCalendar feed, for the staff
 * member holding the current token while they are still staff. Any other token is 404.
 */
export async function calendarFeed(repos: Repositories, token: string, siteUrl: string, now: Date): Promise<string> {
  const uid = /^[\w-]{20,100}$/.test(token) ? await repos.bookings.feedOwner(hashManageToken(token)) : null;
  const access = uid ? await repos.users.access(uid) : null;
  const stillStaff = access && isStaff(access) && (!access.accessUntil || access.accessUntil > now.toISOString());
  if (!stillStaff) throw new NotFoundError('Fant ingen kalender for denne adressen');
  const from = new Date(now.getTime() - FEED_DAYS_BACK * 24 * 60 * 60 * 1000).toISOString();
  const to = new Date(now.getTime() + FEED_DAYS_AHEAD * 24 * 60 * 60 * 1000).toISOString();
  const calendar = ical({ name: 'Befaringer', prodId: { company: new URL(siteUrl).host, product: 'befaringer', language: 'NO' }, ttl: 15 * 60 });
  for (const b of await repos.bookings.bookedBetween(from, to)) {
    calendar.createEvent({
      id: invitationUid(b.id, siteUrl),
      sequence: b.sequence,
      stamp: new Date(b.modified_at || now.toISOString()),
      start: new Date(b.start),
      end: new Date(b.end),
      summary: `Befaring: ${b.name}`,
      location: `${b.address}, ${b.postcode}`,
      description: [`Telefon: ${b.phone}`, `E-post: ${b.email}`, b.message].filter(Boolean).join('\n'),
    });
  }
  return calendar.toString();
}
