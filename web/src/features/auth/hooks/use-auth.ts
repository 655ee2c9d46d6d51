import { isAdmin, isStaff } from '@rms/schema/role';
import { useSyncExternalStore } from 'react';
import { authStore, type AuthState, type SignedInUser } from '../lib/auth-store';

export interface UseAuth extends AuthState {
  /** True when the backend's role is admin. A convenience: the server checks every request. */
  isAdmin: boolean;
  /** True for an editor: the content tools, not backups, users or Innstillinger. */
  isEditor: boolean;
  /** True for staff (editor or admin). */
  isStaff: boolean;
  signInWithGoogle: () => Promise<void>;
  signOut: () => Promise<void>;
}

/** The sign-in state; the first component that asks starts Firebase. */
export function useAuth(): UseAuth {
  const state = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);
  return {
    ...state,
    isAdmin: isAdmin(state.user),
    isEditor: state.user?.role === 'editor',
    isStaff: isStaff(state.user),
    signInWithGoogle: authStore.signInWithGoogle,
    signOut: authStore.signOut,
  };
}

export type { SignedInUser };
