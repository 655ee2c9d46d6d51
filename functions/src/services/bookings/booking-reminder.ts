import { fromOsloInput } from '@rms/schema';
import { sendBookingReminder, type BookingMailDeps } from './booking-mail';
import { addDays, osloToday } from './booking-slots';

export interface ReminderRun {
  reminded: number;
  failed: number;
}

/**
 * The bookingReminder job: each visit booked for tomorrow (Oslo days) gets one reminder mail to the
 * visitor, however often the job runs and even when two runs overlap. A run first creates the
 * marker `booking-reminders/{id}_{start}`; `create()` lets exactly one run have it, on real
 * Firestore and on the local emulator, whose transactions are not isolated. A moved visit has a new
 * start, so it is reminded again for its new day. When the mail fails the marker is removed, so
 * the next run tries again; the failure is logged with the booking's id only.
 */
export async function remindTomorrowsVisits(deps: BookingMailDeps): Promise<ReminderRun> {
  const now = deps.now();
  const tomorrow = addDays(osloToday(now), 1);
  const from = fromOsloInput(`${tomorrow}T00:00`)!;
  const to = fromOsloInput(`${addDays(tomorrow, 1)}T00:00`)!;
  const run: ReminderRun = { reminded: 0, failed: 0 };
  for (const booking of await deps.repos.bookings.bookedBetween(from, to)) {
    if (!(await deps.repos.bookings.markReminded(booking, now.toISOString()))) continue;
    try {
      await sendBookingReminder(deps, booking);
      run.reminded++;
    } catch (e) {
      await deps.repos.bookings.unmarkReminded(booking);
      console.error(`[bookings] reminder for booking ${booking.id} not sent (tried again next run): ${e instanceof Error ? e.message : String(e)}`);
      run.failed++;
    }
  }
  return run;
}
