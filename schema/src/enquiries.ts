import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';
import { LINK_IN_NAME, LOOSE_EMAIL_PATTERN, NAME_LINK_MESSAGE, NOT_A_BARE_ADDRESS, WALL_FACINGS, WALL_MATERIALS } from './contact-texts';

export * from './contact-texts';

/** A required text field: missing, non-string and blank all give the field's own message. */
function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

/** Optional measurements of a product enquiry, in whole centimetres. */
function centimetres(what: string) {
  const message = `Skriv ${what} som et helt tall i cm`;
  return z
    .number({ error: message })
    .int(message)
    .min(10, `${what[0]!.toUpperCase()}${what.slice(1)} må være minst 10 cm`)
    .max(5000, `${what[0]!.toUpperCase()}${what.slice(1)} kan være høyst 5000 cm`)
    .optional();
}

const sourceText = z.string().trim().max(200, 'Høyst 200 tegn');

/**
 * Where a visit that ended in an enquiry came from: the referrer's host, the campaign link's
 * utm_source, utm_medium and utm_campaign, and the page it started on. Unknown keys are refused.
 */
export const EnquirySourceSchema = z.strictObject({
  referrerHost: sourceText.optional(),
  utmSource: sourceText.optional(),
  utmMedium: sourceText.optional(),
  utmCampaign: sourceText.optional(),
  landingPath: sourceText.optional(),
});
export type EnquirySource = z.infer<typeof EnquirySourceSchema>;

/** The source an enquiry is counted under: the campaign link's utm_source, else the other site's host; '' when neither. */
export function sourceName(source: EnquirySource | null | undefined): string {
  return source?.utmSource ?? source?.referrerHost ?? '';
}

/**
 * An enquiry as the contact form sends it (name, e-mail, optional phone, subject, message). `website` is a honeypot: people never see or fill it.
 * From a product page it is a product enquiry: `productId` names the product (the server
 * looks it up; a title sent by the client is never trusted), with optional postcode, measurements
 * and whether the visitor wants a site visit. `formToken` is the time trap's signed issue time.
 */
export const EnquiryFormSchema = z.object({
  name: requiredText('Navn må fylles ut', 200).refine((name) => !LINK_IN_NAME.test(name), NAME_LINK_MESSAGE),
  contactPhone: z.string().trim().max(50).optional().default(''),
  contactEmail: z
    .string({ error: 'E-postadresse må fylles ut' })
    .trim()
    .min(1, 'E-postadresse må fylles ut')
    .max(320)
    .regex(LOOSE_EMAIL_PATTERN, 'Ugyldig e-postadresse')
    .refine((address) => !NOT_A_BARE_ADDRESS.test(address), 'Ugyldig e-postadresse'),
  subject: requiredText('Emne må fylles ut', 300),
  message: requiredText('Melding må fylles ut', 10_000),
  website: z.string().max(500).optional(),
  productId: IdSchema.optional(),
  postcode: z.string().trim().regex(/^(\d{4})?$/, 'Postnummer må være fire sifre').optional().default(''),
  widthCm: centimetres('bredden'),
  heightCm: centimetres('utfall/høyde'),
  siteVisit: z.boolean().optional().default(false),
  /** What else a quote needs (decision 154), all optional: the wall's height, material and facing, and what is wanted. */
  wallHeightCm: centimetres('høyden på veggen'),
  wallMaterial: z.enum(WALL_MATERIALS, { error: 'Velg veggen: mur, betong, tre eller annet' }).optional(),
  facing: z.enum(WALL_FACINGS, { error: 'Velg retning: N, NØ, Ø, SØ, S, SV, V eller NV' }).optional(),
  motor: z.boolean({ error: 'Svar ja eller nei på motor' }).optional(),
  sunWindSensor: z.boolean({ error: 'Svar ja eller nei på sol- og vindsensor' }).optional(),
  approvalNeeded: z.boolean({ error: 'Svar ja eller nei på godkjenning fra borettslag eller sameie' }).optional(),
  formToken: z.string().max(500).optional(),
  /** Where the visit came from (web/src/lib/visit-source.ts), kept with the enquiry for the sales report. */
  source: EnquirySourceSchema.optional(),
});
export type EnquiryFormInput = z.input<typeof EnquiryFormSchema>;
export type EnquiryForm = z.infer<typeof EnquiryFormSchema>;

/**
 * The answer of POST /api/email/send. Identical for a mail sent at once, a mail kept for a later
 * retry and a honeypot hit, so a bot learns nothing from it.
 */
export const ContactReceiptSchema = z.object({
  received: z.literal(true),
  message: z.string(),
  /** Photos sent with it (decision 154): how many were taken, and why none were when some were sent. */
  photosReceived: z.number().int().min(0).optional(),
  photosMessage: z.string().optional(),
});
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/**
 * pending: stored, not yet delivered (or being retried); sent: handed to the mailer;
 * failed: the last attempt failed (retried while attempts remain); spam: honeypot filled, never sent;
 * held: arrived over the site-wide ceiling, mailed in the next digest.
 */
export const DeliveryStatusSchema = z.enum(['pending', 'sent', 'failed', 'spam', 'held']);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

/**
 * The older, coarser view of the pipeline that clients from before it still read and send
 * (decision 132): new is stage 'new' and not archived, answered is any later stage, archived is
 * archived at any stage.
 */
export const HandlingStatusSchema = z.enum(['new', 'answered', 'archived']);
export type HandlingStatus = z.infer<typeof HandlingStatusSchema>;
export const HANDLING_LABELS: Record<HandlingStatus, string> = { new: 'Ny', answered: 'Kontaktet', archived: 'Arkivert' };

/** How far an enquiry has come towards a sale (decision 132): Ny → Kontaktet → Tilbud sendt → Vunnet or Tapt. */
export const PipelineStageSchema = z.enum(['new', 'contacted', 'quoted', 'won', 'lost']);
export type PipelineStage = z.infer<typeof PipelineStageSchema>;
export const STAGE_LABELS: Record<PipelineStage, string> = { new: 'Ny', contacted: 'Kontaktet', quoted: 'Tilbud sendt', won: 'Vunnet', lost: 'Tapt' };

/** The reasons the inbox offers for a lost enquiry; any other text may be written instead. */
export const LOST_REASONS = ['Pris', 'Valgte en annen leverandør', 'Utsatt', 'Ingen respons'] as const;

/** The handling an older client sees for a stage and archive flag. */
export function handlingOf(stage: PipelineStage, archived: boolean): HandlingStatus {
  return archived ? 'archived' : stage === 'new' ? 'new' : 'answered';
}

/**
 * The stage of an enquiry stored before the pipeline, read from its handling: answered became
 * contacted; an archived one counts as contacted when it had been answered.
 */
export function stageOfHandling(handling: HandlingStatus | undefined, answeredAt: string | null | undefined): PipelineStage {
  return handling === 'answered' || (handling === 'archived' && answeredAt) ? 'contacted' : 'new';
}

/** A quote's sum in whole kroner. */
export const AmountNokSchema = z
  .number({ error: 'Skriv beløpet i hele kroner' })
  .int('Skriv beløpet i hele kroner')
  .min(0, 'Beløpet kan ikke være negativt')
  .max(1_000_000_000, 'Beløpet er for stort');

/** One change of an enquiry's pipeline: the state it left the enquiry in, when, and who made it. */
export const PipelineEventSchema = z.object({
  at: z.string(),
  by: z.string(),
  stage: PipelineStageSchema,
  archived: z.boolean(),
  amountNok: z.number().nullable(),
  lostReason: z.string().nullable(),
});
export type PipelineEvent = z.infer<typeof PipelineEventSchema>;


/** The product a product enquiry came from, as it was when the request arrived. */
export const EnquiryProductSchema = z.object({ id: z.string(), title: z.string(), path: z.string() });
export type EnquiryProduct = z.infer<typeof EnquiryProductSchema>;

/** An internal note on an enquiry: only ever added, never edited. */
export const EnquiryNoteSchema = z.object({ at: z.string(), by: z.string(), text: z.string() });
export type EnquiryNote = z.infer<typeof EnquiryNoteSchema>;

/** What a product enquiry adds to a message. */
export const QuoteDetailsSchema = z.object({
  postcode: z.string(),
  widthCm: z.number().nullable(),
  heightCm: z.number().nullable(),
  siteVisit: z.boolean(),
  /** Added with photos (decision 154); requests stored before have none. */
  wallHeightCm: z.number().nullable().optional(),
  wallMaterial: z.enum(WALL_MATERIALS).nullable().optional(),
  facing: z.enum(WALL_FACINGS).nullable().optional(),
  motor: z.boolean().nullable().optional(),
  sunWindSensor: z.boolean().nullable().optional(),
  approvalNeeded: z.boolean().nullable().optional(),
});
export type QuoteDetails = z.infer<typeof QuoteDetailsSchema>;

/** Why a message was stored as spam (never mailed, can be brought back). */
export const SpamReasonSchema = z.enum(['honeypot', 'time-trap', 'links']);
export type SpamReason = z.infer<typeof SpamReasonSchema>;

/**
 * SendGrid reported that the company's notification of this enquiry did not arrive (decision 133):
 * a bounce, a drop, or a deferral that lasted too long. Shown in the inbox as 'Ikke levert'.
 */
export const UndeliveredSchema = z.object({ event: z.enum(['bounce', 'dropped', 'deferred']), reason: z.string(), at: z.string() });
export type Undelivered = z.infer<typeof UndeliveredSchema>;
export const UNDELIVERED_LABEL = 'Ikke levert';

/**
 * The site visit an enquiry was made by (decision 149): its booking, its start (an instant in UTC,
 * following each move) and whether it is cancelled (decision 151); enquiries stored before that have
 * no status and are booked.
 */
export const EnquiryBookingSchema = z.object({ id: z.string(), start: z.string(), status: z.enum(['booked', 'cancelled']).optional() });
export type EnquiryBooking = z.infer<typeof EnquiryBookingSchema>;

/**
 * A photo sent with an enquiry (decision 154), as stored: re-encoded as JPEG without metadata, at
 * most 2,560 px on its long side; `bytes` is the stored size. Kept under `enquiry-photos/{enquiryId}/`.
 */
export const ENQUIRY_PHOTO_PREFIX = 'enquiry-photos/';
/** Where an enquiry's photo is stored: the full size, or its thumbnail (`-w320`). Never under raw/ or optimized/. */
export function enquiryPhotoPath(enquiryId: string, photoId: string, thumbnail = false): string {
  return `${ENQUIRY_PHOTO_PREFIX}${enquiryId}/${photoId}${thumbnail ? '-w320' : ''}.jpg`;
}
export const EnquiryPhotoSchema = z.object({ id: z.string().regex(/^[a-f0-9]{16,32}$/), width: z.number().int(), height: z.number().int(), bytes: z.number().int() });
export type EnquiryPhoto = z.infer<typeof EnquiryPhotoSchema>;

/** GET /api/messages/{id}/photos/{photoId}: `w=320` answers the thumbnail instead of the full size. */
export const EnquiryPhotoParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Unknown message id'), photoId: z.string().regex(/^[a-f0-9]{16,32}$/, 'Unknown photo id') });
export const EnquiryPhotoQuerySchema = z.object({ w: z.literal('320').optional() });

/** A message as stored in `messages/{id}` (without the id, which is the document's name). */
export const StoredEnquiryDocSchema = z.looseObject({
  name: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  subject: z.string(),
  message: z.string(),
  status: DeliveryStatusSchema,
  attempts: z.number().int().min(0),
  lastError: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  /** When the scheduled retry may try again; null when nothing is left to do. */
  next_attempt_at: z.string().nullable().optional(),
  /** Messages stored before the enquiry inbox have none of these: new, no product, no notes. */
  handling: HandlingStatusSchema.optional(),
  product: EnquiryProductSchema.nullable().optional(),
  notes: z.array(EnquiryNoteSchema).optional(),
  quote: QuoteDetailsSchema.nullable().optional(),
  spamReason: SpamReasonSchema.nullable().optional(),
  answered_at: z.string().nullable().optional(),
  undelivered: UndeliveredSchema.nullable().optional(),
  /** The pipeline (decision 132); enquiries stored before it have none and are read from `handling`. */
  stage: PipelineStageSchema.optional(),
  archived: z.boolean().optional(),
  amountNok: z.number().nullable().optional(),
  lostReason: z.string().nullable().optional(),
  pipelineHistory: z.array(PipelineEventSchema).optional(),
  /** When the staff address was reminded that it waited past its answer time (at most once). */
  reminded_at: z.string().nullable().optional(),
  /** A malformed source never hides the enquiry: it is read as unknown. */
  source: EnquirySourceSchema.nullable().optional().catch(null),
  booking: EnquiryBookingSchema.nullable().optional().catch(null),
  photos: z.array(EnquiryPhotoSchema).optional(),
  /** The photos' bytes as received, for the site-wide hourly ceiling (ENQUIRY_PHOTO_BYTES_PER_HOUR). */
  photoBytesReceived: z.number().int().optional(),
});

/** GET /api/messages: one stored message with its delivery status. */
export const StoredEnquirySchema = z.object({
  id: z.string(),
  name: z.string(),
  contactPhone: z.string(),
  contactEmail: z.string(),
  subject: z.string(),
  message: z.string(),
  status: DeliveryStatusSchema,
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  next_attempt_at: z.string().nullable().optional(),
  handling: HandlingStatusSchema,
  product: EnquiryProductSchema.nullable(),
  notes: z.array(EnquiryNoteSchema),
  quote: QuoteDetailsSchema.nullable(),
  spamReason: SpamReasonSchema.nullable(),
  /** When staff first moved it on from Ny (the first contact). */
  answered_at: z.string().nullable(),
  /** Set when SendGrid reports the notification mail undelivered; absent or null otherwise. */
  undelivered: UndeliveredSchema.nullable().optional(),
  stage: PipelineStageSchema,
  archived: z.boolean(),
  /** The quote's sum in kroner, set with 'Tilbud sendt' and kept through won or lost. */
  amountNok: z.number().nullable(),
  /** Why it was lost (one of LOST_REASONS or free text); null unless the stage is lost. */
  lostReason: z.string().nullable(),
  /** Every pipeline change, oldest first. */
  pipelineHistory: z.array(PipelineEventSchema),
  /** Where the visit came from; null when it was not captured. */
  source: EnquirySourceSchema.nullable(),
  /** When the staff address was reminded that it waited past its answer time; null until then. */
  reminded_at: z.string().nullable(),
  /** The site visit booked with it; absent or null for an enquiry from a form. */
  booking: EnquiryBookingSchema.nullable().optional(),
  /** The photos sent with it (decision 154); absent or empty when none. */
  photos: z.array(EnquiryPhotoSchema).optional(),
  photoBytesReceived: z.number().int().optional(),
});
export type StoredEnquiry = z.infer<typeof StoredEnquirySchema>;

/** The pipeline of an enquiry that just arrived: new, not archived, no sum, no reason, no history. */
export function newEnquiryPipeline(): Pick<StoredEnquiry, 'stage' | 'archived' | 'amountNok' | 'lostReason' | 'pipelineHistory'> {
  return { stage: 'new', archived: false, amountNok: null, lostReason: null, pipelineHistory: [] };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The inbox's filters (GET /api/messages and its CSV export): handling, stage and delivery status, the
 * product a quote came from, where the visit came from (source, campaign), a search over name, e-mail, phone and text, and a date range
 * (YYYY-MM-DD, Norwegian time, both days included).
 */
export const EnquiryFilterSchema = z.object({
  handling: HandlingStatusSchema.optional(),
  stage: PipelineStageSchema.optional(),
  status: DeliveryStatusSchema.optional(),
  productId: IdSchema.optional(),
  /** Where the visit came from: its utm_source, else the other site's host (case ignored). */
  source: z.string().trim().max(200).optional(),
  /** The campaign link's utm_campaign (case ignored). */
  campaign: z.string().trim().max(200).optional(),
  q: z.string().trim().max(200).optional(),
  from: z.string().regex(DAY, 'from: skriv datoen som ÅÅÅÅ-MM-DD').optional(),
  to: z.string().regex(DAY, 'to: skriv datoen som ÅÅÅÅ-MM-DD').optional(),
});
export type EnquiryFilter = z.infer<typeof EnquiryFilterSchema>;

/** GET /api/messages: the filters, and how many of the newest matching messages to return. */
export const EnquiryListQuerySchema = EnquiryFilterSchema.extend({ limit: z.coerce.number().int().min(1).max(500).default(200) });
export type EnquiryListQuery = z.infer<typeof EnquiryListQuerySchema>;

/** A message's id: Firestore's auto ids (20 letters and digits). */
export const EnquiryIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Unknown message id') });

/**
 * PATCH /api/messages/{id}: a pipeline stage (with `amountNok`, required for 'quoted' and allowed
 * for 'won'; with `lostReason`, required for 'lost'), archived or not, a note to add, or 'not spam'
 * (back to Ny, and mailed). `handling` is the older clients' way to say new, answered or archived.
 */
export const EnquiryPatchSchema = z
  .object({
    handling: HandlingStatusSchema.optional(),
    stage: PipelineStageSchema.optional(),
    amountNok: AmountNokSchema.optional(),
    lostReason: z.string().trim().min(1, 'Skriv hvorfor henvendelsen ble tapt').max(200, 'Grunnen kan ha høyst 200 tegn').optional(),
    archived: z.boolean().optional(),
    note: z.string().trim().min(1, 'Notatet er tomt').max(2000, 'Notatet kan ha høyst 2000 tegn').optional(),
    notSpam: z.literal(true).optional(),
  })
  .superRefine((p, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (p.stage === 'quoted' && p.amountNok === undefined) issue('amountNok', 'Tilbud sendt trenger tilbudets beløp i kroner');
    if (p.amountNok !== undefined && p.stage !== 'quoted' && p.stage !== 'won') issue('amountNok', 'Et beløp hører til Tilbud sendt eller Vunnet');
    if (p.stage === 'lost' && p.lostReason === undefined) issue('lostReason', 'Velg eller skriv hvorfor henvendelsen ble tapt');
    if (p.lostReason !== undefined && p.stage !== 'lost') issue('lostReason', 'En grunn hører bare til Tapt');
    if (p.handling !== undefined && (p.stage !== undefined || p.archived !== undefined)) issue('handling', 'Send enten handling eller stage/archived');
  })
  .refine((p) => [p.handling, p.stage, p.archived, p.note, p.notSpam].some((v) => v !== undefined), { message: 'Nothing to change: send stage, archived, handling, note or notSpam' });
export type EnquiryPatch = z.infer<typeof EnquiryPatchSchema>;

/** The answer time's figures (decision 132): which enquiries wait past it now, and how the last 30 days went. */
export const AnswerTimesSchema = z.object({
  /** The answer time in working hours, counted inside the opening hours. */
  answerWithinHours: z.number().int(),
  /** New enquiries waiting past their answer time, newest first (at most 500). */
  overdueIds: z.array(z.string()),
  last30Days: z.object({
    enquiries: z.number().int(),
    /** The median working minutes (inside the opening hours, as the answer time) from arrival to first contact; null when none was contacted. */
    medianFirstContactMinutes: z.number().int().nullable(),
    /** Contacted after the answer time, or still new past it. */
    late: z.number().int(),
  }),
});
export type AnswerTimes = z.infer<typeof AnswerTimesSchema>;

/** GET /api/messages/count: what the dashboard and the user menu show; `overdue` counts the new enquiries past their answer time. */
export const EnquiryCountSchema = AnswerTimesSchema.extend({ new: z.number().int(), overdue: z.number().int() });
export type EnquiryCount = z.infer<typeof EnquiryCountSchema>;

/** GET /api/email/token: the time trap's token, fetched when a visitor first focuses a field. */
export const FormTokenSchema = z.object({ token: z.string() });
export type FormToken = z.infer<typeof FormTokenSchema>;

/** POST /api/messages/purge (and the nightly job): what the retention deleted. */
export const EnquiryPurgeResultSchema = z.object({
  retentionMonths: z.number().int(),
  deleted: z.number().int(),
  spamDeleted: z.number().int(),
  before: IsoDateSchema,
});
export type EnquiryPurgeResult = z.infer<typeof EnquiryPurgeResultSchema>;
