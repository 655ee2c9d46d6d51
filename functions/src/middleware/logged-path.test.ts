import { describe, expect, it } from 'vitest';
import { keyInPath, loggedPath } from './logged-path';

describe('paths that hold a key', () => {
  const token = 'Zk9mV2x1cV8tTmFub3NlY3JldC10b2tlbi1oZXJlXzE';
  it('writes a manage link or a calendar feed with the key left out, and every other path as it is', () => {
    expect(loggedPath(`/api/bookings/manage/${token}/move`)).toBe('/api/bookings/manage/…/move');
    expect(loggedPath(`/api/bookings/manage/${token}`)).toBe('/api/bookings/manage/…');
    expect(loggedPath(`/api/bookings/feed/${token}?x=1`)).toBe('/api/bookings/feed/…?x=1');
    expect(loggedPath('/api/bookings/slots?postcode=2050')).toBe('/api/bookings/slots?postcode=2050');
  });
  it('tells which answers no cache may keep', () => {
    expect(keyInPath(`/api/bookings/manage/${token}`)).toBe(true);
    expect(keyInPath(`/api/bookings/feed/${token}`)).toBe(true);
    expect(keyInPath('/api/bookings/slots')).toBe(false);
    expect(keyInPath('/api/products/manage')).toBe(false);
  });
  it('hides link tokens and keeps the rest of the path', () => {
    const token = 'q3Z8yJ0mJb1sY2x4VvQ7nR9tK6wP5aL0cE3fG8hI1jM';
    expect(loggedPath(`/api/quotes/public/${token}/accept`)).toBe('/api/quotes/public/…/accept');
    expect(loggedPath(`/tilbud/${token}?svar=akseptert`)).toBe('/tilbud/…?svar=akseptert');
    expect(loggedPath('/api/quotes/AbCdEfGhIjKlMnOpQrSt/send')).toBe('/api/quotes/AbCdEfGhIjKlMnOpQrSt/send');
  });
});
