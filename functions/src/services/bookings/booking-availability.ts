import { BookingAvailabilityDocSchema, defaultBookingAvailability, type BookingAvailability, type BookingAvailabilityDoc } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { BOOKING_SETTINGS_ID } from '../../repositories/settings';
import { auditEntry, type AuditActor } from '../shared/audit';
import { assertNotStale, nextModifiedAt } from '../shared/concurrency';

/**
 * `settings/booking` as the slots use it. Never saved, or no longer valid (edited by hand, an old
 * backup): the defaults, so a fresh stack can take bookings and a broken document never stops them.
 */
export async function getBookingAvailability(repos: Repositories): Promise<BookingAvailabilityDoc> {
  const stored = await repos.settings.booking();
  if (!stored) return defaultBookingAvailability();
  const parsed = BookingAvailabilityDocSchema.safeParse({ modified_at: null, ...stored });
  if (!parsed.success) {
    console.warn(`[bookings] settings/booking does not match the schema, using the defaults: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
    return defaultBookingAvailability();
  }
  return parsed.data;
}

/** PUT /api/bookings/availability: a stale `modified_at` is a 409 and nothing is written. */
export async function saveBookingAvailability(repos: Repositories, actor: AuditActor, input: BookingAvailability, startedFrom: string | undefined, now = Date.now()): Promise<BookingAvailabilityDoc> {
  return repos.transaction(async (tx) => {
    const previous = await repos.settings.booking(tx);
    const stored = typeof previous?.modified_at === 'string' ? previous.modified_at : undefined;
    assertNotStale('The booking availability', stored, startedFrom);
    const saved: BookingAvailabilityDoc = { ...input, modified_at: nextModifiedAt(stored, now) };
    repos.settings.saveBooking(tx, saved);
    repos.audit.add(tx, auditEntry(actor, 'bookings.availability', BOOKING_SETTINGS_ID, { modified_at: saved.modified_at }));
    return saved;
  });
}
