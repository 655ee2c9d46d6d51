import { describe, expect, it } from 'vitest';
import { instantOfOsloLocal, osloLocalValue } from './oslo-time';

describe('Oslo time for datetime-local fields', () => {
  it('reads a wall-clock time in winter (UTC+1) and summer (UTC+2) time', () => {
    expect(instantOfOsloLocal('2026-01-15T09:00')).toBe('2026-01-15T08:00:00.000Z');
    expect(instantOfOsloLocal('2026-07-15T09:00')).toBe('2026-07-15T07:00:00.000Z');
    expect(instantOfOsloLocal('')).toBe('');
  });

  it('shows an instant as Oslo wall-clock time, and back again unchanged', () => {
    expect(osloLocalValue('2026-03-31T22:30:00.000Z')).toBe('2026-04-01T00:30');
    for (const value of ['2026-03-29T01:59', '2026-03-29T03:00', '2026-10-25T01:30', '2026-12-31T23:59']) expect(osloLocalValue(instantOfOsloLocal(value))).toBe(value);
  });
});
