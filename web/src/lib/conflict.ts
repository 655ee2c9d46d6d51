import { isApiError } from './api-client';

/**
 * What an admin reads when a save is refused with 409 CONFLICT (optimistic concurrency): someone
 * else saved the same item after this screen loaded it. Their text is kept on screen to copy.
 */
export const CONFLICT_MESSAGE =
  'Noen andre har lagret endringer her etter at du åpnet det. Den nyeste versjonen er lastet inn. Endringene dine er ikke lagret: de står igjen i feltet, så du kan kopiere dem eller lagre på nytt.';

/** A save refused because the item changed since this screen loaded it. */
export function isConflict(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.code === 'CONFLICT';
}

/** The later of two `modified_at` values (ISO strings of one format compare as text); undefined is oldest. */
export function laterVersion(a: string | undefined, b: string | undefined): string | undefined {
  if (!a) return b;
  if (!b) return a;
  return a >= b ? a : b;
}
