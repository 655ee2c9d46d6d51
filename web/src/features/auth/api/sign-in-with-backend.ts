import { AuthUserSchema } from '@rms/schema';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

/**
 * The answer of POST /api/auth/google, read loosely: a missing token must fail with
 * its own message ('Backend authentication failed: No token received'), not a schema error.
 */
const BackendSignInSchema = z.object({ token: z.string().optional(), user: AuthUserSchema.optional() });
export type BackendSignIn = z.infer<typeof BackendSignInSchema>;

/** POST /api/auth/google {id_token}: the server verifies the token and records the user. */
export function signInWithBackend(idToken: string): Promise<BackendSignIn> {
  return apiRequest({ operation: 'googleSignIn', path: '/api/auth/google', method: 'POST', body: { id_token: idToken }, schema: BackendSignInSchema });
}
