import { describe, expect, it } from 'vitest';
import { ConflictError } from '../../errors';
import { assertNotStale, nextModifiedAt } from './concurrency';

describe('assertNotStale', () => {
  const stored = '2026-05-01T10:00:00.000Z';

  it('refuses a write that started from an older version with 409 CONFLICT', () => {
    expect(() => assertNotStale('Product x', stored, '2026-05-01T09:59:59.999Z')).toThrow(ConflictError);
    expect(() => assertNotStale('Product x', stored, 'not a date')).toThrow(ConflictError);
  });

  it('accepts a write that started from the stored version, or that names none', () => {
    expect(() => assertNotStale('Product x', stored, stored)).not.toThrow();
    expect(() => assertNotStale('Product x', stored, undefined)).not.toThrow();
    expect(() => assertNotStale('Product x', undefined, stored)).not.toThrow();
  });
});

describe('nextModifiedAt', () => {
  it('is now, or strictly after the previous value when the clock lags', () => {
    const now = Date.parse('2026-05-01T10:00:00.000Z');
    expect(nextModifiedAt(undefined, now)).toBe('2026-05-01T10:00:00.000Z');
    expect(nextModifiedAt('2026-05-01T10:00:00.000Z', now)).toBe('2026-05-01T10:00:00.001Z');
    expect(nextModifiedAt('2026-04-01T10:00:00.000Z', now)).toBe('2026-05-01T10:00:00.000Z');
  });
});
