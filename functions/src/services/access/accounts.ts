/**
 * The Firebase Auth accounts behind users/{uid}: firebase-admin's Auth satisfies this, and so does
 * the Auth emulator it talks to locally; tests may hand in their own.
 */
export interface AccountAdmin {
  /** Ends every session: no new ID token can be had with the refresh tokens issued so far. */
  revokeRefreshTokens(uid: string): Promise<void>;
  /** The account's current e-mail and whether it is verified; rejects with code auth/user-not-found once deleted. */
  getUser(uid: string): Promise<{ email?: string | undefined; emailVerified: boolean }>;
}
