/** Spec §5: editor links only with these schemes (the server's sanitizer allows the same). */
export const ALLOWED_LINK_PROTOCOLS = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** Schemes linkify does not know by itself; registered so typed addresses auto-link. */
export const CUSTOM_LINK_PROTOCOLS = ['ftps', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

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
  if (scheme) return (ALLOWED_LINK_PROTOCOLS as readonly string[]).includes(scheme);
  if (cleaned.startsWith('//') || cleaned.startsWith('\\')) return false;
  // No scheme: a relative address, unless a colon before any / ? # makes it look like one.
  const beforePath = cleaned.split(/[/?#]/, 1)[0] ?? '';
  return !beforePath.includes(':');
}
