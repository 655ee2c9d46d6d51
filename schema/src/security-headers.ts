/**
 * The site's security headers, one definition for every door (decision 147): Hosting's firebase.json
 * is written from it at build time (functions/scripts/write-hosting-headers.ts), and the `render` and
 * `api` functions send it themselves, so a page fetched from a function's own URL is as protected as
 * one fetched through Hosting. No zod and no Node APIs: build scripts and both workspaces import it.
 */

/**
 * The one script a page runs inline: it starts the entry module named by its own `data-entry`
 * attribute. Its text never changes with the page or the build, so one hash in the CSP allows it on
 * every page of every build (the CDN caches pages, which rules out a nonce). A script it inserts is
 * trusted through 'strict-dynamic'; a parser-inserted `<script src>` or modulepreload would not be.
 */
export const ENTRY_LOADER = '(function(){var l=document.currentScript,s=document.createElement("script");s.type="module";s.src=l.dataset.entry;l.after(s)})()';

/** base64 of the SHA-256 of ENTRY_LOADER, as CSP writes a hash source (security-headers.test.ts checks it). */
export const ENTRY_LOADER_SHA256 = 'rIMduMPev8ZKLh5k1jdVIiqgyCHC9s3z78MxTrbpbwU=';

/** The loader as it stands in a page, for the entry module at `src` (an /assets/ path, never visitor input). */
export const entryLoaderTag = (src: string): string => `<script data-entry="${src}">${ENTRY_LOADER}</script>`;

/** Firebase Auth's REST endpoints: sign-in (identitytoolkit) and token refresh (securetoken). */
const FIREBASE_AUTH_APIS = ['https://identitytoolkit.googleapis.com', 'https://securetoken.googleapis.com'];

/**
 * What the Maps JavaScript API loads besides its scripts (Google's list of Maps domains): tiles and
 * its own images from maps.googleapis.com and maps.gstatic.com, place photos from *.ggpht.com, and
 * the Roboto font it links from Google Fonts.
 */
const MAPS_IMAGES = ['https://maps.googleapis.com', 'https://maps.gstatic.com', 'https://*.ggpht.com'];

export interface SecurityHeaderOptions {
  /**
   * The local Auth emulator's host and port (FIREBASE_AUTH_EMULATOR_HOST). The local stack's pages
   * reach it over plain http on loopback, and cannot ask for upgrade-insecure-requests.
   */
  authEmulatorHost?: string;
}

/**
 * The Content-Security-Policy of every answer. Scripts: the loader's hash and what trusted scripts
 * load ('strict-dynamic': the app's chunks, the Maps API, the gapi script Firebase's sign-in popup
 * needs), no host list. The sign-in's hidden frame is the auth domain's /__/auth/iframe, which is
 * the site itself (authDomain = the site's domain, README Deploy), so frames need only 'self'.
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  const emulator = options.authEmulatorHost ? [`http://${options.authEmulatorHost}`, `http://localhost:${options.authEmulatorHost.split(':').at(-1)}`] : [];
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'strict-dynamic'", `'sha256-${ENTRY_LOADER_SHA256}'`],
    ['style-src', "'self'", "'unsafe-inline'", 'https://fonts.googleapis.com'],
    ['img-src', "'self'", 'data:', 'blob:', ...MAPS_IMAGES, 'https://lh3.googleusercontent.com'],
    ['font-src', "'self'", 'https://fonts.gstatic.com'],
    ['connect-src', "'self'", ...FIREBASE_AUTH_APIS, 'https://maps.googleapis.com', ...emulator],
    ['frame-src', "'self'", ...emulator],
    ['worker-src', "'self'", 'blob:'],
    ['object-src', "'none'"],
    ['base-uri', "'none'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'none'"],
  ];
  if (!options.authEmulatorHost) directives.push(['upgrade-insecure-requests']);
  return directives.map((d) => d.join(' ')).join('; ');
}

/**
 * Every security header, in the order firebase.json lists them. HSTS stays in the local stack too:
 * a browser ignores it on a plain-http answer, and the tests then grade the very headers production sends.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(options),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    // The Google sign-in popup must keep its opener to report back (decision 128).
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}

/** The headers as a firebase.json `headers` rule for every path. */
export function hostingSecurityHeaderRule(options: SecurityHeaderOptions = {}): { source: string; headers: { key: string; value: string }[] } {
  return { source: '**', headers: Object.entries(securityHeaders(options)).map(([key, value]) => ({ key, value })) };
}
