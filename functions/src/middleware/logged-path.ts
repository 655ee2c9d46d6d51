/**
 * API paths whose last segment is a secret key (decisions 149 and 150): a booking's manage link
 * and a staff member's calendar feed. Whoever reads it holds the visit or the calendar.
 */
const KEY_IN_PATH = /^(\/api\/bookings\/(?:manage|feed)\/)[^/?]+/;

/** Whether a request's path carries such a key: its answers are never cacheable, whatever the status. */
export const keyInPath = (path: string): boolean => KEY_IN_PATH.test(path);

/** A request path as log lines write it: the key replaced by '…', everything else as it was. */
export const loggedPath = (path: string): string => path.replace(KEY_IN_PATH, '$1…');
