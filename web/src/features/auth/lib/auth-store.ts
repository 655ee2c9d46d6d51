import type { Role } from '@rms/schema';
import { getApps, initializeApp } from 'firebase/app';
import {
  connectAuthEmulator,
  getAuth,
  GoogleAuthProvider,
  onAuthStateChanged,
  signInWithPopup,
  signOut as firebaseSignOut,
  type Auth,
  type ParsedToken,
  type User,
} from 'firebase/auth';
import { paths } from '@/config/paths';
import { isApiError, setUnauthorizedHandler } from '@/lib/api-client';
import { clearSession, saveSession, saveToken } from '@/lib/session';
import { getFirebaseConfig } from '../api/get-firebase-config';
import { getMe } from '../api/get-me';
import { signInWithBackend } from '../api/sign-in-with-backend';
import { AUTH_MESSAGES, errorMessage, googleSignInMessage, type AuthError } from './auth-errors';

/** The ID token is refreshed every 55 minutes (Firebase tokens live 60). */
export const TOKEN_REFRESH_INTERVAL_MS = 3_300_000;

/**
 * How long a network failure of the backend sign-in waits before it counts. Leaving the page
 * aborts the requests before 'pagehide' fires; the unload then discards the pending timer, so a
 * reload or a navigation never signs the user out.
 */
export const NETWORK_FAILURE_GRACE_MS = 300;

const isNetworkFailure = (e: unknown) => isApiError(e) && e.code === 'NETWORK_ERROR';

/** The signed-in user: Firebase's profile plus the role the backend decided. */
export interface SignedInUser {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  isAnonymous: boolean;
  emailVerified: boolean;
  metadata: { creationTime?: string | undefined; lastSignInTime?: string | undefined };
  role: Role;
}

export interface AuthState {
  user: SignedInUser | null;
  /** Starts true; false after Firebase's first answer and after each change is handled. */
  loading: boolean;
  error: AuthError | null;
  /** The ID token's custom claims. */
  claims: ParsedToken | null;
}

export interface AuthStore {
  getState(): AuthState;
  /** Subscribing starts the store: Firebase loads only when some screen needs sign-in state. */
  subscribe(listener: () => void): () => void;
  start(): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signOut(): Promise<void>;
}

export interface AuthStoreOptions {
  /** Sign-out reloads the page. */
  reload?: () => void;
  /** Where a 401 sends the browser (/login). */
  redirectToLogin?: () => void;
}

const defaultReload = () => window.location.reload();
const defaultRedirect = () => {
  if (window.location.pathname !== paths.login) window.location.assign(paths.login);
};

function toSignedInUser(user: User, role: Role): SignedInUser {
  return {
    uid: user.uid,
    email: user.email,
    displayName: user.displayName,
    photoURL: user.photoURL,
    isAnonymous: user.isAnonymous,
    emailVerified: user.emailVerified,
    metadata: { creationTime: user.metadata.creationTime, lastSignInTime: user.metadata.lastSignInTime },
    role,
  };
}

/**
 * The sign-in state machine, outside React so the header menu, the guards and the
 * admin screens share one Firebase instance and one refresh timer.
 *
 * user → ID token stored → refresh every 55 min → claims → POST /api/auth/google → GET /api/auth/me
 *   → user with role stored, error cleared; any failure → Firebase sign-out + BACKEND_AUTH_ERROR.
 * no user → user, token, error, claims and timer cleared.
 */
export function createAuthStore({ reload = defaultReload, redirectToLogin = defaultRedirect }: AuthStoreOptions = {}): AuthStore {
  let state: AuthState = { user: null, loading: true, error: null, claims: null };
  const listeners = new Set<() => void>();
  let auth: Auth | null = null;
  let started: Promise<void> | null = null;
  let refreshTimer: ReturnType<typeof setInterval> | null = null;
  // Each auth change gets a number; a slower, older change never overwrites a newer one.
  let generation = 0;
  // The sign-out that follows a failed backend sign-in must not wipe the error it explains.
  let keepErrorOnSignOut = false;
  // Leaving the page aborts the sign-in's requests; that is no backend failure, and signing out of
  // Firebase then would sign the user out for good (its session outlives the page).
  let leaving = false;
  if (typeof window !== 'undefined') {
    window.addEventListener('pagehide', () => (leaving = true));
    window.addEventListener('pageshow', () => (leaving = false));
  }

  const set = (patch: Partial<AuthState>) => {
    state = { ...state, ...patch };
    listeners.forEach((l) => l());
  };

  const stopRefresh = () => {
    if (refreshTimer !== null) clearInterval(refreshTimer);
    refreshTimer = null;
  };

  const startRefresh = (user: User) => {
    stopRefresh();
    refreshTimer = setInterval(() => {
      user.getIdToken(true).then(saveToken, (e: unknown) => {
        console.warn('Token refresh failed', e);
        set({ error: { code: 'TOKEN_REFRESH_ERROR', message: AUTH_MESSAGES.tokenRefreshFailed } });
      });
    }, TOKEN_REFRESH_INTERVAL_MS);
  };

  async function handleSignedIn(user: User, run: number) {
    keepErrorOnSignOut = false;
    try {
      const idToken = await user.getIdToken();
      if (run !== generation) return;
      saveToken(idToken);
      startRefresh(user);
      const { claims } = await user.getIdTokenResult();
      if (run !== generation) return;
      set({ claims });

      const backend = await signInWithBackend(idToken).catch((e: unknown) => {
        throw new Error(AUTH_MESSAGES.backendFailed(errorMessage(e) || 'unknown error'), { cause: e });
      });
      if (!backend.token) throw new Error(AUTH_MESSAGES.noTokenReceived);
      const me = await getMe().catch((e: unknown) => {
        if (isNetworkFailure(e)) throw new Error(AUTH_MESSAGES.backendFailed(errorMessage(e)), { cause: e });
        console.warn('GET /api/auth/me failed', e);
        return null;
      });
      if (!me) throw new Error(AUTH_MESSAGES.noUserData);
      if (run !== generation) return;

      const signedIn = toSignedInUser(user, me.role);
      saveSession(signedIn, idToken);
      set({ user: signedIn, error: null, loading: false });
    } catch (e) {
      if (run !== generation) return;
      if (isNetworkFailure(e) || isNetworkFailure((e as Error).cause)) await new Promise((resolve) => setTimeout(resolve, NETWORK_FAILURE_GRACE_MS));
      if (run !== generation || leaving) return;
      console.warn('Sign-in with the backend failed', e);
      const message = errorMessage(e);
      const known = message === AUTH_MESSAGES.noTokenReceived || message === AUTH_MESSAGES.noUserData || message.startsWith('Backend authentication failed: ');
      stopRefresh();
      clearSession();
      set({ user: null, claims: null, loading: false, error: { code: 'BACKEND_AUTH_ERROR', message: known ? message : AUTH_MESSAGES.backendFailed(message || 'unknown error') } });
      keepErrorOnSignOut = true;
      if (auth) await firebaseSignOut(auth).catch((err: unknown) => console.warn('Sign-out after a failed sign-in failed', err));
    }
  }

  function handleSignedOut() {
    stopRefresh();
    clearSession();
    set({ user: null, claims: null, error: keepErrorOnSignOut ? state.error : null, loading: false });
    keepErrorOnSignOut = false;
  }

  function onUserChange(user: User | null) {
    const run = ++generation;
    if (!user) {
      handleSignedOut();
      return;
    }
    set({ loading: true });
    void handleSignedIn(user, run);
  }

  function start(): Promise<void> {
    started ??= (async () => {
      try {
        const config = await getFirebaseConfig();
        const { authEmulatorHost, ...options } = config;
        const app = getApps()[0] ?? initializeApp(options);
        auth = getAuth(app);
        if (authEmulatorHost) connectAuthEmulator(auth, `http://${authEmulatorHost}`, { disableWarnings: true });
      } catch (e) {
        console.warn('Firebase initialisation failed', e);
        auth = null;
        set({ loading: false, error: { code: 'FIREBASE_INIT_ERROR', message: errorMessage(e) || AUTH_MESSAGES.firebaseNotInitialized } });
        return;
      }
      const initialised = auth;
      // A 401 also signs out of Firebase, or its persisted user would sign straight back in.
      setUnauthorizedHandler(() => {
        stopRefresh();
        void firebaseSignOut(initialised)
          .catch((e: unknown) => console.warn('Sign-out after a 401 failed', e))
          .finally(redirectToLogin);
      });
      onAuthStateChanged(initialised, onUserChange, (e) => {
        set({ loading: false, error: { code: 'AUTH_STATE_ERROR', message: AUTH_MESSAGES.authState(e.message) } });
      });
    })();
    return started;
  }

  async function signInWithGoogle() {
    await start();
    if (!auth) {
      set({ error: { code: 'FIREBASE_INIT_ERROR', message: AUTH_MESSAGES.firebaseNotInitialized } });
      return;
    }
    set({ error: null });
    try {
      const provider = new GoogleAuthProvider();
      provider.setCustomParameters({ prompt: 'select_account' });
      await signInWithPopup(auth, provider);
    } catch (e) {
      set({ error: { code: 'GOOGLE_SIGN_IN_ERROR', message: googleSignInMessage(e) } });
    }
  }

  async function signOut() {
    try {
      stopRefresh();
      if (auth) await firebaseSignOut(auth);
      clearSession();
      set({ user: null, claims: null, error: null });
      reload();
    } catch (e) {
      console.warn('Sign out failed', e);
      set({ error: { code: 'SIGN_OUT_ERROR', message: AUTH_MESSAGES.signOutFailed } });
    }
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      void start();
      return () => listeners.delete(listener);
    },
    start,
    signInWithGoogle,
    signOut,
  };
}

/** The one store of the page. */
export const authStore = createAuthStore();
