import { BookingAvailabilityDocSchema, BookingAvailabilityUpdateSchema, BookingCreatedSchema, BookingRequestSchema, BookingSlotsSchema, SlotsQuerySchema } from '@rms/schema';
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
];
