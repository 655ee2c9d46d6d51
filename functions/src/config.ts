import { defineSecret } from 'firebase-functions/params';
import { z } from 'zod';
import { DEFAULT_COMPANY_PHONE } from '@rms/schema/site-facts';

/** The one place the functions' region is set; firebase.json's rewrites are checked against it by a test. */
export const REGION = 'europe-north1';

/**
 * Requests Cloud Functions hands one instance at once (`onRequest` concurrency); beyond that it starts
 * another instance (at most 10). The chaos bench loads one instance with exactly this many.
 */
export const API_CONCURRENCY = 40;
export const RENDER_CONCURRENCY = 80;
/**
 * SendGrid's API key, a Secret Manager secret. Every function that sends mail declares it, so
 * Cloud Functions puts it into that function's environment (decision 032).
 */
export const SENDGRID_API_KEY = defineSecret('SENDGRID_API_KEY');
/** Nightly backups and scheduled retries run on Norwegian time. */
export const TIME_ZONE = 'Europe/Oslo';

const csv = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter(Boolean),
  );

const EnvSchema = z.object({
  ADMIN_EMAILS: csv,
  RMS_ENVIRONMENT: z.enum(['development', 'production']).optional(),
  /** Local stack: folder used as the blob store instead of Cloud Storage. */
  RMS_BLOB_DIR: z.string().optional(),
  /** Local stack only: mail is written to this folder instead of being sent (chosen explicitly). */
  RMS_OUTBOX_DIR: z.string().optional(),
  SENDGRID_API_KEY: z.string().optional(),
  /**
   * SendGrid's Event Webhook verification key (Mail Settings → Event Webhook → signed, base64 DER).
   * Public, so an ordinary setting; without it every delivery event is refused (decision 133).
   */
  SENDGRID_WEBHOOK_PUBLIC_KEY: z.string().optional(),
  /** Local stack only: where the outbox's stand-in of SendGrid posts its signed delivery events, and the key it signs with (PEM). */
  RMS_OUTBOX_EVENTS_URL: z.url().optional(),
  RMS_OUTBOX_EVENT_KEY: z.string().optional(),
  MAIL_FROM: z.string().default('post@rms-solskjerming.no'),
  MAIL_TO: z.string().default('post@rms-solskjerming.no'),
  MAPS_API_KEY: z.string().default(''),
  /** The public site's address: every link in mail is built on it, never on a request header (decision 146). */
  SITE_URL: z.url().default('https://www.rms-solskjerming.no'),
  /** The phone number shown when the stored settings cannot be read (503 page, a message that could not be saved). */
  COMPANY_PHONE: z.string().default(DEFAULT_COMPANY_PHONE),
  STORAGE_BUCKET: z.string().optional(),
  GCLOUD_PROJECT: z.string().optional(),
  FIREBASE_AUTH_EMULATOR_HOST: z.string().optional(),
  FUNCTIONS_EMULATOR: z.string().optional(),
  /** Set by Cloud Run (2nd-gen functions) and by the Functions emulator. */
  K_SERVICE: z.string().optional(),
  /**
   * Proxies in front of the app whose X-Forwarded-For entry is trusted (see decision 031). Default:
   * 1 on Google Cloud (Google's front end appends the address that connected to it), 0 elsewhere.
   */
  RMS_TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(5).optional(),
  /**
   * Local stack only: the per-client limits (enquiries, visit beacons) multiplied by this. Behind the
   * local emulators every caller shares one address, so the browser tests' many visitors on parallel
   * workers would share one client's allowance. Ignored outside a local stack.
   */
  RMS_RATE_LIMIT_SCALE: z.coerce.number().int().min(1).max(1000).optional(),
  /**
   * Browser tests only: a file whose number (ms) the functions add to the time they decide publishing
   * windows and campaigns by (test-clock.ts). Set by the test stack's launcher; ignored anywhere but
   * the Functions emulator, so no deployment can be told another time.
   */
  RMS_TEST_CLOCK_FILE: z.string().optional(),
  WEB_API_KEY: z.string().optional(),
  WEB_AUTH_DOMAIN: z.string().optional(),
  WEB_APP_ID: z.string().optional(),
  WEB_MESSAGING_SENDER_ID: z.string().optional(),
  RMS_VERSION: z.string().optional(),
  /** The contact forms' token key; without it one is made once and kept in Firestore (meta/form-token). */
  FORM_TOKEN_SECRET: z.string().min(32).optional(),
});

export type AppConfig = ReturnType<typeof loadConfig>;

/** Reads and validates the environment once; a bad value fails at boot, not mid-request. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env) {
  const e = EnvSchema.parse(env);
  const projectId = e.GCLOUD_PROJECT ?? 'demo-rms';
  const emulated = e.FUNCTIONS_EMULATOR === 'true';
  const local = Boolean(emulated || e.RMS_BLOB_DIR || projectId.startsWith('demo-'));
  const onGoogleCloud = Boolean(e.K_SERVICE) && !emulated;
  return {
    projectId,
    environment: e.RMS_ENVIRONMENT ?? (local ? 'development' : 'production'),
    version: e.RMS_VERSION ?? '0.1.0',
    // Fail closed: the made-up local admin exists only where sign-ins are the Auth emulator's.
    adminEmails: new Set(e.FIREBASE_AUTH_EMULATOR_HOST && e.ADMIN_EMAILS.length === 0 ? ['admin@example.com'] : e.ADMIN_EMAILS),
    trustProxyHops: e.RMS_TRUST_PROXY_HOPS ?? (onGoogleCloud ? 1 : 0),
    rateLimitScale: local && !onGoogleCloud ? (e.RMS_RATE_LIMIT_SCALE ?? 1) : 1,
    testClockFile: emulated ? e.RMS_TEST_CLOCK_FILE : undefined,
    blobDir: e.RMS_BLOB_DIR,
    outboxDir: e.RMS_OUTBOX_DIR,
    sendgridApiKey: e.SENDGRID_API_KEY,
    sendgridWebhookPublicKey: e.SENDGRID_WEBHOOK_PUBLIC_KEY,
    outboxEvents: e.RMS_OUTBOX_EVENTS_URL && e.RMS_OUTBOX_EVENT_KEY ? { url: e.RMS_OUTBOX_EVENTS_URL, privateKeyPem: e.RMS_OUTBOX_EVENT_KEY } : undefined,
    mailFrom: e.MAIL_FROM,
    mailTo: e.MAIL_TO,
    mapsApiKey: e.MAPS_API_KEY,
    siteUrl: e.SITE_URL.replace(/\/+$/, ''),
    companyPhone: e.COMPANY_PHONE,
    formTokenSecret: e.FORM_TOKEN_SECRET,
    storageBucket: e.STORAGE_BUCKET ?? `${projectId}.appspot.com`,
    web: {
      apiKey: e.WEB_API_KEY ?? (local ? 'fake-api-key' : ''),
      // The site's own domain, whose Hosting serves /__/auth/*: the CSP then frames and connects to no
      // other Firebase domain (decision 147). Locally the Auth emulator stands in for it.
      authDomain: e.WEB_AUTH_DOMAIN ?? (local ? `${projectId}.firebaseapp.com` : new URL(e.SITE_URL).host),
      projectId,
      appId: e.WEB_APP_ID,
      messagingSenderId: e.WEB_MESSAGING_SENDER_ID,
      authEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    },
  } as const;
}
