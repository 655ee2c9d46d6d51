import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { mockFetch } from '../../../../../test/web/render';
import { z } from 'zod';
import { AUTH_MESSAGES } from './auth-errors';
import { createAuthStore, NETWORK_FAILURE_GRACE_MS, TOKEN_REFRESH_INTERVAL_MS, type AuthStore } from './auth-store';

// The Firebase SDK is mocked at its module boundary; the backend through fetch.
const fb = vi.hoisted(() => ({
  next: undefined as ((user: unknown) => void) | undefined,
  error: undefined as ((e: Error) => void) | undefined,
  signOut: vi.fn<() => Promise<void>>(),
  signInWithPopup: vi.fn<() => Promise<unknown>>(),
  connectAuthEmulator: vi.fn(),
  initializeApp: vi.fn((options: unknown) => ({ options })),
}));

vi.mock('firebase/app', () => ({ getApps: () => [], initializeApp: fb.initializeApp }));
vi.mock('firebase/auth', () => ({
  getAuth: () => ({ name: 'auth' }),
  connectAuthEmulator: fb.connectAuthEmulator,
  onAuthStateChanged: (_auth: unknown, next: (user: unknown) => void, error: (e: Error) => void) => {
    fb.next = next;
    fb.error = error;
    return () => undefined;
  },
  signInWithPopup: fb.signInWithPopup,
  signOut: fb.signOut,
  GoogleAuthProvider: class {
    setCustomParameters() {}
  },
}));

const CONFIG = { apiKey: 'fake-api-key', authDomain: 'demo-rms.firebaseapp.com', projectId: 'demo-rms', authEmulatorHost: '127.0.0.1:9099' };
const ME = { uid: 'u1', email: 'admin@example.com', displayName: 'Ada Admin', photoURL: null, role: 'admin', created_at: '2026-01-01T00:00:00.000Z' };

function firebaseUser() {
  return {
    uid: 'u1',
    email: 'admin@example.com',
    displayName: 'Ada Admin',
    photoURL: null,
    isAnonymous: false,
    emailVerified: true,
    metadata: { creationTime: 'Sat, 21 Nov 2026 10:00:00 GMT', lastSignInTime: 'Sat, 21 Nov 2026 10:00:00 GMT' },
    getIdToken: vi.fn(async (force?: boolean) => (force ? 'refreshed-token' : 'id-token-1')),
    getIdTokenResult: vi.fn(async () => ({ claims: { custom: true } })),
  };
}

type Backend = { config?: { status: number; body?: unknown }; google?: { status: number; body?: unknown }; me?: { status: number; body?: unknown } };

function backend(answers: Backend = {}) {
  return mockFetch((method, path) => {
    if (path === '/api/firebase/') return answers.config ?? { status: 200, body: { data: CONFIG } };
    if (method === 'POST' && path === '/api/auth/google') return answers.google ?? { status: 200, body: { data: { token: 'id-token-1', user: ME } } };
    if (path === '/api/auth/me') return answers.me ?? { status: 200, body: { data: ME } };
    return { status: 404, body: { error: { code: 'NOT_FOUND', message: path } } };
  });
}

let store: AuthStore;
const reload = vi.fn();
const redirectToLogin = vi.fn();

async function started(answers?: Backend) {
  const fetchMock = backend(answers);
  store = createAuthStore({ reload, redirectToLogin });
  await store.start();
  return fetchMock;
}

const settled = () => vi.waitFor(() => expect(store.getState().loading).toBe(false));

/** Runs every queued promise callback (the mocked requests answer through promises only); no clock involved. */
async function flushPromises() {
  for (let i = 0; i < 200; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
}

/** Lets the mocked requests (promises only) finish without touching the fake timers, as vi.waitFor would. */
async function settledUnderFakeTimers() {
  for (let i = 0; i < 200 && store.getState().loading; i++) await new Promise<void>((resolve) => queueMicrotask(resolve));
  expect(store.getState().loading).toBe(false);
}

beforeEach(() => {
  fb.signOut.mockImplementation(async () => fb.next?.(null));
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fb.signOut.mockReset();
  fb.signInWithPopup.mockReset();
  fb.connectAuthEmulator.mockReset();
  fb.next = undefined;
  fb.error = undefined;
  reload.mockReset();
  redirectToLogin.mockReset();
});

describe('the sign-in state machine', () => {
  it('starts loading, initialises Firebase from GET /api/firebase/ and uses the Auth emulator it names', async () => {
    backend();
    store = createAuthStore({ reload, redirectToLogin });
    expect(store.getState()).toMatchObject({ loading: true, user: null, error: null });
    await store.start();
    expect(fb.initializeApp).toHaveBeenCalledWith({ apiKey: 'fake-api-key', authDomain: 'demo-rms.firebaseapp.com', projectId: 'demo-rms' });
    expect(fb.connectAuthEmulator).toHaveBeenCalledWith({ name: 'auth' }, 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it('with no user: clears user, token and error, and stops loading', async () => {
    localStorage.setItem('token', 'stale');
    localStorage.setItem('user', JSON.stringify({ uid: 'old' }));
    await started();
    fb.next!(null);
    expect(store.getState()).toEqual({ user: null, loading: false, error: null, claims: null });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('with a user: stores the ID token, signs in with the backend, then stores the user with its role', async () => {
    const fetchMock = await started();
    fb.next!(firebaseUser());
    expect(store.getState().loading).toBe(true);
    await settled();
    const google = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/api/auth/google'));
    expect(JSON.parse(String(google?.[1]?.body))).toEqual({ id_token: 'id-token-1' });
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/me'))).toBe(true);
    expect(store.getState()).toMatchObject({ error: null, claims: { custom: true }, user: { uid: 'u1', role: 'admin', email: 'admin@example.com' } });
    expect(localStorage.getItem('token')).toBe('id-token-1');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ uid: 'u1', role: 'admin', metadata: { creationTime: 'Sat, 21 Nov 2026 10:00:00 GMT' } });
  });

  it('refreshes the ID token every 3,300,000 ms and stops when the user signs out', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await started();
    const user = firebaseUser();
    fb.next!(user);
    await settledUnderFakeTimers();
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(3_300_000);

    vi.advanceTimersByTime(3_299_999);
    expect(user.getIdToken).not.toHaveBeenCalledWith(true);
    vi.advanceTimersByTime(1);
    expect(user.getIdToken).toHaveBeenCalledWith(true);
    await Promise.resolve();
    expect(localStorage.getItem('token')).toBe('refreshed-token');
    vi.advanceTimersByTime(3_300_000);
    expect(user.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(2);

    fb.next!(null);
    vi.advanceTimersByTime(3 * 3_300_000);
    expect(user.getIdToken.mock.calls.filter(([force]) => force === true)).toHaveLength(2);
  });

  it("sets TOKEN_REFRESH_ERROR 'Token refresh failed' when a refresh fails", async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await started();
    const user = firebaseUser();
    user.getIdToken.mockImplementation(async (force?: boolean) => {
      if (force) throw new Error('offline');
      return 'id-token-1';
    });
    fb.next!(user);
    await settledUnderFakeTimers();
    vi.advanceTimersByTime(TOKEN_REFRESH_INTERVAL_MS);
    await Promise.resolve();
    await Promise.resolve();
    expect(store.getState().error).toEqual({ code: 'TOKEN_REFRESH_ERROR', message: 'Token refresh failed' });
  });

  describe('BACKEND_AUTH_ERROR', () => {
    it('when the backend sign-in returns no token: signs out of Firebase and keeps the error', async () => {
      await started({ google: { status: 200, body: { data: { user: ME } } } });
      fb.next!(firebaseUser());
      await vi.waitFor(() => expect(fb.signOut).toHaveBeenCalled());
      expect(store.getState()).toMatchObject({ user: null, loading: false, error: { code: 'BACKEND_AUTH_ERROR', message: 'Backend authentication failed: No token received' } });
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('user')).toBeNull();
    });

    it('when user info has no data', async () => {
      await started({ me: { status: 200, body: {} } });
      fb.next!(firebaseUser());
      await vi.waitFor(() => expect(fb.signOut).toHaveBeenCalled());
      expect(store.getState().error).toEqual({ code: 'BACKEND_AUTH_ERROR', message: 'Failed to get user data from backend' });
    });

    it('when the backend refuses the token', async () => {
      await started({ google: { status: 500, body: { error: { code: 'INTERNAL', message: 'Internal server error' } } } });
      fb.next!(firebaseUser());
      await vi.waitFor(() => expect(fb.signOut).toHaveBeenCalled());
      expect(store.getState().error).toEqual({ code: 'BACKEND_AUTH_ERROR', message: 'Backend authentication failed: Internal server error' });
    });

    it('is cleared by the next successful sign-in', async () => {
      const fetchMock = await started({ me: { status: 200, body: {} } });
      fb.next!(firebaseUser());
      await vi.waitFor(() => expect(store.getState().error?.code).toBe('BACKEND_AUTH_ERROR'));
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        const body = url.endsWith('/api/auth/google') ? { data: { token: 't', user: ME } } : { data: ME };
        return new Response(JSON.stringify(body), { status: 200 });
      });
      fb.next!(firebaseUser());
      await vi.waitFor(() => expect(store.getState().user?.role).toBe('admin'));
      expect(store.getState().error).toBeNull();
    });
  });

  it('does not sign out when the page is left while the backend sign-in runs (its requests are aborted)', async () => {
    const fetchMock = await started({ me: { status: 200, body: {} } });
    window.dispatchEvent(new Event('pagehide'));
    fb.next!(firebaseUser());
    // The sign-in fails on GET /api/auth/me (no user data): once that answer is in, everything left runs on promises.
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/auth/me'))).toBe(true));
    await flushPromises();
    expect(fb.signOut).not.toHaveBeenCalled();
    expect(store.getState().error).toBeNull();
    window.dispatchEvent(new Event('pageshow'));
  });

  it('waits a moment before a network failure counts (a page being left aborts its requests), then signs out', async () => {
    vi.useFakeTimers();
    const fetchMock = await started();
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/api/auth/google')) throw new TypeError('Failed to fetch');
      return new Response('{}', { status: 200 });
    });
    fb.next!(firebaseUser());
    await flushPromises();
    await vi.advanceTimersByTimeAsync(NETWORK_FAILURE_GRACE_MS - 1);
    expect(fb.signOut).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await flushPromises();
    expect(fb.signOut).toHaveBeenCalled();
    expect(store.getState().error).toEqual({ code: 'BACKEND_AUTH_ERROR', message: 'Backend authentication failed: Network error during googleSignIn' });
  });

  it('FIREBASE_INIT_ERROR: the config fetch fails; signing in then says Firebase is not initialised', async () => {
    await started({ config: { status: 500, body: { error: { code: 'INTERNAL', message: 'Config unavailable' } } } });
    expect(store.getState()).toMatchObject({ loading: false, error: { code: 'FIREBASE_INIT_ERROR', message: 'Config unavailable' } });
    await store.signInWithGoogle();
    expect(store.getState().error).toEqual({ code: 'FIREBASE_INIT_ERROR', message: 'Firebase not initialized' });
    expect(fb.signInWithPopup).not.toHaveBeenCalled();
  });

  it.each([
    ['auth/popup-blocked', AUTH_MESSAGES.popupBlocked],
    ['auth/popup-closed-by-user', AUTH_MESSAGES.popupClosed],
    ['auth/unauthorized-domain', AUTH_MESSAGES.unauthorizedDomain],
    ['auth/network-request-failed', AUTH_MESSAGES.network],
  ])('GOOGLE_SIGN_IN_ERROR for %s', async (code, message) => {
    await started();
    fb.signInWithPopup.mockRejectedValueOnce(Object.assign(new Error(`Firebase: Error (${code}).`), { code }));
    await store.signInWithGoogle();
    expect(store.getState().error).toEqual({ code: 'GOOGLE_SIGN_IN_ERROR', message });
  });

  it("GOOGLE_SIGN_IN_ERROR falls back to 'Google sign in failed'", async () => {
    await started();
    fb.signInWithPopup.mockRejectedValueOnce({});
    await store.signInWithGoogle();
    expect(store.getState().error).toEqual({ code: 'GOOGLE_SIGN_IN_ERROR', message: 'Google sign in failed' });
  });

  it("AUTH_STATE_ERROR: 'Authentication error: …' from the identity provider's listener", async () => {
    await started();
    fb.error!(new Error('listener broke'));
    expect(store.getState()).toMatchObject({ loading: false, error: { code: 'AUTH_STATE_ERROR', message: 'Authentication error: listener broke' } });
  });

  it('sign-out clears the stored user and token and reloads the page', async () => {
    await started();
    fb.next!(firebaseUser());
    await settled();
    await store.signOut();
    expect(fb.signOut).toHaveBeenCalled();
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("SIGN_OUT_ERROR 'Sign out failed' when Firebase refuses, without reloading", async () => {
    await started();
    fb.signOut.mockRejectedValueOnce(new Error('nope'));
    await store.signOut();
    expect(store.getState().error).toEqual({ code: 'SIGN_OUT_ERROR', message: 'Sign out failed' });
    expect(reload).not.toHaveBeenCalled();
  });

  it('a 401 from any API call clears the session, signs out of Firebase and goes to /login', async () => {
    const fetchMock = await started();
    fb.next!(firebaseUser());
    await settled();
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Token expired' } }), { status: 401 }));
    await expect(apiRequest({ operation: 'getThing', path: '/api/projects', schema: z.unknown() })).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await vi.waitFor(() => expect(redirectToLogin).toHaveBeenCalledOnce());
    expect(fb.signOut).toHaveBeenCalled();
  });
});
