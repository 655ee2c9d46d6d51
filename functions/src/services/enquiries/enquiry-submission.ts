import { CONTACT_SITE_CEILING, ENQUIRY_PHOTO_BYTES_PER_HOUR, MAX_LINKS_IN_MESSAGE, newEnquiryPipeline, withContactPrefix, type EnquiryForm, type DeliveryStatus, type EnquiryProduct, type QuoteDetails, type SpamReason, type StoredEnquiry } from '@rms/schema';
import type { FormTokens } from './form-token';
import type { Mailer } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import type { BlobStore } from '../../adapters/blob-store';
import { withTimeout } from '../../deadline';
import { UnavailableError } from '../../errors';
import { sendFirst, SEND_LEASE_MS, type MailAddresses } from './enquiry-delivery';
import { saveToFallback } from './enquiry-fallback';
import { sendReceipt, type ReceiptDeps } from './enquiry-receipt';
import type { ImageProcessor } from '../../adapters/image-processor';
import { deleteEnquiryPhotos, preparePhotos, storePhotos, type PreparedPhoto } from './enquiry-photos';

/**
 * A visitor's contact message coming in: the site-wide ceiling, the honeypot, storing it, and
 * handing it to delivery (enquiry-delivery.ts); and the admin's inbox of stored messages.
 */

export interface SiteCeiling {
  limit: number;
  windowMs: number;
}

/** Whether the site has already taken `ceiling.limit` messages within the window (one count query). */
async function overCeiling(repos: Repositories, at: Date, ceiling: SiteCeiling): Promise<boolean> {
  const since = new Date(at.getTime() - ceiling.windowMs).toISOString();
  return (await repos.enquiries.countSince(since)) >= ceiling.limit;
}

/** Whether this request's photos would take the site past ENQUIRY_PHOTO_BYTES_PER_HOUR (decision 154). */
async function overPhotoCeiling(repos: Repositories, at: Date, incoming: number, bytesPerHour: number): Promise<boolean> {
  if (incoming === 0) return false;
  const since = new Date(at.getTime() - 60 * 60 * 1000).toISOString();
  return (await repos.enquiries.photoBytesSince(since)) + incoming > bytesPerHour;
}

/**
 * How long each step of taking a visitor's message may take, so the visitor has an answer within
 * 10 s whatever hangs: the time trap and the product lookup together, Firestore (the
 * ceiling count and the write together), then the second store if Firestore failed, the first send,
 * and recording its outcome.
 */
export const SUBMISSION_DEADLINES_MS = { checks: 1000, firestore: 2000, fallback: 2000, mail: 2500, record: 1500 } as const;

/** Neither Firestore nor the second store could keep the message: the visitor is told, with the phone number. */
export class EnquiryNotSavedError extends UnavailableError {
  constructor(phone: string) {
    super(`Meldingen din kunne ikke lagres akkurat nå, og er ikke sendt. Prøv igjen om litt, eller ring oss på ${phone}.`, 60);
  }
}

export interface SubmissionDeps {
  repos: Repositories;
  mailer: Mailer;
  blobs: BlobStore;
  to: MailAddresses;
  /** The company's phone number for the visitor when nothing could be saved. */
  phone: string;
  /** The time trap's verdict on the form token; without it every token passes (tests of other things). */
  tokens?: Pick<FormTokens, 'check'>;
  /** The product a quote names, from the public content (a draft or unknown id is none). */
  products?: (id: string) => Promise<EnquiryProduct | null>;
  now?: () => Date;
  ceiling?: SiteCeiling;
  /** The visitor's receipt (enquiry-receipt.ts); without it none is sent (tests of other things). */
  receipt?: Pick<ReceiptDeps, 'mailLog' | 'facts'>;
  /** Re-encodes the photos (decision 154); needed only when photos come. */
  images?: ImageProcessor;
  /** Photo bytes (as received) the site takes per hour; ENQUIRY_PHOTO_BYTES_PER_HOUR unless a test says. */
  photoBytesPerHour?: number;
}

export interface SubmissionResult {
  id: string;
  status: DeliveryStatus;
  /** Where the message was kept: Firestore, or the second store when Firestore failed. */
  storedIn: 'firestore' | 'fallback';
  /** Photos kept with it. */
  photos: number;
  /** Photos were sent but not kept: the hourly ceiling, or the blob store failed. */
  photosRefused: boolean;
}

/**
 * A visitor's message: stored first (so a mail outage loses nothing), then sent. A filled honeypot
 * is stored as spam and not sent. Over the site-wide ceiling the message is stored as `held` and
 * mailed in the scheduled retry's next digest: never lost, never a flood of mails.
 * When Firestore cannot store it, it goes to the second store (enquiry-fallback.ts) under the same
 * id and is mailed at once; only when both fail does the visitor get an error.
 */
export async function submitEnquiry(deps: SubmissionDeps, input: EnquiryForm, sentPhotos: readonly { data: Buffer }[] = []): Promise<SubmissionResult> {
  const { repos, mailer, blobs, to } = deps;
  const now = deps.now ?? (() => new Date());
  const ceiling = deps.ceiling ?? CONTACT_SITE_CEILING;
  const at = now();
  const id = repos.enquiries.newId();
  const incoming = sentPhotos.reduce((sum, p) => sum + p.data.length, 0);
  const [spamReason, product, photoCeilingReached] = await withTimeout(
    Promise.all([
      spamVerdict(deps, input, at),
      input.productId && deps.products ? deps.products(input.productId).catch(() => null) : Promise.resolve(null),
      overPhotoCeiling(repos, at, incoming, deps.photoBytesPerHour ?? ENQUIRY_PHOTO_BYTES_PER_HOUR),
    ]),
    SUBMISSION_DEADLINES_MS.checks,
    'checking the message',
  ).catch((e: unknown) => {
    // Our own slowness must not cost a visitor their message: it is taken as it is (the per-address
    // limit still bounds the photos when the ceiling cannot be counted).
    console.warn(`[mail] contact message ${id}: the spam check, product lookup or photo ceiling gave no answer (${errorText(e)}); taken as it is`);
    return [spamTraps(input), null, false] as const;
  });
  if (photoCeilingReached) console.warn(`[mail] contact message ${id}: the site-wide ceiling of photo bytes per hour is reached; its ${sentPhotos.length} photo(s) not taken`);
  // Re-encoded before anything is stored: a photo sharp cannot decode refuses the whole enquiry (400).
  let photos: PreparedPhoto[] = sentPhotos.length > 0 && !photoCeilingReached ? await preparePhotos(requireImages(deps), sentPhotos) : [];
  if (photos.length > 0) {
    try {
      await withTimeout(storePhotos(blobs, id, photos), SUBMISSION_DEADLINES_MS.fallback, 'storing the photos');
    } catch (e) {
      console.error(`[mail] contact message ${id}: its photos could not be stored (${errorText(e)}); taken without them`);
      await deleteEnquiryPhotos(blobs, [id]).catch(() => undefined);
      photos = [];
    }
  }
  const photosRefused = sentPhotos.length > 0 && photos.length === 0;
  if (input.productId && !product) console.warn(`[mail] contact message ${id} names product "${input.productId}", which visitors cannot see; stored without it`);
  const isSpam = spamReason !== null;
  const fields = (status: DeliveryStatus): Omit<StoredEnquiry, 'id'> => ({
    name: input.name,
    contactPhone: input.contactPhone,
    contactEmail: input.contactEmail,
    subject: withContactPrefix(input.subject),
    message: input.message,
    status,
    attempts: 0,
    lastError: null,
    created_at: at.toISOString(),
    sent_at: null,
    // Held: due at once, so the next scheduled run mails it in its digest. Pending: leased while
    // this request sends it; the retry takes it over if the send never reports back.
    next_attempt_at: status === 'spam' ? null : status === 'held' ? at.toISOString() : new Date(at.getTime() + SEND_LEASE_MS).toISOString(),
    handling: 'new',
    product,
    notes: [],
    quote: isQuote(input) ? quoteOf(input) : null,
    spamReason,
    answered_at: null,
    ...newEnquiryPipeline(),
    source: input.source ?? null,
    reminded_at: null,
    ...(photos.length > 0 ? { photos: photos.map((p) => p.photo), photoBytesReceived: photos.reduce((sum, p) => sum + p.received, 0) } : {}),
  });

  let stored: Omit<StoredEnquiry, 'id'>;
  let storedIn: SubmissionResult['storedIn'] = 'firestore';
  try {
    stored = await withTimeout(
      (async () => {
        const held = !isSpam && (await overCeiling(repos, at, ceiling));
        const message = fields(isSpam ? 'spam' : held ? 'held' : 'pending');
        await repos.enquiries.put(id, message);
        return message;
      })(),
      SUBMISSION_DEADLINES_MS.firestore,
      'storing the contact message',
    );
  } catch (e) {
    console.error(`[mail] Firestore could not store contact message ${id}, writing it to the second store: ${errorText(e)}`);
    // The ceiling cannot be counted without Firestore: the message is mailed at once.
    stored = fields(isSpam ? 'spam' : 'pending');
    storedIn = 'fallback';
    try {
      await withTimeout(saveToFallback(blobs, id, stored), SUBMISSION_DEADLINES_MS.fallback, 'the second message store');
    } catch (e2) {
      console.error(`[mail] contact message ${id} could not be stored anywhere: ${errorText(e2)}`);
      // Nothing of an enquiry that was not kept stays behind: its photos go too.
      await deleteEnquiryPhotos(blobs, [id]).catch(() => undefined);
      throw new EnquiryNotSavedError(deps.phone);
    }
  }

  if (stored.status === 'spam') {
    console.warn(`[mail] contact message ${id} stored as spam (${stored.spamReason}), not sent`);
    return { id, status: 'spam', storedIn, photos: photos.length, photosRefused };
  }
  if (stored.status === 'held') {
    console.warn(`[mail] site-wide ceiling of ${ceiling.limit} messages reached: contact message ${id} held for the next digest`);
    return { id, status: 'held', storedIn, photos: photos.length, photosRefused };
  }
  // From here on the message is safe: a failure to send or to record the outcome is the retry's to mend.
  const record =
    storedIn === 'firestore'
      ? (changes: Partial<Omit<StoredEnquiry, 'id'>>) => repos.enquiries.updateNow(id, changes)
      : (changes: Partial<Omit<StoredEnquiry, 'id'>>) => saveToFallback(blobs, id, { ...stored, ...changes });
  // The receipt goes out beside the notification, within the same deadline, so it adds no wait; it
  // needs Firestore for its per-address limit, so a message in the second store gets none.
  const receipt =
    deps.receipt && storedIn === 'firestore'
      ? withTimeout(sendReceipt({ ...deps.receipt, mailer, now }, { id, ...stored }), SUBMISSION_DEADLINES_MS.mail, 'sending the receipt').catch((e: unknown) => {
          console.warn(`[mail] enquiry ${id}: the receipt was not sent (${errorText(e)})`);
        })
      : undefined;
  const [status] = await Promise.all([
    sendFirst({ id, ...stored }, mailer, to, now, (changes) => withTimeout(record(changes), SUBMISSION_DEADLINES_MS.record, 'recording the delivery'), SUBMISSION_DEADLINES_MS.mail),
    receipt,
  ]);
  return { id, status, storedIn, photos: photos.length, photosRefused };
}

function requireImages(deps: SubmissionDeps): ImageProcessor {
  if (!deps.images) throw new Error('submitEnquiry got photos without an image processor');
  return deps.images;
}

/** The quote's details as stored: what the visitor gave, null for what they left out. */
function quoteOf(input: EnquiryForm): QuoteDetails {
  return {
    postcode: input.postcode,
    widthCm: input.widthCm ?? null,
    heightCm: input.heightCm ?? null,
    siteVisit: input.siteVisit,
    wallHeightCm: input.wallHeightCm ?? null,
    wallMaterial: input.wallMaterial ?? null,
    facing: input.facing ?? null,
    motor: input.motor ?? null,
    sunWindSensor: input.sunWindSensor ?? null,
    approvalNeeded: input.approvalNeeded ?? null,
  };
}

function errorText(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A product enquiry: it names a product or gives any of the quote's own fields. */
function isQuote(input: EnquiryForm): boolean {
  const extra = [input.wallHeightCm, input.wallMaterial, input.facing, input.motor, input.sunWindSensor, input.approvalNeeded];
  return Boolean(input.productId || input.postcode || input.widthCm !== undefined || input.heightCm !== undefined || input.siteVisit || extra.some((v) => v !== undefined));
}

const LINK = /\b(?:https?:\/\/|www\.)\S+/gi;

/** The checks that need nothing but the message: the honeypot, and more links than a person writes. */
function spamTraps(input: EnquiryForm): SpamReason | null {
  if (input.website?.trim()) return 'honeypot';
  if ((`${input.subject} ${input.message}`.match(LINK) ?? []).length > MAX_LINKS_IN_MESSAGE) return 'links';
  return null;
}

/** Why the message is spam, or null: the traps above, then the form token's time trap. */
async function spamVerdict(deps: SubmissionDeps, input: EnquiryForm, at: Date): Promise<SpamReason | null> {
  const trapped = spamTraps(input);
  if (trapped || !deps.tokens) return trapped;
  return (await deps.tokens.check(input.formToken, at)) === 'ok' ? null : 'time-trap';
}

/** Stored messages, newest first (the admin inbox). A malformed document is skipped and logged. */
export async function listEnquiries(repos: Repositories, limit = 200): Promise<StoredEnquiry[]> {
  return (await repos.enquiries.newest(limit)).flatMap(({ id, message }) => {
    if (!message) console.warn(`[mail] messages/${id} does not match the stored message shape; left out of the list`);
    return message ? [message] : [];
  });
}
