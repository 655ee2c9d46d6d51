import { describe, expect, it } from 'vitest';
import { StaffInviteCreateSchema, StaffListSchema, StaffPatchSchema } from './staff';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((i) => ({ path: i.path.join('.'), message: i.message }));

describe('an invitation (POST /api/users/invites)', () => {
  it('takes an address (trimmed, in lower case), a staff role and an optional last day', () => {
    expect(StaffInviteCreateSchema.parse({ email: ' Kari@Example.com ', role: 'editor' })).toEqual({ email: 'kari@example.com', role: 'editor' });
    expect(StaffInviteCreateSchema.parse({ email: 'kari@example.com', role: 'admin', accessUntil: '2099-12-31' }).accessUntil).toBe('2099-12-31');
  });

  it('refuses an empty or malformed address, an unknown role, an impossible day and extra fields, naming the field in Norwegian', () => {
    expect(issues(StaffInviteCreateSchema.safeParse({ email: ' ', role: 'editor' }))).toEqual([{ path: 'email', message: 'E-postadresse må fylles ut' }]);
    expect(issues(StaffInviteCreateSchema.safeParse({ email: 'kari(at)example.com', role: 'editor' }))).toEqual([{ path: 'email', message: 'Ugyldig e-postadresse' }]);
    expect(issues(StaffInviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'user' }))).toEqual([{ path: 'role', message: 'Velg en rolle: Administrator eller Redaktør' }]);
    expect(issues(StaffInviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', accessUntil: '31.12.2099' }))).toEqual([{ path: 'accessUntil', message: 'Skriv datoen som ÅÅÅÅ-MM-DD' }]);
    expect(issues(StaffInviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', accessUntil: '2099-02-30' }))).toEqual([{ path: 'accessUntil', message: 'Datoen finnes ikke' }]);
    expect(StaffInviteCreateSchema.safeParse({ email: 'kari@example.com', role: 'editor', uid: 'x' }).success).toBe(false);
  });
});

describe('a change of access (PATCH /api/users/{uid})', () => {
  it('takes a role, a last day or null (no end), and nothing else', () => {
    expect(StaffPatchSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(StaffPatchSchema.parse({ accessUntil: null })).toEqual({ accessUntil: null });
    expect(StaffPatchSchema.safeParse({ role: 'user' }).success).toBe(false);
    expect(StaffPatchSchema.safeParse({}).success).toBe(false);
    expect(StaffPatchSchema.safeParse({ email: 'x@example.com' }).success).toBe(false);
  });
});

describe('the list (GET /api/users)', () => {
  it('reads staff accounts and pending invitations', () => {
    const list = {
      users: [{ uid: 'u1', email: 'a@example.com', displayName: 'A', role: 'editor', accessUntil: null, last_login: '2026-01-01T10:00:00.000Z', created_at: '2025-01-01T10:00:00.000Z' }],
      invites: [{ id: 'i1', email: 'b@example.com', role: 'admin', accessUntil: '2027-01-01', invitedBy: 'u0', invitedAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-15T10:00:00.000Z' }],
    };
    expect(StaffListSchema.parse(list)).toEqual(list);
  });
});
