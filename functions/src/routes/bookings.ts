import { BookingAvailabilityUpdateSchema, SlotsQuerySchema } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireStaff, signedInUser } from '../middleware/require-admin';
import { parse, requireJson } from '../middleware/validate';
import { getBookingAvailability, saveBookingAvailability } from '../services/bookings/booking-availability';
import { slotsFor } from '../services/bookings/booking-offer';
import { sendData } from './respond';

/** /api/bookings: site visits (decision 149). */
export function bookingRoutes(deps: AppDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());

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

  return router;
}
