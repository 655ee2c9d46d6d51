import { describe, expect, it } from 'vitest';
import { loggedPath } from './log-path';

describe('loggedPath', () => {
  it('hides link tokens and keeps the rest of the path', () => {
    const token = 'q3Z8yJ0mJb1sY2x4VvQ7nR9tK6wP5aL0cE3fG8hI1jM';
    expect(loggedPath(`/api/quotes/public/${token}/accept`)).toBe('/api/quotes/public/…/accept');
    expect(loggedPath(`/tilbud/${token}?svar=akseptert`)).toBe('/tilbud/…?svar=akseptert');
    expect(loggedPath('/api/quotes/AbCdEfGhIjKlMnOpQrSt/send')).toBe('/api/quotes/AbCdEfGhIjKlMnOpQrSt/send');
  });
});
