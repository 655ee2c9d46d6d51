import { describe, expect, it } from 'vitest';
import { addDays, osloDay } from './stats';
import { ACCESS_UNTIL_PAST_MESSAGE, InviteCreateSchema, StaffUpdateSchema, UserListSchema } from './users';

const today = osloDay(new Date());
const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('an invitation (POST /api/users/invites)', () => {
  it('takes an address, a staff role and an optional last day from today on', () => {
    expect(InviteCreateSchema.parse({ email: ' kari@example.com ', role: 'editor' })).toEqual({ email: 'kari@example.com', role: 'editor' });
    expect(InviteCreateSchema.parse({ email: 'kari@example.com', role: 'admin', accessUntil: today }).accessUntil).toBe(today);
  });

  it('refuses a malformed address, an unknown role, a past or impossible day and extra fields, naming the field in Norwegian', () => {
    expect(issues(InviteCreateSchema.safeParse({ email: 'kari(at)example.com', role: 'editor' }))).toEqual([{ path: 'email', message: expect.stringMatching(/^Ugyldig e-postadresse/) }]);
    expect(issues(InviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'user' }))).toEqual([{ path: 'role', message: 'Velg en rolle: Administrator eller Redaktør' }]);
    expect(issues(InviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', accessUntil: addDays(today, -1) }))).toEqual([{ path: 'accessUntil', message: ACCESS_UNTIL_PAST_MESSAGE }]);
    expect(issues(InviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', accessUntil: '2099-02-30' }))).toEqual([{ path: 'accessUntil', message: 'Datoen finnes ikke' }]);
    expect(issues(InviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', uid: 'x' }))[0]?.path).toBe('');
  });
});

describe('a change of access (PATCH /api/users/{uid})', () => {
  it('takes a role, a last day or null (no end), and nothing else', () => {
    expect(StaffUpdateSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(StaffUpdateSchema.parse({ accessUntil: null })).toEqual({ accessUntil: null });
    expect(StaffUpdateSchema.safeParse({ role: 'user' }).success).toBe(false);
    expect(StaffUpdateSchema.safeParse({ email: 'x@example.com' }).success).toBe(false);
  });
});

describe('the list (GET /api/users)', () => {
  it('reads accounts of every role and pending invitations', () => {
    const list = {
      users: [{ uid: 'u1', email: 'a@example.com', displayName: 'A', role: 'editor', accessUntil: null, last_login: '2026-01-01T10:00:00.000Z', created_at: '2025-01-01T10:00:00.000Z' }],
      invites: [{ id: 'i1', email: 'b@example.com', role: 'admin', accessUntil: '2027-01-01', invitedBy: 'u0', invitedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-15T10:00:00.000Z' }],
    };
    expect(UserListSchema.parse(list)).toEqual(list);
  });
});
