import { FirebaseWebConfigSchema, type FirebaseWebConfig } from '@rms/schema';
import { apiRequest } from '@/lib/api-client';

/** GET /api/firebase/: the web SDK config (with `authEmulatorHost` in the local stack). */
export function getFirebaseConfig(): Promise<FirebaseWebConfig> {
  return apiRequest({ operation: 'getFirebaseConfig', path: '/api/firebase/', schema: FirebaseWebConfigSchema });
}
