import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { COLLECT_MAX_BYTES, CollectHitSchema, StatsQuerySchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { withTimeout } from '../deadline';
import { PayloadTooLargeError, RateLimitedError, ValidationError } from '../errors';
import { clientAddress, maskedAddress } from '../middleware/client-address';
import { requireStaff } from '../middleware/require-role';
import { parse } from '../middleware/validate';
import { ContentCache } from '../services/content/content-cache';
import { countryOf, deviceClass, notCounted, referrerHost } from '../services/stats/stats-hits';
import { publicPage } from '../services/stats/stats-pages';
import { visitStats } from '../services/stats/stats-report';
import { VisitCounter } from '../services/stats/visit-counter';
import { sendData } from './respond';

/** Per client: at most this many beacons a minute (a visitor reads a page in seconds, not many a second). */
export const COLLECT_RATE_LIMIT = { limit: 60, windowMs: 60 * 1000 } as const;
export const COLLECT_RATE_LIMITED_MESSAGE = 'For mange sidevisninger på kort tid. Vent litt.';
/** The beacon's answer waits at most this long for its hit to be stored (ms); then 204 anyway. */
export const COLLECT_ANSWER_WITHIN_MS = 800;

/**
 * POST /api/collect, the visit beacon. Mounted before JSON parsing and authentication:
 * its own 1 kB limit, and it never waits for a token check. The answer is 204 with no body and no
 * cookie, whether the hit was counted, not counted (GPC, DNT, a bot, staff, an unknown page) or
 * dropped because Firestore failed: a visitor's page never depends on it.
 */
export function collectRoutes(deps: AppDeps): Router {
  const router = Router();
  const content = deps.content ?? new ContentCache(deps.repos);
  const visits = deps.visits ?? new VisitCounter(deps.repos, deps.config.projectId);

  const limiter = rateLimit({
    store: new MemoryStore(),
    windowMs: COLLECT_RATE_LIMIT.windowMs,
    limit: COLLECT_RATE_LIMIT.limit * deps.config.rateLimitScale,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    validate: { ip: false },
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req)),
    handler: (req, _res, next) => {
      console.warn(`[stats] beacon rate limit hit by ${maskedAddress(clientAddress(req))}`);
      next(new RateLimitedError(COLLECT_RATE_LIMITED_MESSAGE));
    },
  });
  // Any media type: sendBeacon sends a string as text/plain. Cloud Functions has read the body already (rawBody).
  const readBody = express.raw({ type: () => true, limit: COLLECT_MAX_BYTES });

  router.post('/', limiter, refuseLargeBody, readBody, async (req, res) => {
    const hit = parse(CollectHitSchema, bodyJson(req));
    res.set('Cache-Control', 'no-store');
    await withTimeout(countHit(req, hit), COLLECT_ANSWER_WITHIN_MS, 'beacon').catch(() => {});
    res.status(204).end();
  });

  async function countHit(req: Request, hit: ReturnType<typeof CollectHitSchema.parse>): Promise<void> {
    try {
      if (notCounted(req.headers)) return;
      const page = publicPage(await content.current(), hit.path);
      if (!page) return;
      const userAgent = req.headers['user-agent'] ?? '';
      const referrer = referrerHost(hit.referrer, req.hostname);
      await visits.count(
        {
          path: page.path,
          referrer,
          // A campaign counts where a visit entered the site, as a referrer does.
          ...(hit.campaign && referrer !== null ? { campaign: hit.campaign } : {}),
          device: deviceClass(userAgent, hit.screen),
          country: countryOf(req.headers),
        },
        { address: clientAddress(req), userAgent },
      );
    } catch (e) {
      console.warn(`[stats] a hit was dropped: ${e instanceof Error ? e.message : String(e)}`);
    }
  }

  return router;
}

/** A declared length above the limit is refused before anything is read; Cloud Functions' rawBody is measured. */
function refuseLargeBody(req: Request, _res: Response, next: NextFunction) {
  const raw = (req as { rawBody?: Buffer }).rawBody;
  const size = raw?.length ?? Number(req.headers['content-length'] ?? 0);
  next(size > COLLECT_MAX_BYTES ? new PayloadTooLargeError(`Høyst ${COLLECT_MAX_BYTES} byte`) : undefined);
}

function bodyJson(req: Request): unknown {
  const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  try {
    return JSON.parse(raw?.toString('utf8') ?? '');
  } catch {
    throw new ValidationError('Ugyldig innhold: forventet JSON');
  }
}

/** GET /api/stats?from=&to=: the visit statistics of a range of Norwegian days, for administrators. */
export function statsRoutes(deps: AppDeps): Router {
  const router = Router();
  const content = deps.content ?? new ContentCache(deps.repos);

  router.get('/', requireStaff, async (req, res) => {
    const query = parse(StatsQuerySchema, req.query, 'Query');
    sendData(req, res, await visitStats(deps.repos, await content.current(), query));
  });

  return router;
}
