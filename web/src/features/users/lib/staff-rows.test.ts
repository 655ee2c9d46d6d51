import type { StaffMember, StaffList } from '@rms/schema';
import { describe, expect, it } from 'vitest';
import { formatDay, isInactive, staffRows } from './staff-rows';

const now = new Date('2026-11-27T12:00:00.000Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
const person = (uid: string, role: StaffMember['role'], name: string, lastLogin: string | null = daysAgo(1)): StaffMember => ({
  uid,
  email: `${uid}@example.com`,
  displayName: name,
  role,
  accessUntil: null,
  last_login: lastLogin,
  created_at: daysAgo(400),
});

describe('who has not signed in for 90 days', () => {
  it('counts from the last sign-in, or from the account’s creation when none is recorded', () => {
    expect(isInactive({ last_login: daysAgo(91), created_at: daysAgo(400) }, now)).toBe(true);
    expect(isInactive({ last_login: daysAgo(89), created_at: daysAgo(400) }, now)).toBe(false);
    expect(isInactive({ last_login: null, created_at: daysAgo(120) }, now)).toBe(true);
    expect(isInactive({ last_login: null, created_at: null }, now)).toBe(false);
  });
});

describe('the rows of the users screen', () => {
  it('lists administrators, then editors (each by name), then invitations', () => {
    const list: StaffList = {
      users: [person('e', 'editor', 'Eva'), person('b', 'admin', 'Bjørn'), person('a', 'admin', 'Anne', daysAgo(200))],
      invites: [{ id: 'i', email: 'ny@example.com', role: 'editor', accessUntil: null, invitedBy: 'a', invitedAt: daysAgo(2), expiresAt: daysAgo(-12) }],
    };
    const rows = staffRows(list, now);
    expect(rows.map((r) => r.label)).toEqual(['Anne', 'Bjørn', 'Eva', 'ny@example.com']);
    expect(rows.map((r) => r.kind === 'staff' && r.inactive)).toEqual([true, false, false, false]);
    expect(rows[3]).toMatchObject({ kind: 'invite', invitedBy: 'Anne' });
  });

  it('writes days as Norwegians do', () => {
    expect(formatDay('2026-12-31')).toBe('31. des. 2026');
  });
});
