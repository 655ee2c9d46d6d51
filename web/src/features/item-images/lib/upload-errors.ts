import { MAX_IMAGE_BYTES, MAX_IMAGE_PIXELS } from '@rms/schema';
import { isApiError } from '@/lib/api-client';

/** '20 MB': the upload limit as the admin reads it. */
export const MAX_UPLOAD_LABEL = `${Math.round(MAX_IMAGE_BYTES / 1024 / 1024)} MB`;

export const TOO_LARGE_REASON = `For stor fil: grensen er ${MAX_UPLOAD_LABEL}`;
export const NOT_AN_IMAGE_REASON = 'Ikke et bilde: bare JPEG, PNG, GIF og WebP';
export const DAMAGED_REASON = 'Skadet fil: bildet kan ikke leses';
export const TOO_MANY_PIXELS_REASON = `For mange piksler: høyst ${MAX_IMAGE_PIXELS / 1_000_000} megapiksler`;
export const NETWORK_REASON = 'Nettverksfeil: sjekk forbindelsen og prøv igjen';
export const UNKNOWN_REASON = 'Opplastingen feilet';

/** Why an upload failed, in Norwegian, from the API's answer (413, 415, 400) or the network. */
export function uploadFailureReason(error: unknown): string {
  if (!isApiError(error)) return UNKNOWN_REASON;
  if (error.status === 413) return TOO_LARGE_REASON;
  if (error.status === 415) return NOT_AN_IMAGE_REASON;
  if (error.status === 400) return /megapixel/i.test(error.message) ? TOO_MANY_PIXELS_REASON : DAMAGED_REASON;
  if (error.status === 0) return NETWORK_REASON;
  return UNKNOWN_REASON;
}
