import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';
import type { BookingArea, BookingAvailabilityDoc, BookingSlots } from '@rms/schema';
import { UnprocessableError } from '../../errors';
import type { Repositories } from '../../repositories';
import { getSiteSettings } from '../content/settings';
import { getBookingAvailability } from './booking-availability';
import { SLOT_DAYS, addDays, areaFor, freeSlots, osloToday } from './booking-slots';

/** The company's phone as the site shows it; the fixed default when the settings cannot be read. */
async function companyPhone(repos: Repositories): Promise<string> {
  try {
    return (await getSiteSettings(repos)).phone || DEFAULT_COMPANY_PHONE;
  } catch {
    return DEFAULT_COMPANY_PHONE;
  }
}

/** The area that serves `postcode`, or a 422 the visitor can act on: call us instead. */
export async function areaServing(repos: Repositories, availability: BookingAvailabilityDoc, postcode: string): Promise<BookingArea> {
  const area = areaFor(availability.areas, postcode);
  if (area) return area;
  throw new UnprocessableError(`Vi kjører dessverre ikke ut til postnummer ${postcode} for befaring. Ring oss på ${await companyPhone(repos)}, så finner vi en løsning.`);
}

/** Visits still booked that may come near the days from `from` to `from + days` (a day's margin each side for the buffer). */
export async function heldNear(repos: Repositories, from: string, days: number) {
  return repos.bookings.bookedBetween(`${addDays(from, -1)}T00:00:00.000Z`, `${addDays(from, days + 1)}T00:00:00.000Z`);
}

/** GET /api/bookings/slots: the free start times for `postcode` in the SLOT_DAYS days from `from` (default today in Oslo). */
export async function slotsFor(repos: Repositories, postcode: string, from: string | undefined, now: Date): Promise<BookingSlots> {
  const availability = await getBookingAvailability(repos);
  const area = await areaServing(repos, availability, postcode);
  const first = from ?? osloToday(now);
  const held = await heldNear(repos, first, SLOT_DAYS);
  return { area: { name: area.name }, slots: freeSlots({ availability, area, from: first, now, held }) };
}
