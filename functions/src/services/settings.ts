import type { Firestore } from '../adapters/firebase';

export const SETTINGS = 'settings';

/**
 * The browser key for the maps script: `settings/maps {key}` when an administrator has set one,
 * else the MAPS_API_KEY setting, else '' (the web then shows no map and no error).
 */
export async function getMapsKey(db: Firestore, fallback: string): Promise<string> {
  const snap = await db.collection(SETTINGS).doc('maps').get();
  const key: unknown = snap.get('key');
  if (typeof key === 'string' && key.trim()) return key.trim();
  return fallback.trim();
}
