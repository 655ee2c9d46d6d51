import { isAdmin } from '@rms/schema';
import type { Request, RequestHandler, Response } from 'express';
import type { ServiceHealth, SystemHealth } from '@rms/schema';

import { sendLive } from './respond';

/** Anonymous health answers may be kept this long by the CDN, and by the instance itself. */
export const PUBLIC_HEALTH_MAX_AGE_S = 15;

/**
 * Health is public (anyone may ask GET /api/health and each service's /health), but live checks cost Firestore reads, a Storage call and a sharp
 * encode: anonymous callers share one answer per instance for PUBLIC_HEALTH_MAX_AGE_S, and the CDN
 * may keep it as long. Administrators always get a fresh check.
 */
export function publicHealthCache<T>(now: () => number = Date.now) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return (check: () => Promise<T>): Promise<T> => {
    if (!cached || now() - cached.at >= PUBLIC_HEALTH_MAX_AGE_S * 1000) {
      const value = check();
      cached = { at: now(), value };
      // A failed check is not kept.
      value.catch(() => {
        if (cached?.value === value) cached = undefined;
      });
    }
    return cached.value;
  };
}

function sendPublic(res: Response, data: unknown) {
  res.set('Cache-Control', `public, max-age=${PUBLIC_HEALTH_MAX_AGE_S}, s-maxage=${PUBLIC_HEALTH_MAX_AGE_S}`).vary('Authorization').json({ data });
}

/** The whole picture for administrators; for anyone else only whether it works (no error texts, counts or timings). */
export function sendSystemHealth(req: Request, res: Response, health: SystemHealth) {
  if (isAdmin(req.user)) return sendLive(res, health);
  sendPublic(res, {
    status: health.status,
    message: health.status ? 'All systems operational' : 'Some services are not healthy',
    details: health.details.map((d) => ({ service: d.service, status: d.status, message: d.status, timestamp: d.timestamp })),
  } satisfies SystemHealth);
}

/** One service's health: details for administrators, status only for anyone else. */
export function sendServiceHealth(req: Request, res: Response, health: ServiceHealth) {
  if (isAdmin(req.user)) return sendLive(res, health);
  sendPublic(res, { status: health.status, message: health.status ? 'OK' : 'Not healthy' } satisfies ServiceHealth);
}

/**
 * GET /api/<service>/health, the one way every service answers: administrators get a live check
 * with its details; anyone else the status only, shared for PUBLIC_HEALTH_MAX_AGE_S per instance.
 */
export function serviceHealthRoute(check: () => Promise<ServiceHealth>): RequestHandler {
  const publicAnswer = publicHealthCache<ServiceHealth>();
  return async (req, res) => {
    sendServiceHealth(req, res, isAdmin(req.user) ? await check() : await publicAnswer(check));
  };
}
