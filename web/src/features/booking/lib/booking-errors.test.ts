import { BOOKING_TAKEN_MESSAGE, BOOKING_TOO_SOON_MESSAGE } from '@rms/schema/booking-texts';
import { describe, expect, it } from 'vitest';
import { ApiError, UNAVAILABLE_MESSAGE } from '@/lib/api-client';
import { FAILED_MESSAGE, FIELDS_MESSAGE, MANAGE_NOT_FOUND_MESSAGE, NETWORK_MESSAGE, bookingFailure, firstFieldInError } from './booking-errors';

const apiError = (status: number, code: ApiError['code'], message: string, issues?: { path: string; message: string }[]) => new ApiError({ status, code, message, issues });

describe('what a visitor is told when a booking step fails', () => {
  it('a taken time (409) is the server\'s Norwegian message, or the standard one, so the page can fetch a fresh list', () => {
    expect(bookingFailure(apiError(409, 'CONFLICT', BOOKING_TAKEN_MESSAGE))).toEqual({ kind: 'taken', message: BOOKING_TAKEN_MESSAGE });
    expect(bookingFailure(apiError(409, 'HTTP_ERROR', 'createBooking failed with status 409'))).toEqual({ kind: 'taken', message: BOOKING_TAKEN_MESSAGE });
  });

  it('a postcode outside every area (422) shows the server\'s message with the phone as it is', () => {
    const message = 'Vi kommer dessverre ikke til postnummer 9000. Ring oss på 63 97 00 00, så finner vi en løsning.';
    expect(bookingFailure(apiError(422, 'UNPROCESSABLE', message))).toEqual({ kind: 'outside', message });
  });

  it('a 400 puts each named field\'s Norwegian message at that field, never the English summary, and the first in form order gets the focus', () => {
    const failure = bookingFailure(
      apiError(400, 'VALIDATION_FAILED', 'Request body is invalid: email: …', [
        { path: 'email', message: 'Ugyldig e-postadresse' },
        { path: 'name', message: 'Navn må fylles ut' },
        { path: 'email', message: 'second message for the same field' },
      ]),
    );
    expect(failure).toEqual({ kind: 'fields', message: FIELDS_MESSAGE, errors: { email: 'Ugyldig e-postadresse', name: 'Navn må fylles ut' } });
    expect(failure.kind === 'fields' && firstFieldInError(failure.errors)).toBe('name');
    expect(bookingFailure(apiError(400, 'VALIDATION_FAILED', 'Query is invalid', [{ path: 'postcode', message: 'Postnummeret må ha fire sifre' }]))).toMatchObject({ errors: { postcode: 'Postnummeret må ha fire sifre' } });
  });

  it('a refused form token (the time trap) is the server\'s Norwegian message, not a field', () => {
    expect(bookingFailure(apiError(400, 'VALIDATION_FAILED', BOOKING_TOO_SOON_MESSAGE, [{ path: 'formToken', message: BOOKING_TOO_SOON_MESSAGE }]))).toEqual({ kind: 'other', message: BOOKING_TOO_SOON_MESSAGE });
  });

  it('an unknown manage link is not found; the network, a 503 and anything else get Norwegian lines of their own', () => {
    expect(bookingFailure(apiError(404, 'NOT_FOUND', 'Fant ingen befaring'))).toEqual({ kind: 'not-found', message: MANAGE_NOT_FOUND_MESSAGE });
    expect(bookingFailure(apiError(0, 'NETWORK_ERROR', 'Network error during createBooking'))).toEqual({ kind: 'other', message: NETWORK_MESSAGE });
    expect(bookingFailure(apiError(503, 'HTTP_ERROR', 'x failed with status 503'))).toEqual({ kind: 'other', message: UNAVAILABLE_MESSAGE });
    expect(bookingFailure(apiError(500, 'INTERNAL', 'Internal server error'))).toEqual({ kind: 'other', message: FAILED_MESSAGE });
    expect(bookingFailure(new Error('boom'))).toEqual({ kind: 'other', message: FAILED_MESSAGE });
    expect(bookingFailure(apiError(429, 'RATE_LIMITED', 'Du har bestilt mange befaringer på kort tid. Vent litt, eller ring oss.'))).toEqual({
      kind: 'other',
      message: 'Du har bestilt mange befaringer på kort tid. Vent litt, eller ring oss.',
    });
  });
});
