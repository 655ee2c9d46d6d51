import {
  BOOKING_RATE_LIMIT,
  BOOKING_RATE_LIMITED_MESSAGE,
  BOOKING_TOO_SOON_MESSAGE,
  BookingAvailabilityUpdateSchema,
  BookingIdParamsSchema,
  BookingListQuerySchema,
  BookingMoveSchema,
  BookingPatchSchema,
  BookingRequestSchema,
  FeedParamsSchema,
  ManageParamsSchema,
  SlotsQuerySchema,
} from '@rms/schema';
import { Router } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import type { AppDeps } from '../app-deps';
import { RateLimitedError, ValidationError } from '../errors';
import { clientAddress, maskedAddress } from '../middleware/client-address';
import { createBooking, manageUrl } from '../services/bookings/booking-create';
import { sendBookingMails, type BookingMailDeps } from '../services/bookings/booking-mail';
import { calendarFeed, changeByStaff, listBookings, renewCalendarFeed, staffView } from '../services/bookings/booking-staff';
import { bookingByToken, cancelByVisitor, managedView, moveByVisitor } from '../services/bookings/booking-manage';
import { FormTokens } from '../services/enquiries/form-token';
import { requireAdmin, requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { getBookingAvailability, saveBookingAvailability } from '../services/bookings/booking-availability';
import { slotsFor } from '../services/bookings/booking-offer';
import { sendData } from './respond';

/** /api/bookings: site visits (decision 149). */
export function bookingRoutes(deps: AppDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());
  const tokens = new FormTokens(deps.repos, deps.config.formTokenSecret);
  const mail: BookingMailDeps = { repos: deps.repos, mailer: deps.mailer, mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl, now: clock };

  // Its own count, apart from the contact form's: a visitor who asked a question can still book.
  const bookingLimiter = rateLimit({
    store: new MemoryStore(),
    windowMs: BOOKING_RATE_LIMIT.windowMs,
    limit: BOOKING_RATE_LIMIT.limit * deps.config.rateLimitScale,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { ip: false },
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req)),
    handler: (req, _res, next) => {
      console.warn(`[bookings] booking rate limit hit by ${maskedAddress(clientAddress(req))}`);
      next(new RateLimitedError(BOOKING_RATE_LIMITED_MESSAGE));
    },
  });

  router.post('/', bookingLimiter, requireJson, async (req, res) => {
    const input = parse(BookingRequestSchema, req.body);
    // The contact form's time trap; a booking takes a place, so a bot's is refused, not stored as spam.
    // Real time, not the app's clock: the trap measures how long a person took to fill in the form.
    const verdict = await tokens.check(input.formToken);
    if (verdict !== 'ok') throw new ValidationError(BOOKING_TOO_SOON_MESSAGE, [{ path: 'formToken', message: BOOKING_TOO_SOON_MESSAGE }]);
    const { created, booking } = await createBooking({ repos: deps.repos, siteUrl: deps.config.siteUrl, now: clock }, input);
    // Stored first; the invitations never fail the booking (sendBookingMails logs and carries on).
    await sendBookingMails(mail, booking, 'booked', { manageUrl: created.booking.manageUrl });
    res.location(`/api/bookings/${created.booking.id}`);
    sendData(req, res, created, 201);
  });

  router.get('/availability', requireStaff, async (req, res) => {
    sendData(req, res, await getBookingAvailability(deps.repos));
  });

  router.put('/availability', requireAdmin, requireJson, async (req, res) => {
    const { modified_at: startedFrom, ...input } = parse(BookingAvailabilityUpdateSchema, req.body);
    sendData(req, res, await saveBookingAvailability(deps.repos, signedInUser(req), input, startedFrom));
  });

  router.get('/slots', async (req, res) => {
    const { postcode, from } = parse(SlotsQuerySchema, req.query, 'Query');
    const slots = await slotsFor(deps.repos, postcode, from, clock());
    // A place can go at any moment: never kept by the CDN or the browser.
    res.set('Cache-Control', 'no-store').json({ data: slots });
  });

  // The manage link: whoever holds the token sees and changes that one visit, nothing else; never cached.
  router.get('/manage/:token', async (req, res) => {
    const { token } = parse(ManageParamsSchema, req.params, 'Path');
    res.set('Cache-Control', 'no-store').json({ data: managedView(await bookingByToken(deps.repos, token)) });
  });

  router.post('/manage/:token/cancel', async (req, res) => {
    const { token } = parse(ManageParamsSchema, req.params, 'Path');
    const cancelled = await cancelByVisitor(deps.repos, token, clock());
    await sendBookingMails(mail, cancelled, 'cancelled');
    sendData(req, res, managedView(cancelled));
  });

  router.post('/manage/:token/move', requireJson, async (req, res) => {
    const { token } = parse(ManageParamsSchema, req.params, 'Path');
    const { start } = parse(BookingMoveSchema, req.body);
    const before = await bookingByToken(deps.repos, token);
    const moved = await moveByVisitor(deps.repos, token, start, clock());
    if (moved.sequence !== before.sequence) await sendBookingMails(mail, moved, 'moved', { manageUrl: manageUrl(deps.config.siteUrl, token) });
    sendData(req, res, managedView(moved));
  });

  router.get('/', requireStaff, async (req, res) => {
    const query = parse(BookingListQuerySchema, req.query, 'Query');
    sendData(req, res, await listBookings(deps.repos, query));
  });

  router.patch('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(BookingIdParamsSchema, req.params, 'Path');
    const patch = parse(BookingPatchSchema, req.body);
    const { booking, change } = await changeByStaff(deps.repos, signedInUser(req), id, patch, clock());
    // The manage link's token is not stored, so a staff change's mail cannot repeat it.
    if (change) await sendBookingMails(mail, booking, change, { reason: patch.reason });
    sendData(req, res, staffView(booking));
  });

  router.post('/calendar-feed', requireStaff, async (req, res) => {
    sendData(req, res, await renewCalendarFeed(deps.repos, signedInUser(req), deps.config.siteUrl, clock()));
  });

  // A calendar app holds the address; whoever has it sees the visits, so nothing keeps a copy on the way.
  router.get('/feed/:token', async (req, res) => {
    const { token } = parse(FeedParamsSchema, req.params, 'Path');
    const ics = await calendarFeed(deps.repos, token, deps.config.siteUrl, clock());
    res.set('Cache-Control', 'private, no-store').type('text/calendar; charset=utf-8').send(ics);
  });

  return router;
}
