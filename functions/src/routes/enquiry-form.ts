import { Router, type Request } from 'express';
import { ipKeyGenerator, MemoryStore, rateLimit } from 'express-rate-limit';
import { clientAddress, maskedAddress } from '../middleware/client-address';
import type { z } from 'zod';
import {
  CONTACT_RATE_LIMIT,
  CONTACT_RATE_LIMITED_MESSAGE,
  CONTACT_RECEIVED_MESSAGE,
  EnquiryFormSchema,
  ENQUIRY_PHOTO_LIMITS,
  PHOTO_TOO_LARGE_MESSAGE,
  PHOTOS_NOT_RECEIVED_MESSAGE,
  TOO_MANY_PHOTOS_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  type EnquiryForm,
  type ContactReceipt,
  type FormToken,
} from '@rms/schema';
import { FormTokens } from '../services/enquiries/form-token';
import { visibleProduct } from '../services/content/content-cache';
import type { AppDeps } from '../app-deps';
import { RateLimitedError, UnsupportedMediaTypeError, ValidationError, zodIssues } from '../errors';
import { requireAdmin } from '../middleware/require-role';
import { serviceHealthRoute } from './health-answer';
import { sendTestMail } from '../services/enquiries/enquiry-delivery';
import { submitEnquiry } from '../services/enquiries/enquiry-submission';
import type { ReceiptDeps, ReceiptFacts } from '../services/enquiries/enquiry-receipt';
import { getSiteSettings } from '../services/content/settings';
import { mailHealth } from '../services/health/services';
import { sendData, sendLive } from './respond';
import { readFormWithFiles } from '../adapters/multipart';
import { checkPhotoFormats, PHOTO_FIELD } from '../services/enquiries/enquiry-photos';

const NUMBER_FIELDS = new Set(['widthCm', 'heightCm', 'wallHeightCm']);
const BOOLEAN_FIELDS = new Set(['siteVisit', 'motor', 'sunWindSensor', 'approvalNeeded']);
/** Optional choices: an empty one is none. */
const CHOICE_FIELDS = new Set(['wallMaterial', 'facing']);

/**
 * A multipart form's text fields as the JSON body would carry them (decision 154): measurements as
 * numbers (empty is none, a comma is a decimal point, anything else left for the schema to refuse),
 * checkboxes as booleans ('on' or 'true'), `source` as the JSON object the form sends.
 */
export function enquiryFromFormFields(fields: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(fields)) {
    const v = value.trim();
    if (NUMBER_FIELDS.has(name)) out[name] = v === '' ? undefined : Number(v.replace(',', '.'));
    else if (BOOLEAN_FIELDS.has(name)) out[name] = v === '' ? undefined : v === 'on' || v === 'true' ? true : v === 'false' ? false : v;
    else if (CHOICE_FIELDS.has(name)) out[name] = v === '' ? undefined : v;
    else if (name === 'source') out[name] = jsonOrText(v);
    else out[name] = value;
  }
  return out;
}

function jsonOrText(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * The form as sent: a JSON body, or multipart/form-data with up to five photos in `photos` beside
 * the same fields. Too many photos (400), a photo over 15 MB (413) and one that is not a picture of
 * a format we take (400, 415) are refused here, before anything is stored.
 */
async function readEnquiryRequest(req: Request): Promise<{ input: EnquiryForm; photos: { data: Buffer }[] }> {
  if (!req.is('multipart/form-data')) {
    if (req.is('application/json') === false) throw new UnsupportedMediaTypeError('Send the form as JSON, or as multipart/form-data with photos');
    return { input: parseEnquiryForm(req.body), photos: [] };
  }
  const { fields, files } = await readFormWithFiles(req, {
    fieldName: PHOTO_FIELD,
    maxFiles: ENQUIRY_PHOTO_LIMITS.maxFiles,
    maxBytes: ENQUIRY_PHOTO_LIMITS.maxBytes,
    maxFields: 30,
    maxFieldBytes: 12_000,
    messages: { tooMany: TOO_MANY_PHOTOS_MESSAGE, tooLarge: PHOTO_TOO_LARGE_MESSAGE },
  });
  const input = parseEnquiryForm(enquiryFromFormFields(fields));
  checkPhotoFormats(files);
  return { input, photos: files };
}

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
  const addresses = { mailFrom: deps.config.mailFrom, mailTo: deps.config.mailTo, siteUrl: deps.config.siteUrl };
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

  router.post('/send', contactLimiter, async (req, res) => {
    const { input, photos } = await readEnquiryRequest(req);
    // The stored phone number when this instance has the settings; the configured one otherwise.
    const phone = deps.content?.saved()?.siteSettings?.phone ?? deps.config.companyPhone;
    const submitted = await submitEnquiry(
      { repos: deps.repos, mailer: deps.mailer, blobs: deps.blobs, images: deps.images, to: addresses, phone, tokens, products: (id) => visibleProduct(deps, id), receipt, photoBytesPerHour: deps.photoBytesPerHour },
      input,
      photos,
    );
    // The same answer whether the mail left now, waits for a retry, or tripped the honeypot.
    const answer: ContactReceipt = {
      received: true,
      message: CONTACT_RECEIVED_MESSAGE,
      ...(photos.length > 0 ? { photosReceived: submitted.photos } : {}),
      ...(submitted.photosRefused ? { photosMessage: PHOTOS_NOT_RECEIVED_MESSAGE } : {}),
    };
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
