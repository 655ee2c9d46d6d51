import { Router } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { clientAddress, maskedAddress } from '../middleware/client-address';
import type { z } from 'zod';
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_RECEIVED_MESSAGE,
  EnquiryFormSchema,
  REQUIRED_FIELDS_MESSAGE,
  type EnquiryForm,
  type ContactReceipt,
  type FormToken,
} from '@rms/schema';
import { FormTokens } from '../services/enquiries/form-token';
import { visibleProduct } from '../services/content/content-cache';
import type { AppDeps } from '../app-deps';
import { RateLimitedError, ValidationError, zodIssues } from '../errors';
import { requireAdmin } from '../middleware/require-role';
import { serviceHealthRoute } from './health-answer';
import { requireJson } from '../middleware/validate';
import { sendTestMail } from '../services/enquiries/enquiry-delivery';
import { submitEnquiry } from '../services/enquiries/enquiry-submission';
import type { ReceiptDeps, ReceiptFacts } from '../services/enquiries/enquiry-receipt';
import { getSiteSettings } from '../services/content/settings';
import { mailHealth } from '../services/health/services';
import { sendData, sendLive } from './respond';

const REQUIRED = new Set(['name', 'contactEmail', 'subject', 'message']);

/**
 * The form's schema. A missing or blank required field gives REQUIRED_FIELDS_MESSAGE ("Please fill in all required fields");
 * every problem is listed per field in `issues`.
 */
export function parseEnquiryForm(body: unknown): EnquiryForm {
  const result = EnquiryFormSchema.safeParse(body);
  if (result.success) return result.data;
  const missing = (i: z.core.$ZodIssue) =>
    i.path.length === 0 || (REQUIRED.has(String(i.path[0])) && (i.code === 'invalid_type' || i.code === 'too_small'));
  // One issue per field: a blank e-mail is "required", not also "invalid".
  const issues = zodIssues(result.error).filter((issue, i, all) => all.findIndex((o) => o.path === issue.path) === i);
  const message = result.error.issues.some(missing) ? REQUIRED_FIELDS_MESSAGE : issues.map((i) => i.message).join('; ');
  throw new ValidationError(message, issues);
}

/** What the visitor's receipt needs besides the mailer and the clock: its per-address limit and the company's facts. */
export function receiptDeps(deps: AppDeps): Omit<ReceiptDeps, 'mailer' | 'now'> {
  return {
    mailLog: deps.repos.mailLog,
    facts: async (): Promise<ReceiptFacts> => ({
      // The settings in memory when this instance has them; else read. Never saved: the default texts.
      settings: deps.content?.saved()?.siteSettings ?? (await getSiteSettings(deps.repos).catch(() => null)),
      siteUrl: deps.config.siteUrl,
      mailFrom: deps.config.mailFrom,
      fallback: { phone: deps.config.companyPhone, email: deps.config.mailTo },
    }),
  };
}

/**
 * /api/email/*, the enquiry form's side of the API: the form token, a visitor's enquiry sent in, the
 * admin's test mail and the mail health. The URL keeps its old name; the module says what it serves.
 */
export function enquiryFormRoutes(deps: AppDeps): Router {
  const router = Router();
  const addresses = { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo };
  const tokens = new FormTokens(deps.repos, deps.config.formTokenSecret);
  const receipt = receiptDeps(deps);

  // One limiter per app instance. The key is req.ip, which follows app.ts's `trust proxy` hop
  // count: the address Google's front end saw, never a header the client wrote (decision 031).
  const contactLimiter = rateLimit({
    store: deps.contactLimiterStore ?? new MemoryStore(),
    windowMs: CONTACT_RATE_LIMIT.windowMs,
    limit: CONTACT_RATE_LIMIT.limit * deps.config.rateLimitScale,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // `ip: false`: behind the local Functions emulator req.ip is undefined (clientAddress falls back).
    validate: { ip: false },
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req)),
    handler: (req, _res, next) => {
      console.warn(`[mail] contact form rate limit hit by ${maskedAddress(clientAddress(req))}`);
      next(new RateLimitedError(CONTACT_RATE_LIMITED_MESSAGE));
    },
  });

  router.post('/send', contactLimiter, requireJson, async (req, res) => {
    const input = parseEnquiryForm(req.body);
    // The stored phone number when this instance has the settings; the configured one otherwise.
    const phone = deps.content?.saved()?.siteSettings?.phone ?? deps.config.companyPhone;
    await submitEnquiry({ repos: deps.repos, mailer: deps.mailer, blobs: deps.blobs, to: addresses, phone, tokens, products: (id) => visibleProduct(deps, id), receipt }, input);
    // The same answer whether the mail left now, waits for a retry, or tripped the honeypot.
    const answer: ContactReceipt = { received: true, message: CONTACT_RECEIVED_MESSAGE };
    sendData(req, res, answer);
  });

  // The time trap's token: fetched when a visitor first focuses a field, never cached.
  router.get('/token', async (_req, res) => {
    const token: FormToken = { token: await tokens.issue() };
    sendLive(res, token);
  });

  router.get('/test', requireAdmin, async (req, res) => {
    try {
      await sendTestMail(deps.mailer, addresses);
      sendLive(res, { status: true, message: `Test e-mail sent to ${addresses.mailTo}`, details: { to: addresses.mailTo, mailer: deps.mailer.kind } });
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      console.warn(`[mail] test e-mail requested by ${req.user?.email ?? req.user?.uid} failed: ${error}`);
      sendLive(res, { status: false, message: 'The test e-mail could not be sent', details: { to: addresses.mailTo, mailer: deps.mailer.kind, error } });
    }
  });

  // Error texts can name folders and hosts: only administrators see them (as on /api/health).
  router.get('/health', serviceHealthRoute(() => mailHealth(deps.mailer, deps.config.environment, () => deps.repos.mailLog.deliveryState())));

  return router;
}
