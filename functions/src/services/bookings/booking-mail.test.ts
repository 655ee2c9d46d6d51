import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Mailer } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import type { BookingDoc } from '../../repositories/bookings';
import { storedBooking } from '../../../../test/booking-fixture';
import { osloWhen, sendBookingMails } from './booking-mail';

const booking: BookingDoc = storedBooking('b1', '2026-10-26T08:00:00.000Z', '2026-10-26T09:00:00.000Z', { enquiryId: 'm1' });

afterEach(() => vi.restoreAllMocks());

describe('booking mails', () => {
  it('give the time in Oslo with the Norwegian weekday, on either side of the change to winter time', () => {
    expect(osloWhen('2026-10-23T07:00:00.000Z', '2026-10-23T08:00:00.000Z')).toBe('fredag 23. oktober 2026 kl. 09.00–10.00');
    expect(osloWhen(booking.start, booking.end)).toBe('mandag 26. oktober 2026 kl. 09.00–10.00');
  });

  it('never fail the booking: a mailer that throws is logged with the booking id and no personal data', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mailer: Mailer = { kind: 'sendgrid', send: () => Promise.reject(new Error('SendGrid 503')), check: () => Promise.resolve() };
    const deps = { repos: {} as Repositories, mailer, mailFrom: 'a@firma.example', mailTo: 'b@firma.example', siteUrl: 'https://www.example.no', now: () => new Date('2026-10-20T08:00:00Z') };
    await expect(sendBookingMails(deps, booking, 'booked')).resolves.toBeUndefined();
    expect(errors).toHaveBeenCalledTimes(2);
    const logged = errors.mock.calls.flat().join('\n');
    expect(logged).toContain('booking b1');
    expect(logged).toContain('SendGrid 503');
    expect(logged).not.toMatch(/Kari|kari@example|Storgata|912/);
  });
});
