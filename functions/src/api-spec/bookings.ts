import { BookingAvailabilityDocSchema, BookingAvailabilityUpdateSchema, BookingCreatedSchema, BookingMoveSchema, BookingRequestSchema, ManagedBookingSchema, ManageParamsSchema, BookingSlotsSchema, SlotsQuerySchema } from '@rms/schema';
import { adminErrors, staffErrors, type RouteSpec } from './registry';

/** Site visit bookings (decision 149). */
export const bookingRouteSpecs: RouteSpec[] = [
  {
    method: 'GET',
    path: '/api/bookings/availability',
    summary:
      'When and where site visits can be booked: `weekly` opening hours per weekday (`mon`…`sun`, Oslo time `HH:mm`), `visitMinutes`, `bufferMinutes` (driving time kept free before and after each visit), `daysAhead` (how far ahead from today), `capacity` (visits at the same time), `areas` (`{name, postcodes: [\'2040\', \'2000-2199\'], weekdays}`), `closed` periods (`{from, to, reason}`, dates both included) and `modified_at` (null until an administrator saves). Until then the defaults: weekdays 09:00–15:00, one area for upper Romerike (2000–2199).',
    auth: 'staff',
    response: BookingAvailabilityDocSchema,
    errors: staffErrors,
  },
  {
    method: 'PUT',
    path: '/api/bookings/availability',
    summary:
      'Replaces the availability (the fields of GET; omitted numbers and lists take their defaults). `modified_at` is the one the screen read: when the stored one is newer, 409 and nothing is written. Audited. Visits already booked stay booked.',
    auth: 'admin',
    body: BookingAvailabilityUpdateSchema,
    response: BookingAvailabilityDocSchema,
    errors: [
      { status: 400, when: 'VALIDATION_FAILED, nothing stored; `issues` name the field (a time not `HH:mm`, an opening that ends before it starts, a postcode range that is not four digits or runs backwards, a closed period that ends before it starts)' },
      ...adminErrors,
      { status: 409, when: 'modified_at is older than the stored one (CONFLICT; nothing is written)' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'GET',
    path: '/api/bookings/slots',
    summary:
      "Every free start time for a visit to `postcode` in the 14 days from `from` (`YYYY-MM-DD`, default today in Oslo): on the weekdays of the first area that covers the postcode, inside the weekly hours, from the next working day to `daysAhead` days ahead, never on a Norwegian public holiday or in a closed period, and not where `capacity` visits (with the buffer) are booked. `start` and `end` are ISO 8601 with Oslo's offset then (`2026-03-30T09:00:00+02:00`). `Cache-Control: no-store`: a place can go at any moment.",
    auth: 'public',
    query: SlotsQuerySchema,
    response: BookingSlotsSchema,
    errors: [
      { status: 400, when: '`postcode` is not four digits, or `from` is not a date' },
      { status: 422, when: "UNPROCESSABLE: no area covers the postcode; the Norwegian message gives the company's phone" },
    ],
  },
  {
    method: 'POST',
    path: '/api/bookings',
    summary:
      "A visitor books a site visit at `start` (one of GET /api/bookings/slots' starts, any offset) with `name`, `phone`, `email`, `address`, `postcode`, optional `productId` and `message`, and `formToken` from GET /api/email/token (the contact form's time trap). The server decides again whether the time is offered (area, hours, holidays, closed days, least notice, capacity); a place is taken by creating `booking-claims/{start}-{n}` (exactly one request wins each, decision 149). The booking is also stored as an enquiry (inbox 'Henvendelser', with `booking {id, start}`). Answers the visit with `manageUrl` (SITE_URL/befaring/<token>; only the token's SHA-256 is stored). At most 5 bookings an hour from one address, counted apart from the contact form.",
    auth: 'public',
    body: BookingRequestSchema,
    response: BookingCreatedSchema,
    errors: [
      { status: 400, when: 'VALIDATION_FAILED; `issues` name the field; a form sent sooner than the time trap allows names `formToken`' },
      { status: 409, when: 'CONFLICT: the time is not offered (past, too soon, a holiday or closed day, off the grid, outside the areas) or its places are taken; Norwegian message' },
      { status: 415, when: 'the body is not JSON' },
      { status: 429, when: 'RATE_LIMITED: too many bookings from this address' },
    ],
  },
  {
    method: 'GET',
    path: '/api/bookings/manage/{token}',
    summary: "The visit a manage link opens (the token from the booking's `manageUrl`): its times in Oslo, the visitor's own name and address, its status and `changeableUntil` (24 hours before it; null once cancelled). Nothing about other visits. `Cache-Control: no-store`.",
    auth: 'public',
    params: ManageParamsSchema,
    response: ManagedBookingSchema,
    errors: [{ status: 404, when: 'no booking has this token (malformed tokens too)' }],
  },
  {
    method: 'POST',
    path: '/api/bookings/manage/{token}/cancel',
    summary: "The visitor cancels the visit: its place is given back and the calendar invitation's SEQUENCE goes up. Answers the visit as GET does.",
    auth: 'public',
    params: ManageParamsSchema,
    response: ManagedBookingSchema,
    errors: [{ status: 404, when: 'no booking has this token' }, { status: 409, when: 'CONFLICT: already cancelled, or less than 24 hours before the visit (Norwegian message)' }],
  },
  {
    method: 'POST',
    path: '/api/bookings/manage/{token}/move',
    summary: "The visitor moves the visit to `start`, which must be offered now as to any visitor (the visit's own place does not count against it). The new place is claimed before the old one is given back; SEQUENCE goes up.",
    auth: 'public',
    params: ManageParamsSchema,
    body: BookingMoveSchema,
    response: ManagedBookingSchema,
    errors: [
      { status: 400, when: '`start` is not an ISO 8601 date-time with offset' },
      { status: 404, when: 'no booking has this token' },
      { status: 409, when: 'CONFLICT: already cancelled, less than 24 hours before the visit, or the new time is not offered (Norwegian message)' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
];
