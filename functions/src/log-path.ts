/**
 * A request path fit for a log line: a segment that looks like a link's token (32 or more
 * base64url characters: a quote's, a booking's or a preview's, each its link's only key) is
 * replaced by '…', so no log hands out a working link.
 */
export function loggedPath(path: string): string {
  return path.replace(/[A-Za-z0-9_-]{32,}/g, '…');
}
