import type { Request } from 'express';

/**
 * The caller's address for per-client limits. `req.ip` follows app.ts's `trust proxy`; behind the
 * local Functions emulator the request arrives over a local socket without an address, and all such
 * callers share one bucket rather than crashing the limiter.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}
