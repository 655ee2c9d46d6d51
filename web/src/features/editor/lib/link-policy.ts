import { LINK_SCHEMES } from '@rms/schema';

/** Schemes linkify knows by itself. */
const LINKIFY_SCHEMES: readonly string[] = ['http', 'https', 'ftp', 'mailto'];

/** The allowed link schemes that linkify does not know; registered so typed addresses auto-link. */
export const CUSTOM_LINK_PROTOCOLS = LINK_SCHEMES.filter((scheme) => !LINKIFY_SCHEMES.includes(scheme));

// Browsers ignore control characters and whitespace inside a scheme ("java\nscript:"), so do we.
// eslint-disable-next-line no-control-regex
const IGNORED = /[\u0000-\u0020\u007F-\u009F]/g;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

/**
 * True for an address with an allowed scheme, or a relative one (path, query or fragment).
 * Everything else (javascript:, data:, vbscript:, file:, protocol-relative //host) is refused.
 */
export function isAllowedLinkUri(uri: string | null | undefined): boolean {
  const cleaned = (uri ?? '').replace(IGNORED, '');
  if (cleaned === '') return false;
  const scheme = SCHEME.exec(cleaned)?.[1]?.toLowerCase();
  if (scheme) return (LINK_SCHEMES as readonly string[]).includes(scheme);
  if (cleaned.startsWith('//') || cleaned.startsWith('\\')) return false;
  // No scheme: a relative address, unless a colon before any / ? # makes it look like one.
  const beforePath = cleaned.split(/[/?#]/, 1)[0] ?? '';
  return !beforePath.includes(':');
}
