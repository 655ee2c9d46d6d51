/**
 * API paths whose last segment is a secret key (decisions 149, 150 and 152): a booking's manage link,
 * a staff member's calendar feed and a quote's public link. Whoever reads it holds the visit, the
 * calendar or the quote.
 */
const KEY_IN_PATH = /^(\/api\/(?:bookings\/(?:manage|feed)|quotes\/public)\/)[^/?]+/;

/** Whether a request's path carries such a key: its answers are never cacheable, whatever the status. */
export const keyInPath = (path: string): boolean => KEY_IN_PATH.test(path);

/**
 * A request path fit for a log line: the key of a path above, and any segment that looks like a
 * link's token (32 or more base64url characters: a quote's, a booking's or a preview's, each its
 * link's only key), replaced by '…'; everything else as it was. No log hands out a working link.
 */
export const loggedPath = (path: string): string => path.replace(KEY_IN_PATH, '$1…').replace(/[A-Za-z0-9_-]{32,}/g, '…');
