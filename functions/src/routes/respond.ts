import type { Request, Response } from 'express';

/**
 * Sends `{data}`. Public answers may be cached by the Hosting CDN briefly and revalidated with
 * the ETag Express computes (If-None-Match → 304); anything asked with a token is private.
 */
export function sendData(req: Request, res: Response, data: unknown, status = 200) {
  if (req.headers.authorization || status !== 200 || req.method !== 'GET') {
    res.set('Cache-Control', 'private, no-store');
  } else {
    res.set('Cache-Control', 'public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    res.vary('Authorization');
  }
  res.status(status).json({ data });
}

/** Health and other live answers must never be cached. */
export function sendLive(res: Response, data: unknown, status = 200) {
  res.set('Cache-Control', 'no-store').status(status).json({ data });
}
