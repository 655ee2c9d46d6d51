/**
 * Visit statistics: what the visitor's beacon needs, without zod, so the first load
 * can import it (`@rms/schema/stats-beacon`, decision 018). `stats.ts` builds the schemas on it.
 */

/** The beacon's address: `navigator.sendBeacon(COLLECT_PATH, JSON.stringify(hit))`. */
export const COLLECT_PATH = '/api/collect';

/** A larger body is refused (413) and nothing is counted. */
export const COLLECT_MAX_BYTES = 1024;

/** Longest page path the server looks at; a longer one is no page of this site. */
export const MAX_COLLECT_PATH_LENGTH = 300;

/** The longest campaign name (`utm_campaign`) counted; a longer one is cut. */
export const MAX_CAMPAIGN_LENGTH = 100;

/** A host name is at most 253 characters (RFC 1035). */
export const MAX_REFERRER_HOST_LENGTH = 253;

/**
 * The screen's width (`screen.width`, CSS pixels) in three classes. The device class itself comes
 * from the User-Agent; the width only tells an iPad that presents itself as a Mac from a Mac.
 */
export const SCREEN_CLASSES = ['small', 'medium', 'large'] as const;
export type ScreenClass = (typeof SCREEN_CLASSES)[number];

/** small: phones (< 768 px); medium: tablets and small laptops (< 1280 px); large: the rest. */
export function screenClass(width: number): ScreenClass {
  if (width < 768) return 'small';
  if (width < 1280) return 'medium';
  return 'large';
}

/** What GET /api/stats splits pageviews by: the device class read from the User-Agent. */
export const DEVICE_CLASSES = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];

/**
 * One pageview as the beacon sends it (POST /api/collect, JSON, at most 1 kB):
 * - `path`: `location.pathname` of the page shown (no query, no hash);
 * - `referrer`: where the visitor came from, host only: `null` for a page reached inside the
 *   site (a client-side navigation, or a referrer on this site's own host), `''` for none at all
 *   (typed, a bookmark, an app), else the other site's host (`www.google.com`);
 * - `screen`: `screenClass(screen.width)`;
 * - `campaign`: only on the page a visit entered on, the `utm_campaign` of its address, if any.
 * Nothing else: no id, no cookie, nothing read from the device's storage.
 */
export interface CollectHit {
  path: string;
  referrer: string | null;
  screen: ScreenClass;
  campaign?: string;
}

/** A campaign name as it is counted: trimmed, lower case (links are typed by hand), at most MAX_CAMPAIGN_LENGTH characters. */
export function campaignKey(name: string): string {
  return name.trim().toLowerCase().slice(0, MAX_CAMPAIGN_LENGTH);
}
