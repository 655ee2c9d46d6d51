import { AuthUserSchema, type AuthUser } from '@rms/schema';
import { apiRequest } from '@/lib/api-client';

/** GET /api/auth/me: the signed-in user's profile and role, as the server stores it. */
export function getMe(): Promise<AuthUser> {
  return apiRequest({ operation: 'getMe', path: '/api/auth/me', schema: AuthUserSchema });
}
