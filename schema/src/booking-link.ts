/**
 * A booking's manage link, without zod and apart from the booking's texts: every page's beacon
 * reads the prefix (web/src/lib/visit-beacon.ts), so this module is in every visitor's first load.
 */
/** Where a booking's manage link opens: `${SITE_URL}/befaring/<token>` (the page and the mails). */
export const BOOKING_MANAGE_PATH_PREFIX = '/befaring/';
/** What a manage token can look like (base64url, as made); anything else opens nothing, unasked. */
export const MANAGE_TOKEN_PATTERN = /^[\w-]{20,100}$/;
