import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { inject } from 'vitest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { osloDay, type Role } from '@rms/schema';
import { clearCollections, createTestStack, googleUser, outboxMails, passwordUser, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { adminAuth } from '../adapters/firebase';
import { emulatorGoogleSignIn } from '../../../emulators/auth-emulator';
import { createApp } from '../app';
import type { TokenVerifier } from '../services/access/users';
import { expireStaffAccess, LAST_ADMIN_MESSAGE } from '../services/access/staff-accounts';
import { firestoreRoles, ROLE_CACHE_MS } from '../services/access/roles';

// One clock for the whole file: invitations, sign-ins, last days and the role cache all read it. It only
// moves forward from the real time, as ID tokens carry the real time of their sign-in.
let clockMs = Date.now();
const clock = () => new Date(clockMs);
let stack: TestStack;
let app: ReturnType<typeof createApp>;
let admin: TestUser;

const audit = async (action: string) => (await stack.db.collection('audit').where('action', '==', action).get()).docs.map((d) => d.data());
const userDoc = async (uid: string) => (await stack.db.collection('users').doc(uid).get()).data();
const invites = async () => (await stack.db.collection('invites').get()).docs.map((d) => ({ id: d.id, ...d.data() }));
const outboxDir = () => join(stack.dataDir, 'outbox');
const outbox = () => outboxMails(stack.dataDir);

/** A Google account of the Auth emulator whose e-mail Google has not verified. */
async function unverifiedGoogleUser(email: string): Promise<TestUser> {
  const body = await emulatorGoogleSignIn(inject('authHost'), { email, name: 'Uverifisert', verified: false, sub: `unverified-${email}` });
  return { uid: body.localId, email, idToken: body.idToken, auth: { Authorization: `Bearer ${body.idToken}` } };
}

const signIn = (user: TestUser, on = app) => request(on).post('/api/auth/google').send({ id_token: user.idToken });
const staffCall = (user: TestUser, on = app) => request(on).get('/api/messages/count').set(user.auth);
const adminCall = (user: TestUser, on = app) => request(on).get('/api/users').set(user.auth);

/**
 * Verifies as production does on each request: signature and expiry, not revocation (that would ask the
 * Auth backend every time). firebase-admin always checks revocation against the emulator, which would
 * hide whether the API itself refuses the old tokens; emulator tokens are unsigned, so decoding is all.
 */
const withoutRevocationCheck: TokenVerifier = {
  verifyIdToken(token) {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
    if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) return Promise.reject(Object.assign(new Error('expired'), { code: 'auth/id-token-expired' }));
    return Promise.resolve({ uid: String(claims.sub), email: claims.email as string, email_verified: claims.email_verified as boolean, auth_time: claims.auth_time as number });
  },
};

/** One instance of the API as production wires it: its own role cache (ROLE_CACHE_MS), on this file's clock. */
const instance = () => createApp({ ...stack.deps, clock, verifier: withoutRevocationCheck, roles: firestoreRoles(stack.deps.repos, ROLE_CACHE_MS, () => clockMs) });

beforeAll(async () => {
  stack = await createTestStack();
  app = instance();
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  // Only this file's people: whether an administrator is the last one depends on everyone stored.
  await clearCollections(stack.db, 'users', 'invites', 'audit');
  await rm(outboxDir(), { recursive: true, force: true });
  clockMs += ROLE_CACHE_MS * 10;
  admin = await userWithRole(stack.db, 'users-admin@example.com', 'admin');
});

describe('invitations', () => {
  it('links the invitation to the configured site, never to the Origin the request came with', async () => {
    await request(app).post('/api/users/invites').set(admin.auth).set('Origin', 'https://evil.example').send({ email: 'inv-origin@example.com', role: 'editor' }).expect(201);
    const [mail] = await outbox();
    expect(mail!.text).toContain(`${stack.deps.config.siteUrl}/login`);
    expect(JSON.stringify(mail)).not.toContain('evil.example');
  });

  it('stores an invitation, mails the sign-in address in Norwegian, and gives the role when that verified e-mail signs in, letter case aside', async () => {
    const res = await request(app).post('/api/users/invites').set(admin.auth).set('Origin', 'https://www.rms-solskjerming.no').send({ email: 'Inv-Kari@Example.com', role: 'editor', accessUntil: '2026-12-31' }).expect(201);
    const invite = res.body.data.invite;
    expect(res.body.data).toMatchObject({ user: null, mailed: true });
    expect(invite).toEqual({ id: expect.any(String), email: 'inv-kari@example.com', role: 'editor', accessUntil: '2026-12-31', invitedBy: admin.email, invitedAt: clock().toISOString(), expiresAt: new Date(clockMs + 14 * 86_400_000).toISOString() });
    const [mail, ...more] = await outbox();
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: 'inv-kari@example.com', subject: expect.stringContaining('redaktør') });
    expect(mail!.text).toContain('https://www.rms-solskjerming.no/login');
    expect(mail!.text).toContain('Logg inn med Google-kontoen for inv-kari@example.com');
    expect(await audit('user.invite')).toEqual([expect.objectContaining({ uid: admin.uid, email: admin.email, target: invite.id, extra: expect.objectContaining({ email: 'inv-kari@example.com', from: null, to: { role: 'editor', accessUntil: '2026-12-31' } }) })]);

    const listed = await adminCall(admin).expect(200);
    expect(listed.body.data.invites).toEqual([invite]);

    const kari = await googleUser('INV-KARI@example.com');
    const signedIn = await signIn(kari).expect(200);
    expect(signedIn.body.data.user.role).toBe('editor');
    expect(await userDoc(kari.uid)).toMatchObject({ role: 'editor', accessUntil: '2026-12-31' });
    expect(await invites()).toEqual([]);
    expect(await audit('user.invite.accept')).toEqual([expect.objectContaining({ target: kari.uid, extra: expect.objectContaining({ invite: invite.id, from: { role: 'user', accessUntil: null }, to: { role: 'editor', accessUntil: '2026-12-31' } }) })]);
    expect((await request(app).get('/api/auth/me').set(kari.auth).expect(200)).body.data.role).toBe('editor');
    await staffCall(kari).expect(200);
    const after = await adminCall(admin).expect(200);
    expect(after.body.data).toEqual({ users: expect.arrayContaining([expect.objectContaining({ uid: kari.uid, role: 'editor', accessUntil: '2026-12-31', email: expect.any(String) })]), invites: [] });
  });

  it('gives an unverified e-mail nothing', async () => {
    await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-uverifisert@example.com', role: 'admin' }).expect(201);
    const person = await unverifiedGoogleUser('inv-uverifisert@example.com');
    expect((await signIn(person).expect(200)).body.data.user.role).toBe('user');
    expect(await userDoc(person.uid)).toMatchObject({ role: 'user' });
    expect(await invites()).toHaveLength(1);
    await staffCall(person).expect(403);
  });

  it('grants nothing once withdrawn (audited), or once 14 days have passed', async () => {
    const withdrawn = await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-trukket@example.com', role: 'editor' }).expect(201);
    const id = withdrawn.body.data.invite.id as string;
    expect((await request(app).delete(`/api/users/invites/${id}`).set(admin.auth).expect(200)).body.data).toEqual({ withdrawn: id });
    expect(await audit('user.invite.withdraw')).toEqual([expect.objectContaining({ uid: admin.uid, target: id, extra: { email: 'inv-trukket@example.com', role: 'editor' } })]);
    const ola = await googleUser('inv-trukket@example.com');
    expect((await signIn(ola).expect(200)).body.data.user.role).toBe('user');
    await request(app).delete(`/api/users/invites/${id}`).set(admin.auth).expect(404);

    await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-utlopt@example.com', role: 'editor' }).expect(201);
    clockMs += 14 * 86_400_000 + 1000;
    const late = await googleUser('inv-utlopt@example.com');
    expect((await signIn(late).expect(200)).body.data.user.role).toBe('user');
    expect((await adminCall(admin).expect(200)).body.data.invites).toEqual([]);
    // The nightly job deletes the lapsed invitation, with its audit entry.
    expect(await expireStaffAccess({ repos: stack.deps.repos, accounts: stack.deps.accounts, roles: stack.deps.roles, now: clock })).toMatchObject({ lapsedInvites: 1 });
    expect(await invites()).toEqual([]);
    expect(await audit('user.invite.expire')).toEqual([expect.objectContaining({ extra: { email: 'inv-utlopt@example.com', role: 'editor' } })]);
  });

  it('changes the role of an existing account at once, without an invitation', async () => {
    const per = await userWithRole(stack.db, 'inv-finnes@example.com', 'user');
    const res = await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-finnes@example.com', role: 'editor' }).expect(201);
    expect(res.body.data).toMatchObject({ invite: null, mailed: false, user: { uid: per.uid, role: 'editor', accessUntil: null } });
    expect(await invites()).toEqual([]);
    expect(await userDoc(per.uid)).toMatchObject({ role: 'editor' });
    expect(await audit('user.role')).toEqual([expect.objectContaining({ uid: admin.uid, target: per.uid, extra: { from: { role: 'user', accessUntil: null }, to: { role: 'editor', accessUntil: null }, via: 'invite' } })]);
    await staffCall(per).expect(200);
  });

  it('gives nothing at once to an account whose address has since changed: the invitation stays pending and is mailed', async () => {
    // Signed in once with the address unverified, then changed the account's address to another and verified that.
    const before = await passwordUser('inv-bytte@example.com', 'hemmelig123');
    await signIn({ uid: before.uid, email: 'inv-bytte@example.com', idToken: before.idToken, auth: { Authorization: `Bearer ${before.idToken}` } }).expect(200);
    expect(await userDoc(before.uid)).toMatchObject({ email: 'inv-bytte@example.com', role: 'user' });
    await adminAuth(stack.deps.config).updateUser(before.uid, { email: 'inv-annen@example.com', emailVerified: true });

    const res = await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-bytte@example.com', role: 'admin' }).expect(201);
    expect(res.body.data).toMatchObject({ user: null, mailed: true, invite: { email: 'inv-bytte@example.com', role: 'admin' } });
    expect(await userDoc(before.uid)).toMatchObject({ role: 'user' });
    expect(await invites()).toEqual([expect.objectContaining({ email: 'inv-bytte@example.com', role: 'admin' })]);
    expect((await outbox()).map((m) => m.to)).toEqual(['inv-bytte@example.com']);
    expect(await audit('user.role')).toEqual([]);
  });

  it('leaves the invitation pending, not a 500, when the account behind the stored address was deleted', async () => {
    const gone = await userWithRole(stack.db, 'inv-slettet@example.com', 'user');
    await adminAuth(stack.deps.config).deleteUser(gone.uid);
    const res = await request(app).post('/api/users/invites').set(admin.auth).send({ email: 'inv-slettet@example.com', role: 'editor' }).expect(201);
    expect(res.body.data).toMatchObject({ user: null, mailed: true, invite: { email: 'inv-slettet@example.com', role: 'editor' } });
    expect(await userDoc(gone.uid)).toMatchObject({ role: 'user' });
    expect(await invites()).toHaveLength(1);
  });

  it('refuses bad input with 400 naming the field, storing nothing', async () => {
    const collections = ['users', 'invites', 'audit'];
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    const today = osloDay(clock());
    const yesterday = osloDay(new Date(clockMs - 86_400_000));
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'ikke-en-adresse', role: 'editor' }, 'email'],
      [{ email: 'ny@example.com', role: 'superuser' }, 'role'],
      [{ email: 'ny@example.com', role: 'user' }, 'role'],
      [{ email: 'ny@example.com', role: 'editor', accessUntil: yesterday }, 'accessUntil'],
      [{ email: 'ny@example.com', role: 'editor', accessUntil: '2026-02-30' }, 'accessUntil'],
      [{ email: 'ny@example.com', role: 'editor', admin: true }, 'admin'],
    ];
    for (const [body, field] of cases) {
      const res = await request(app).post('/api/users/invites').set(admin.auth).send(body).expect(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    const editor = await userWithRole(stack.db, 'bad-input-editor@example.com', 'editor');
    const withEditor = await stateSnapshot(stack.db, stack.blobs, collections);
    for (const [body, field] of [[{ accessUntil: yesterday }, 'accessUntil'], [{ role: 'owner' }, 'role'], [{}, 'role'], [{ role: 'admin', uid: 'x' }, 'uid']] as const) {
      const res = await request(app).patch(`/api/users/${editor.uid}`).set(admin.auth).send(body).expect(400);
      expect(res.body.error.message, JSON.stringify(body)).toContain(field);
    }
    expect(await stateSnapshot(stack.db, stack.blobs, collections)).toEqual(withEditor);
    expect(before.users).toEqual({ [admin.uid]: expect.anything() });
    // Today is a valid last day.
    await request(app).patch(`/api/users/${editor.uid}`).set(admin.auth).send({ accessUntil: today }).expect(200);
  });
});

describe('changing and ending access', () => {
  /** An instance other than the one the admin uses. */
  const otherInstance = instance;
  const signedInStaff = (email: string, role: Role) => userWithRole(stack.db, email, role);

  const tokensValidAfter = async (uid: string) => (await stack.deps.accounts.getUser(uid) as unknown as { tokensValidAfterTime?: string }).tokensValidAfterTime;

  it('removal: the account becomes user, its refresh tokens are revoked, and its unexpired ID token is refused on every instance within 30 s', async () => {
    const eva = await signedInStaff('end-remove@example.com', 'editor');
    const other = otherInstance();
    await staffCall(eva, other).expect(200);
    const revokedBefore = await tokensValidAfter(eva.uid);

    const res = await request(app).delete(`/api/users/${eva.uid}`).set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ uid: eva.uid, role: 'user', revoked: true });
    expect(await userDoc(eva.uid)).toMatchObject({ role: 'user', accessUntil: null, tokensValidAfter: expect.any(String) });
    expect(await tokensValidAfter(eva.uid)).not.toBe(revokedBefore);
    expect(await audit('user.remove')).toEqual([expect.objectContaining({ uid: admin.uid, email: admin.email, target: eva.uid, extra: { from: { role: 'editor', accessUntil: null }, to: { role: 'user', accessUntil: null } } })]);

    // This instance at once; another one once its cache time is up, never later.
    expect((await staffCall(eva).expect(401)).body.error.code).toBe('UNAUTHENTICATED');
    await request(app).get('/api/auth/me').set(eva.auth).expect(401);
    clockMs += ROLE_CACHE_MS - 1;
    await staffCall(eva, other).expect(200);
    clockMs += 1;
    await staffCall(eva, other).expect(401);
    expect((await adminCall(admin).expect(200)).body.data.users.map((u: { uid: string }) => u.uid)).toEqual([admin.uid]);
    // The users screen links each person to their entries in the audit log.
    const trail = await request(app).get(`/api/users/${eva.uid}/audit`).set(admin.auth).expect(200);
    expect(trail.body.data).toEqual([expect.objectContaining({ id: expect.any(String), action: 'user.remove', uid: admin.uid, target: eva.uid })]);
    const own = await request(app).get(`/api/users/${admin.uid}/audit`).set(admin.auth).expect(200);
    expect(own.body.data.map((e: { action: string }) => e.action)).toEqual(['user.remove']);
  });

  it('demotion: an administrator made editor loses admin routes and their sessions within 30 s, on every instance', async () => {
    const per = await signedInStaff('end-demote@example.com', 'admin');
    const other = otherInstance();
    await adminCall(per, other).expect(200);
    const res = await request(app).patch(`/api/users/${per.uid}`).set(admin.auth).send({ role: 'editor' }).expect(200);
    expect(res.body.data).toMatchObject({ uid: per.uid, role: 'editor', accessUntil: null });
    expect(await audit('user.role')).toEqual([expect.objectContaining({ target: per.uid, extra: { from: { role: 'admin', accessUntil: null }, to: { role: 'editor', accessUntil: null } } })]);
    await adminCall(per).expect(401);
    clockMs += ROLE_CACHE_MS;
    await adminCall(per, other).expect(401);
    expect(await userDoc(per.uid)).toMatchObject({ role: 'editor', tokensValidAfter: expect.any(String) });
  });

  it('a passed last day: refused from the end of that day in Oslo, on every instance, and the nightly job makes it user, revoked and audited', async () => {
    clockMs = Date.parse(`${osloDay(new Date(clockMs + 86_400_000))}T12:00:00Z`);
    const last = osloDay(clock());
    const siv = await signedInStaff('end-expire@example.com', 'editor');
    await request(app).patch(`/api/users/${siv.uid}`).set(admin.auth).send({ accessUntil: last }).expect(200);
    const other = otherInstance();
    await staffCall(siv, other).expect(200);
    // The last second of that day in Oslo, whatever its offset from UTC.
    const next = osloDay(new Date(Date.parse(`${last}T12:00:00Z`) + 86_400_000));
    const midnight = [1, 2].map((h) => Date.parse(`${next}T00:00:00+0${h}:00`)).find((t) => osloDay(new Date(t)) === next && osloDay(new Date(t - 1000)) === last)!;
    clockMs = midnight - 1000;
    await staffCall(siv).expect(200);
    clockMs += 1000;
    await staffCall(siv).expect(403);
    await staffCall(siv, other).expect(403);
    expect((await request(app).get('/api/auth/me').set(siv.auth).expect(200)).body.data.role).toBe('user');

    const revokedBefore = await tokensValidAfter(siv.uid);
    const done = await expireStaffAccess({ repos: stack.deps.repos, accounts: stack.deps.accounts, roles: stack.deps.roles, now: clock });
    expect(done).toMatchObject({ expired: 1 });
    expect(await userDoc(siv.uid)).toMatchObject({ role: 'user', accessUntil: null });
    expect(await tokensValidAfter(siv.uid)).not.toBe(revokedBefore);
    expect(await audit('user.expire')).toEqual([expect.objectContaining({ uid: 'system:staffAccessExpiry', target: siv.uid, extra: { from: { role: 'editor', accessUntil: last }, to: { role: 'user', accessUntil: null } } })]);
  });

  it('keeps the last administrator: demoting, removing or giving them a last day is 409 in Norwegian, and nothing changes', async () => {
    const collections = ['users', 'invites', 'audit'];
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    for (const res of [
      await request(app).patch(`/api/users/${admin.uid}`).set(admin.auth).send({ role: 'editor' }),
      await request(app).patch(`/api/users/${admin.uid}`).set(admin.auth).send({ accessUntil: osloDay(clock()) }),
      await request(app).delete(`/api/users/${admin.uid}`).set(admin.auth),
      await request(app).post('/api/users/invites').set(admin.auth).send({ email: admin.email, role: 'editor' }),
    ]) {
      expect(res.status).toBe(409);
      expect(res.body.error).toEqual({ code: 'CONFLICT', message: LAST_ADMIN_MESSAGE });
    }
    expect(await stateSnapshot(stack.db, stack.blobs, collections)).toEqual(before);

    // With a second administrator, the first may go.
    const second = await userWithRole(stack.db, 'end-second-admin@example.com', 'admin');
    await request(app).delete(`/api/users/${admin.uid}`).set(second.auth).expect(200);
    await request(app).delete(`/api/users/${second.uid}`).set(second.auth).expect(409);
  });

  it('keeps the last administrator at sign-in too: a pending invitation with a last day, or as editor, leaves their open access', async () => {
    const lastDay = osloDay(new Date(clockMs + 30 * 86_400_000));
    const pending = (id: string, role: Role, accessUntil: string | null) =>
      stack.db.collection('invites').doc(id).set({ email: admin.email, role, accessUntil, invitedBy: { uid: 'earlier-admin', email: 'earlier-admin@example.com' }, invitedAt: clock().toISOString(), expiresAt: new Date(clockMs + 86_400_000).toISOString() });
    for (const [id, role, accessUntil] of [['again-as-admin', 'admin', lastDay], ['again-as-editor', 'editor', lastDay]] as const) {
      await pending(id, role, accessUntil);
      const res = await signIn(admin).expect(200);
      expect(res.body.data.user.role, id).toBe('admin');
      const stored = await userDoc(admin.uid);
      expect(stored?.role, id).toBe('admin');
      expect(stored?.accessUntil ?? null, id).toBeNull();
      // Used up all the same, and the audit says it was not applied.
      expect(await invites(), id).toEqual([]);
    }
    expect(await audit('user.invite.accept')).toEqual(expect.arrayContaining([expect.objectContaining({ target: admin.uid, extra: expect.objectContaining({ invite: 'again-as-admin', to: { role: 'admin', accessUntil: null }, keptLastAdmin: true }) })]));

    // With another administrator without a last day, the invitation applies as given.
    await userWithRole(stack.db, 'end-other-admin@example.com', 'admin');
    await pending('with-another-admin', 'admin', lastDay);
    await signIn(admin).expect(200);
    expect(await userDoc(admin.uid)).toMatchObject({ role: 'admin', accessUntil: lastDay });
  });

  it('answers 404 for someone without staff access', async () => {
    const plain = await userWithRole(stack.db, 'end-plain@example.com', 'user');
    await request(app).patch(`/api/users/${plain.uid}`).set(admin.auth).send({ role: 'editor' }).expect(404);
    await request(app).delete(`/api/users/${plain.uid}`).set(admin.auth).expect(404);
  });
});
