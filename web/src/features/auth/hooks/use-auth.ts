import { isAdmin } from '@rms/schema';
import { useSyncExternalStore } from 'react';
import { authStore, type AuthState, type SignedInUser } from '../lib/auth-store';

export interface UseAuth extends AuthState {
  /** True when the backend's role is admin. A convenience: the server checks every mutation. */
  isAdmin: boolean;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** The sign-in state; the first component that asks starts Firebase. */
export function useAuth(): UseAuth {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return { ...state, isAdmin: isAdmin(state.user), signInWithGoogle: authStore.signInWithGoogle, signOut: authStore.signOut };
}

export type { SignedInUser };
