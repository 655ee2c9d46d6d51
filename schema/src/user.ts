import { z } from 'zod';

import { ROLES } from './role';

export * from './role';
export const RoleSchema = z.enum(ROLES);

/** POST /api/auth/google: the Firebase ID token of the Google sign-in. */
export const GoogleSignInSchema = z.object({
  id_token: z.string({ error: 'id_token is required' }).trim().min(1, 'id_token is required').max(10_000),
});
export type GoogleSignIn = z.infer<typeof GoogleSignInSchema>;

/** `users/{uid}` as stored. Times are ISO-8601 strings. */
export const UserDocSchema = z.object({
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: RoleSchema,
  created_at: z.string(),
  last_login: z.string(),
  /** Staff access lasts to the end of this Norwegian day (YYYY-MM-DD); absent or null: no end. */
  accessUntil: z.string().nullable().optional(),
  /** ID tokens from sign-ins before this instant are refused: set when staff access is taken away (decision 127). */
  tokensValidAfter: z.string().nullable().optional(),
});
export type UserDoc = z.infer<typeof UserDocSchema>;

/** GET /api/auth/me and the `user` of POST /api/auth/google. */
export const AuthUserSchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  photoURL: z.string().nullable(),
  role: RoleSchema,
  created_at: z.string().nullable(),
});
export type AuthUser = z.infer<typeof AuthUserSchema>;

export const SignInResultSchema = z.object({ token: z.string().min(1), user: AuthUserSchema });
export type SignInResult = z.infer<typeof SignInResultSchema>;

/** GET /api/firebase/: what the web SDK initialises from. */
export const FirebaseWebConfigSchema = z.object({
  apiKey: z.string(),
  authDomain: z.string(),
  projectId: z.string(),
  appId: z.string().optional(),
  storageBucket: z.string().optional(),
  messagingSenderId: z.string().optional(),
  authEmulatorHost: z.string().optional(),
});
export type FirebaseWebConfig = z.infer<typeof FirebaseWebConfigSchema>;
