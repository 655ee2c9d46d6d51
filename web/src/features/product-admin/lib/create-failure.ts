import { isApiError } from '@/lib/api-client';

/**
 * Why a new product was refused, in Norwegian, for 'Kunne ikke opprette produkt: {message}': the API
 * and the network explain themselves in English, which an admin reading a Norwegian toast should not meet.
 */
export function createFailureReason(error: unknown): string {
  const status = isApiError(error) ? error.status : undefined;
  if (status === 409) return 'et produkt med samme id finnes allerede. Prøv igjen.';
  if (status === 0) return 'nettverksfeil. Sjekk forbindelsen og prøv igjen.';
  if (status === 400) return 'noen av opplysningene ble ikke godtatt. Sjekk feltene og prøv igjen.';
  if (status === 401 || status === 403) return 'du må være logget inn som administrator.';
  return 'ukjent feil. Prøv igjen.';
}
