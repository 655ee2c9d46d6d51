/**
 * Build-time settings (Vite `VITE_*` variables), checked once at start-up so a typo fails loudly.
 * Both have safe defaults: the API is on the same origin (Hosting rewrites), and canonical links
 * point at the production site. Plain checks, no zod: this module is in every visitor's entry.
 */
const DEFAULT_SITE_URL = 'https://www.rms-solskjerming.no';

/** An absolute http(s) URL without trailing slashes; anything else throws. */
export function siteUrlFrom(value: string | undefined): string {
  const raw = value || DEFAULT_SITE_URL;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`VITE_SITE_URL: not a URL: "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`VITE_SITE_URL: not an http(s) URL: "${raw}"`);
  return raw.replace(/\/+$/, '');
}

export const env = {
  apiBaseUrl: (import.meta.env.VITE_API_BASE_URL || '').replace(/\/+$/, ''),
  siteUrl: siteUrlFrom(import.meta.env.VITE_SITE_URL),
} as const;
