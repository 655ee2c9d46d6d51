import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { SAVED_CONTENT_CACHE_CONTROL } from '../services/content/content-cache';
import { capCacheControl } from '../services/content/visibility';

/**
 * Public answers come from the content snapshot, whose objects never change: each is serialised,
 * encoded and hashed once, not on every request (a visitor's GET /api/products is 60 kB of JSON; kept
 * as a string, Express would encode it to a new buffer on every request, and the garbage costs more).
 */
const serialized = new WeakMap<object, { body: Buffer; etag: string }>();

export function serializedOnce(data: object): { body: Buffer; etag: string } {
  let entry = serialized.get(data);
  if (!entry) {
    const body = Buffer.from(JSON.stringify({ data }));
    entry = { body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    serialized.set(data, entry);
  }
  return entry;
}

/**
 * Sends `{data}`. Public answers may be cached by the Hosting CDN briefly and revalidated with
 * their ETag (If-None-Match → 304); anything asked with a token is private.
 */
export function sendData(req: Request, res: Response, data: unknown, status = 200, options: { savedContent?: boolean | undefined; secondsLeft?: number | null | undefined } = {}) {
  if (req.headers.authorization || status !== 200 || req.method !== 'GET') {
    res.set('Cache-Control', 'private, no-store');
    res.status(status).json({ data });
    return;
  }
  res.set('Cache-Control', publicCacheControl(options.savedContent, options.secondsLeft));
  res.vary('Authorization');
  if (data === null || typeof data !== 'object') {
    res.status(status).json({ data });
    return;
  }
  const { body, etag } = serializedOnce(data);
  // Express answers 304 itself when If-None-Match equals the ETag set here.
  res.set('ETag', etag).status(status).type('application/json').send(body);
}

/**
 * How long the browser and the CDN may keep a public answer: briefly while it is the saved snapshot
 *, and never past the next change of visibility, `secondsLeft` from now (decision 134).
 */
export function publicCacheControl(savedContent: boolean | undefined, secondsLeft: number | null = null): string {
  return capCacheControl(savedContent ? SAVED_CONTENT_CACHE_CONTROL : PUBLIC_CACHE_CONTROL, secondsLeft);
}
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** Health and other live answers must never be cached. */
export function sendLive(res: Response, data: unknown, status = 200) {
  res.set('Cache-Control', 'no-store').status(status).json({ data });
}
