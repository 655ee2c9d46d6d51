import { createHash } from 'node:crypto';
import { isbot } from 'isbot';
import { DIRECT_REFERRER, UNKNOWN_COUNTRY, type DeviceClass, type ScreenClass } from '@rms/schema';

/**
 * What a beacon's request says about the visit, read without keeping anything of it: whether it
 * may be counted at all, the device class, the country and the referrer host.
 */

/** The request headers this needs, lower-case as Node gives them. */
export type Headers = Record<string, string | string[] | undefined>;

const header = (headers: Headers, name: string): string => {
  const v = headers[name];
  return (Array.isArray(v) ? v[0] : v) ?? '';
};

export type NotCounted = 'gpc' | 'dnt' | 'bot' | 'staff';

/**
 * Why this request must not be counted, or null. Global Privacy Control and Do Not Track are
 * honoured; bots are recognised by isbot's maintained list (a missing User-Agent is no browser);
 * a request with an Authorization header is never a beacon (sendBeacon cannot send one), so it
 * is staff or a script, and not counted.
 */
export function notCounted(headers: Headers): NotCounted | null {
  if (header(headers, 'sec-gpc').trim() === '1') return 'gpc';
  if (header(headers, 'dnt').trim() === '1') return 'dnt';
  if (headers.authorization !== undefined) return 'staff';
  const ua = header(headers, 'user-agent');
  if (!ua.trim() || isbot(ua)) return 'bot';
  return null;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|(Android(?!.*Mobile))/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/**
 * The device class from the User-Agent. iPadOS presents itself as a Mac: a "Macintosh" whose screen
 * is tablet-sized (the beacon's screen class) is counted as a tablet.
 */
export function deviceClass(userAgent: string, screen: ScreenClass): DeviceClass {
  if (TABLET.test(userAgent)) return 'tablet';
  if (MOBILE.test(userAgent)) return 'mobile';
  if (/Macintosh/.test(userAgent) && screen !== 'large') return 'tablet';
  return 'desktop';
}

/**
 * The visitor's country as Google's front end tells it: `X-Appengine-Country` (App Engine and
 * Cloud Functions behind Google's front end), or `X-Country-Code` where a load balancer is set up
 * to add it. 'ZZ' when neither says (App Engine's own word for unknown; the local stack).
 */
export function countryOf(headers: Headers): string {
  for (const name of ['x-appengine-country', 'x-country-code']) {
    const code = header(headers, name).trim().toUpperCase();
    if (/^[A-Z]{2}$/.test(code)) return code;
  }
  return UNKNOWN_COUNTRY;
}

/**
 * The referrer as counted: null when the page was reached inside the site (the beacon's null,
 * or this site's own host), DIRECT_REFERRER for none, else the host without a leading `www.`.
 */
export function referrerHost(referrer: string | null, ownHost: string): string | null {
  if (referrer === null) return null;
  if (referrer === '') return DIRECT_REFERRER;
  const host = referrer.replace(/^www\./, '');
  if (host === ownHost.toLowerCase().replace(/^www\./, '')) return null;
  return host;
}

/**
 * A visitor of one day: SHA-256 of the day's salt, the address, the User-Agent and the site, cut
 * to 16 hex digits (64 bits: no two of a day's visitors share one in practice). Without the salt,
 * destroyed after the day, nobody can tell whose it was or link it to another day.
 */
export function visitorHash(salt: string, address: string, userAgent: string, site: string): string {
  return createHash('sha256').update(`${salt}\n${address}\n${userAgent}\n${site}`).digest('hex').slice(0, 16);
}

/** A page's short tag in the visitor sets (only whether a visitor saw it that day matters). */
export function pageTag(path: string): string {
  return createHash('sha256').update(path).digest('hex').slice(0, 8);
}
