/** The authentication error codes. */
export type AuthErrorCode = 'FIREBASE_INIT_ERROR' | 'GOOGLE_SIGN_IN_ERROR' | 'BACKEND_AUTH_ERROR' | 'TOKEN_REFRESH_ERROR' | 'SIGN_OUT_ERROR' | 'AUTH_STATE_ERROR';

/** An auth error has a message and a code. */
export interface AuthError {
  code: AuthErrorCode;
  message: string;
}

export const AUTH_MESSAGES = {
  firebaseNotInitialized: 'Firebase not initialized',
  googleSignInFailed: 'Google sign in failed',
  noTokenReceived: 'Backend authentication failed: No token received',
  noUserData: 'Failed to get user data from backend',
  backendFailed: (detail: string) => `Backend authentication failed: ${detail}`,
  tokenRefreshFailed: 'Token refresh failed',
  signOutFailed: 'Sign out failed',
  authState: (detail: string) => `Authentication error: ${detail}`,
  popupBlocked: 'The sign-in popup was blocked by the browser. Allow popups for this site and try again.',
  popupClosed: 'The sign-in popup was closed before signing in finished.',
  unauthorizedDomain: 'This domain is not authorized for Google sign-in.',
  network: 'Network error during sign-in. Check your connection and try again.',
} as const;

export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : '';
}

function firebaseCode(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'code' in error && typeof error.code === 'string' ? error.code : undefined;
}

/** What a failed Google popup tells the user (blocked, closed, unauthorized domain, network). */
export function googleSignInMessage(error: unknown): string {
  switch (firebaseCode(error)) {
    case 'auth/popup-blocked':
      return AUTH_MESSAGES.popupBlocked;
    case 'auth/popup-closed-by-user':
    case 'auth/cancelled-popup-request':
      return AUTH_MESSAGES.popupClosed;
    case 'auth/unauthorized-domain':
      return AUTH_MESSAGES.unauthorizedDomain;
    case 'auth/network-request-failed':
      return AUTH_MESSAGES.network;
    default:
      return errorMessage(error) || AUTH_MESSAGES.googleSignInFailed;
  }
}
