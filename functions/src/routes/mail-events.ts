import express, { Router, type Request } from 'express';
import { MAIL_EVENT_SIGNATURE_HEADER, MAIL_EVENT_TIMESTAMP_HEADER, MailEventsSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { mailEventVerifier } from '../adapters/mail-event-signature';
import { ForbiddenError, PayloadTooLargeError, ValidationError } from '../errors';
import { parse } from '../middleware/validate';
import { applyMailEvents } from '../services/enquiries/mail-events';
import { sendLive } from './respond';

/**
 * How far a request's signed timestamp may be from the server's clock: SendGrid signs each delivery
 * (retries too) when it sends it, so an older one is a replay of a captured request.
 */
export const MAIL_EVENT_MAX_SKEW_S = 600;

/** SendGrid posts events in batches of at most 768 kB. */
export const MAIL_EVENTS_MAX_BYTES = 1024 * 1024;

/**
 * The exact bytes SendGrid signed. Cloud Functions has read the body before Express runs (rawBody);
 * elsewhere express.raw below has. A parsed and re-serialised body would not match the signature.
 */
function rawBodyOf(req: Request): Buffer {
  const raw = (req as { rawBody?: Buffer }).rawBody ?? (Buffer.isBuffer(req.body) ? req.body : undefined);
  return raw ?? Buffer.alloc(0);
}

/**
 * POST /api/email/events: SendGrid's Event Webhook (decision 133). Public, but each request must carry
 * SendGrid's signature over its raw body and a timestamp within MAIL_EVENT_MAX_SKEW_S of now: anything
 * unsigned, signed with another key or replayed later is 403 and changes nothing. Mounted before the app's JSON parser, so the body arrives as bytes.
 */
export function mailEventRoutes(deps: AppDeps): Router {
  const router = Router();
  const verify = mailEventVerifier(deps.config.sendgridWebhookPublicKey);
  const clock = deps.clock ?? (() => new Date());

  router.post('/', express.raw({ type: () => true, limit: MAIL_EVENTS_MAX_BYTES }), async (req, res) => {
    const raw = rawBodyOf(req);
    if (raw.length > MAIL_EVENTS_MAX_BYTES) throw new PayloadTooLargeError('Request body is too large');
    if (!verify(raw, req.get(MAIL_EVENT_SIGNATURE_HEADER), req.get(MAIL_EVENT_TIMESTAMP_HEADER))) {
      console.warn('[mail] a mail event request without a valid SendGrid signature was refused');
      throw new ForbiddenError('The request is not signed by SendGrid');
    }
    const signedAt = Number(req.get(MAIL_EVENT_TIMESTAMP_HEADER));
    if (!Number.isFinite(signedAt) || Math.abs(clock().getTime() / 1000 - signedAt) > MAIL_EVENT_MAX_SKEW_S) {
      console.warn('[mail] a signed mail event request outside the time window was refused (a replay, or a clock far off)');
      throw new ForbiddenError('The signed request is too old');
    }
    let body: unknown;
    try {
      body = JSON.parse(raw.toString('utf8'));
    } catch {
      throw new ValidationError('The body is not JSON');
    }
    sendLive(res, await applyMailEvents(deps.repos, parse(MailEventsSchema, body), clock()));
  });

  return router;
}
