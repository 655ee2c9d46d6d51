import { describe, expect, it } from 'vitest';
import { accountType, formatMemberSince } from './profile';

describe('member since', () => {
  it('is a long English date', () => {
    expect(formatMemberSince('Sat, 21 Nov 2026 10:00:00 GMT')).toBe('November 21, 2026');
    expect(formatMemberSince('2026-01-05T12:00:00.000Z')).toBe('January 5, 2026');
  });

  it("is 'Unknown' when missing or unreadable", () => {
    expect(formatMemberSince(undefined)).toBe('Unknown');
    expect(formatMemberSince('')).toBe('Unknown');
    expect(formatMemberSince('not a date')).toBe('Unknown');
  });
});

describe('account type', () => {
  it("is 'Administrator', 'Redaktør' or 'Standard User'", () => {
    expect(accountType('admin')).toBe('Administrator');
    expect(accountType('editor')).toBe('Redaktør');
    expect(accountType('user')).toBe('Standard User');
  });
});
