import type { Request } from 'express';

/**
 * The caller's address for per-client limits. `req.ip` follows app.ts's `trust proxy`; behind the
 * local Functions emulator the request arrives over a local socket without an address, and all such
 * callers share one bucket rather than crashing the limiter.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket?.remoteAddress ?? 'unknown';
}

/**
 * An address fit for a log line: personal data is never logged in full. IPv4 keeps its first two
 * parts, IPv6 its first three groups: enough to see a burst from one network, not to name a person.
 */
export function maskedAddress(address: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/.exec(address);
  if (v4) return `${v4[1]}.${v4[2]}.x.x`;
  if (address.includes(':')) return `${address.split(':').slice(0, 3).join(':')}:…`;
  return address === 'unknown' ? address : 'x';
}
