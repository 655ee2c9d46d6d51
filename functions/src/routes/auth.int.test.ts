import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, googleUser, passwordUser, PROJECT_ID, userWithRole, type TestStack } from '../../../test/api-helpers';
import { adminAuth, type Firestore } from '../adapters/firebase';

let stack: TestStack;
// The Auth emulator is shared by every API test file: an address of this file's own keeps its accounts fresh.
const ADMIN_EMAIL = 'auth-admin@example.com';

beforeAll(async () => {
  stack = await createTestStack({ env: { ADMIN_EMAILS: ADMIN_EMAIL } });
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'users', 'audit');
});

/** The same emulator token with some claims changed (emulator tokens are unsigned, so this is how a forgery looks). */
function withClaims(idToken: string, claims: Record<string, unknown>): string {
  const [header, payload] = idToken.split('.');
  const decoded = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
  return `${header}.${Buffer.from(JSON.stringify({ ...decoded, ...claims })).toString('base64url')}.`;
}

async function userDoc(uid: string) {
  return (await stack.db.collection('users').doc(uid).get()).data();
}

function quietWarnings() {
  return vi.spyOn(console, 'warn').mockImplementation(() => undefined);
}

describe('POST /api/auth/google', () => {
  it('creates users/{uid} as admin for an e-mail in ADMIN_EMAILS and returns the token and user', async () => {
    const google = await googleUser(ADMIN_EMAIL, 'Kari Admin');
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200);
    expect(res.body.data.token).toBe(google.idToken);
    expect(res.body.data.user).toEqual({ uid: google.uid, email: ADMIN_EMAIL, displayName: 'Kari Admin', photoURL: null, role: 'admin', created_at: expect.any(String) });
    expect(res.headers['cache-control']).toBe('private, no-store');
    const stored = await userDoc(google.uid);
    expect(stored).toEqual({ email: ADMIN_EMAIL, displayName: 'Kari Admin', photoURL: null, role: 'admin', created_at: expect.any(String), last_login: expect.any(String) });
    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.data());
    expect(audit).toEqual([expect.objectContaining({ uid: google.uid, action: 'user.create', target: google.uid, extra: { role: 'admin' } })]);
    // The new role is effective at once.
    const me = await request(stack.app).get('/api/auth/me').set(google.auth).expect(200);
    expect(me.body.data.role).toBe('admin');
  });

  it('does not make a listed e-mail admin again when an earlier account with it had its access taken away (ADMIN_EMAILS is a bootstrap)', async () => {
    await stack.db.collection('users').doc('earlier-account').set({ email: ADMIN_EMAIL, displayName: null, photoURL: null, role: 'user', created_at: '2026-01-01T00:00:00.000Z', last_login: '2026-01-01T00:00:00.000Z', tokensValidAfter: '2026-02-01T00:00:00.000Z' });
    const google = await googleUser(ADMIN_EMAIL);
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200);
    expect(res.body.data.user.role).toBe('user');
    expect((await userDoc(google.uid))?.role).toBe('user');
  });

  it('gives a listed e-mail nothing once an administrator exists, even one whose account is gone or whose last day has passed', async () => {
    await stack.db.collection('users').doc('orphaned-account').set({ email: 'gone@example.com', displayName: null, photoURL: null, role: 'admin', created_at: '2026-01-01T00:00:00.000Z', last_login: '2026-01-01T00:00:00.000Z', accessUntil: '2026-01-31' });
    const google = await googleUser(ADMIN_EMAIL);
    expect((await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200)).body.data.user.role).toBe('user');
    expect((await userDoc(google.uid))?.role).toBe('user');
  });

  it('gives no admin to a listed address made again as a new account after it had been made editor while an administrator exists', async () => {
    const admin = await userWithRole(stack.db, 'auth-the-admin@example.com', 'admin');
    // The listed address had an account, given the role editor (as an invitation does), never admin.
    const first = await googleUser(ADMIN_EMAIL);
    await stack.db.collection('users').doc(first.uid).set({ email: ADMIN_EMAIL, displayName: null, photoURL: null, role: 'editor', created_at: '2026-01-01T00:00:00.000Z', last_login: '2026-01-01T00:00:00.000Z' });
    // Its owner deletes the Auth account and signs in again: a new uid with the same verified address.
    await adminAuth(stack.deps.config).deleteUser(first.uid);
    const again = await googleUser(ADMIN_EMAIL);
    expect(again.uid).not.toBe(first.uid);
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: again.idToken }).expect(200);
    expect(res.body.data.user.role).toBe('user');
    expect((await userDoc(again.uid))?.role).toBe('user');
    await request(stack.app).get('/api/users').set(again.auth).expect(403);
    expect((await userDoc(admin.uid))?.role).toBe('admin');
  });

  it('gives any other e-mail the role user', async () => {
    const google = await googleUser('auth-kunde@example.com');
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200);
    expect(res.body.data.user.role).toBe('user');
    expect((await userDoc(google.uid))?.role).toBe('user');
  });

  it('does not make an unverified e-mail admin, even when it is listed', async () => {
    const listed = await createTestStack({ env: { ADMIN_EMAILS: 'unverified@example.com' } });
    const { idToken } = await passwordUser('unverified@example.com', 'hemmelig123');
    const signIn = await request(listed.app).post('/api/auth/google').send({ id_token: idToken }).expect(200);
    expect(signIn.body.data.user).toMatchObject({ email: 'unverified@example.com', role: 'user' });
    await listed.cleanup();
  });

  it('keeps the stored role and created_at on later sign-ins, updating last_login', async () => {
    const google = await googleUser(ADMIN_EMAIL);
    await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200);
    // Demoted by `npm run role`: signing in again must not make the listed e-mail admin again.
    await stack.db.collection('users').doc(google.uid).update({ role: 'user', last_login: '2020-01-01T00:00:00.000Z' });
    const first = await userDoc(google.uid);
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: google.idToken }).expect(200);
    expect(res.body.data.user.role).toBe('user');
    const after = await userDoc(google.uid);
    expect(after?.created_at).toBe(first?.created_at);
    expect(after?.last_login).not.toBe('2020-01-01T00:00:00.000Z');
    expect((await stack.db.collection('audit').where('action', '==', 'user.create').get()).size).toBe(1);
  });

  it('refuses a missing, malformed, forged or expired token with 401 or 400, writing nothing', async () => {
    const warn = quietWarnings();
    const google = await googleUser('auth-forger@example.com');
    const missing = await request(stack.app).post('/api/auth/google').send({}).expect(400);
    expect(missing.body.error.issues).toEqual([{ path: 'id_token', message: 'id_token is required' }]);
    await request(stack.app).post('/api/auth/google').send({ id_token: 42 }).expect(400);
    const json = await request(stack.app).post('/api/auth/google').set('Content-Type', 'application/json').send('{"id_token":').expect(400);
    expect(json.body.error.code).toBe('MALFORMED_JSON');

    const garbage = await request(stack.app).post('/api/auth/google').send({ id_token: 'not-a-jwt' }).expect(401);
    expect(garbage.body.error).toEqual({ code: 'UNAUTHENTICATED', message: 'The ID token is invalid. Sign in with Google again.' });
    const otherProject = withClaims(google.idToken, { aud: 'someone-else', iss: 'https://securetoken.google.com/someone-else' });
    await request(stack.app).post('/api/auth/google').send({ id_token: otherProject }).expect(401);
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = withClaims(google.idToken, { exp: past, iat: past - 3600, auth_time: past - 3600 });
    const res = await request(stack.app).post('/api/auth/google').send({ id_token: expired }).expect(401);
    expect(res.body.error.message).toBe('The ID token is expired. Sign in with Google again.');

    expect(warn.mock.calls.length).toBeGreaterThanOrEqual(3);
    warn.mockRestore();
    expect((await stack.db.collection('users').get()).size).toBe(0);
  });
});

describe('GET /api/auth/me', () => {
  it('returns the stored profile with the role', async () => {
    const admin = await userWithRole(stack.db, 'me-admin@example.com', 'admin');
    const res = await request(stack.app).get('/api/auth/me').set(admin.auth).expect(200);
    expect(res.body.data).toEqual({ uid: admin.uid, email: 'me-admin@example.com', displayName: 'me-admin@example.com', photoURL: null, role: 'admin', created_at: expect.any(String) });
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('answers for a signed-in user who never called /auth/google, with the default role user', async () => {
    const google = await googleUser('auth-ny@example.com');
    const res = await request(stack.app).get('/api/auth/me').set(google.auth).expect(200);
    expect(res.body.data).toEqual({ uid: google.uid, email: 'auth-ny@example.com', displayName: null, photoURL: null, role: 'user', created_at: null });
  });

  it('answers 401 without a token and for a bad one', async () => {
    const warn = quietWarnings();
    await request(stack.app).get('/api/auth/me').expect(401);
    await request(stack.app).get('/api/auth/me').set('Authorization', 'Bearer x.y.z').expect(401);
    const malformed = await request(stack.app).get('/api/auth/me').set('Authorization', 'Token abc').expect(401);
    expect(malformed.body.error.message).toMatch(/Malformed Authorization header/);
    warn.mockRestore();
  });
});

describe('GET /api/auth/health', () => {
  it('tells anyone only whether it works (not how many admin addresses exist), cached briefly; admins get details', async () => {
    const res = await request(stack.app).get('/api/auth/health').expect(200);
    expect(res.body.data).toEqual({ status: true, message: 'OK' });
    expect(res.headers['cache-control']).toBe('public, max-age=15, s-maxage=15');
    const admin = await userWithRole(stack.db, 'health-auth-admin@example.com', 'admin');
    const detailed = await request(stack.app).get('/api/auth/health').set(admin.auth).expect(200);
    expect(detailed.body.data).toMatchObject({ status: true, message: 'Auth service is healthy' });
    expect(detailed.headers['cache-control']).toBe('no-store');
  });

  it('reports status false, not a 500, when Firestore fails, without the error text for anonymous callers', async () => {
    const broken = { collection: () => { throw new Error('unavailable'); } } as unknown as Firestore;
    const failing = await createTestStack({ db: broken });
    const res = await request(failing.app).get('/api/auth/health').expect(200);
    expect(res.body.data).toEqual({ status: false, message: 'Not healthy' });
    await failing.cleanup();
  });
});

describe('GET /api/firebase/', () => {
  it('returns the web SDK config with the Auth emulator address, with or without the trailing slash', async () => {
    for (const path of ['/api/firebase/', '/api/firebase']) {
      const res = await request(stack.app).get(path).expect(200);
      expect(res.body.data).toEqual({ apiKey: 'fake-api-key', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID, authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    }
  });

  it('leaves authEmulatorHost out when no emulator is configured', async () => {
    const prod = await createTestStack({ env: { FIREBASE_AUTH_EMULATOR_HOST: '', WEB_API_KEY: 'key-123', WEB_APP_ID: '1:2:web:3' } });
    const res = await request(prod.app).get('/api/firebase/').expect(200);
    expect(res.body.data).toEqual({ apiKey: 'key-123', authDomain: `${PROJECT_ID}.firebaseapp.com`, projectId: PROJECT_ID, appId: '1:2:web:3' });
    await prod.cleanup();
  });
});
