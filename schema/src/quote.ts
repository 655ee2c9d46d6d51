import { z } from 'zod';
import { EmailSchema } from './settings';
import { addDays, osloDay } from './stats';

/**
 * Quotes ('Tilbud') on an enquiry, sent as a page and a PDF and accepted online (decision 152).
 * Money is integer øre everywhere on the server; the API takes unit prices as kroner including VAT
 * (at most two decimals) and converts them at once, exactly, with `nokToOre`.
 */

/** The price types and the Norwegian law's wording each prints (håndverkertjenesteloven § 32). */
export const QUOTE_PRICE_TYPES = ['fixed', 'estimate', 'indication'] as const;
export const QuotePriceTypeSchema = z.enum(QUOTE_PRICE_TYPES, { error: 'Velg pristype: fastpris, prisoverslag eller uforpliktende prisantydning' });
export type QuotePriceType = z.infer<typeof QuotePriceTypeSchema>;

export const PRICE_TYPE_LABELS: Record<QuotePriceType, string> = {
  fixed: 'Fastpris',
  estimate: 'Prisoverslag',
  indication: 'Uforpliktende prisantydning',
};

/** The fixed wording printed under the sums; staff cannot change it (the seller must prove which kind was given). */
export const PRICE_TYPE_WORDING: Record<QuotePriceType, string> = {
  fixed: 'Fastpris: prisen i dette tilbudet er fast og endres ikke, med mindre du selv ber om endringer i arbeidet eller leveransen.',
  estimate:
    'Prisoverslag: den endelige prisen vil ikke overstige dette overslaget med mer enn 15 % (håndverkertjenesteloven § 32).',
  indication:
    'Uforpliktende prisantydning: dette er ikke et bindende tilbud eller prisoverslag. Den endelige prisen kan bli høyere eller lavere enn antydet.',
};

/**
 * Where a quote stands. `expired` is never stored: a sent or seen quote is expired once the Norwegian
 * day is past its `validUntil` (the answer says so). `replaced`: a newer version was sent in its place.
 */
export const QUOTE_STATUSES = ['draft', 'sent', 'viewed', 'accepted', 'declined', 'replaced', 'expired'] as const;
export const QuoteStatusSchema = z.enum(QUOTE_STATUSES);
export type QuoteStatus = z.infer<typeof QuoteStatusSchema>;
export type StoredQuoteStatus = Exclude<QuoteStatus, 'expired'>;

export const QUOTE_STATUS_LABELS: Record<QuoteStatus, string> = {
  draft: 'Utkast',
  sent: 'Sendt',
  viewed: 'Sett',
  accepted: 'Akseptert',
  declined: 'Avslått',
  replaced: 'Erstattet',
  expired: 'Utløpt',
};

export const MAX_QUOTE_LINES = 100;
export const DEFAULT_QUOTE_VALID_DAYS = 30;
/** The VAT rate on consumer prices, in percent; prices are stated including it. */
export const VAT_PERCENT = 25;
/** The words the customer ticks before 'Aksepter'. */
export const QUOTE_ACCEPT_WORDS = 'Jeg aksepterer tilbudet';

/** The largest unit price (kroner incl. VAT) and quantity a line takes: sums stay exact integers. */
export const MAX_UNIT_PRICE_NOK = 10_000_000;
export const MAX_QUANTITY = 10_000;

const NOK_PATTERN = /^(\d{1,8})(?:[.,](\d{1,2}))?$/;
const PRICE_MESSAGE = 'Skriv enhetsprisen i kroner med høyst to desimaler, f.eks. 1249,50';

/**
 * Kroner (a number or a decimal string, '.' or ',' before at most two decimals) as integer øre, exactly:
 * the decimal's own digits are read, never multiplied as a float (19.99 → 1999, not 1998.9999…).
 * null for anything else (negative, three decimals, exponent notation, too large).
 */
export function nokToOre(value: number | string): number | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  // A number's shortest round-trip text is the decimal the sender meant (19.99 → '19.99').
  const text = typeof value === 'number' ? String(value) : value.trim();
  const m = NOK_PATTERN.exec(text);
  if (!m) return null;
  const ore = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return ore > MAX_UNIT_PRICE_NOK * 100 ? null : ore;
}

/** Øre as kroner with two decimals, as a number for JSON answers (123456 → 1234.56). */
export function oreToNok(ore: number): number {
  return Number(`${Math.trunc(ore / 100)}.${String(Math.abs(ore % 100)).padStart(2, '0')}`);
}

const groups = new Intl.NumberFormat('nb-NO', { maximumFractionDigits: 0, useGrouping: true });

/**
 * Øre the Norwegian way for quotes: 'kr 12 345,00', a no-break space (U+00A0) between 'kr' and the
 * digits and between thousands (Intl's grouping; a narrow no-break space becomes U+00A0, which the
 * PDF's standard fonts have). One formatter for the PDF, the page and the mails.
 */
export function formatOre(ore: number): string {
  const sign = ore < 0 ? '−' : '';
  const abs = Math.abs(ore);
  const kroner = groups.format(Math.trunc(abs / 100)).replace(/[\s\u202f]/g, '\u00a0');
  return `kr\u00a0${sign}${kroner},${String(abs % 100).padStart(2, '0')}`;
}

/** The VAT inside a price including 25 % VAT: total × 25/125 rounded half-up to whole øre. */
export function vatOfTotal(totalOre: number): number {
  // total/5 has a remainder of 0–4 fifths; half-up rounds 3 and 4 fifths up (2.5 cannot occur).
  return Math.floor((totalOre * 2 + 5) / 10);
}

export interface QuoteSums {
  /** quantity × unit price of each line, in the lines' order. */
  lineTotalsOre: number[];
  /** The sum of the lines: what the customer pays, VAT included. */
  totalOre: number;
  /** Of which VAT 25 %. */
  vatOre: number;
  /** The sum before VAT: total − VAT, so the parts always add up. */
  netOre: number;
}

/** A quote's sums in øre from its lines (unit prices in øre including VAT). */
export function quoteSums(lines: readonly { quantity: number; unitPriceOre: number }[]): QuoteSums {
  const lineTotalsOre = lines.map((line) => line.quantity * line.unitPriceOre);
  const totalOre = lineTotalsOre.reduce((sum, n) => sum + n, 0);
  const vatOre = vatOfTotal(totalOre);
  return { lineTotalsOre, totalOre, vatOre, netOre: totalOre - vatOre };
}

/** The last day a quote sent on `sentAt` for `validDays` days can be accepted (Norwegian day, YYYY-MM-DD). */
export function quoteValidUntil(sentAt: Date, validDays: number): string {
  return addDays(osloDay(sentAt), validDays);
}

/** Whether the Norwegian day is past the quote's last valid day (so it can no longer be accepted). */
export function isQuoteExpired(validUntil: string | null, now: Date = new Date()): boolean {
  return validUntil !== null && osloDay(now) > validUntil;
}

/** '2026-0007', and ' v2' from the second version on. */
export function quoteLabel(number: string, version: number): string {
  return version > 1 ? `${number} v${version}` : number;
}

const text = (label: string, max: number) =>
  z.string({ error: `${label} må fylles ut` }).trim().min(1, `${label} må fylles ut`).max(max, `${label} kan ha høyst ${max} tegn`);

/** The customer the quote is made out to; prefilled from the enquiry. `address`: where the work is done. */
export const QuoteCustomerSchema = z.object({
  name: text('Navn', 100),
  email: EmailSchema,
  phone: z.string().trim().max(30, 'Telefonnummeret kan ha høyst 30 tegn').optional(),
  address: z.string().trim().max(300, 'Adressen kan ha høyst 300 tegn').optional(),
});
export type QuoteCustomer = z.infer<typeof QuoteCustomerSchema>;

/** Kroner including VAT as sent: a number or a decimal string, at most two decimals, not negative. */
export const UnitPriceNokSchema = z
  .union([z.number({ error: PRICE_MESSAGE }), z.string({ error: PRICE_MESSAGE })], { error: PRICE_MESSAGE })
  .superRefine((value, ctx) => {
    if ((typeof value === 'number' && value < 0) || (typeof value === 'string' && value.trim().startsWith('-'))) {
      ctx.addIssue({ code: 'custom', message: 'Enhetsprisen kan ikke være negativ' });
    } else if (nokToOre(value) === null) {
      ctx.addIssue({ code: 'custom', message: PRICE_MESSAGE });
    }
  });

/** One line as the API takes it. Quantities are whole numbers (1 markise, 3 screens). */
export const QuoteLineInputSchema = z.object({
  description: text('Beskrivelsen', 500),
  quantity: z
    .number({ error: 'Skriv antallet som et tall' })
    .int('Antallet må være et helt tall')
    .min(1, 'Antallet må være minst 1')
    .max(MAX_QUANTITY, `Antallet kan være høyst ${MAX_QUANTITY}`),
  unitPriceNok: UnitPriceNokSchema,
});
export type QuoteLineInput = z.input<typeof QuoteLineInputSchema>;

const quoteFields = {
  customer: QuoteCustomerSchema,
  lines: z
    .array(QuoteLineInputSchema, { error: 'Tilbudet må ha linjer' })
    .min(1, 'Tilbudet må ha minst én linje')
    .max(MAX_QUOTE_LINES, `Tilbudet kan ha høyst ${MAX_QUOTE_LINES} linjer`),
  priceType: QuotePriceTypeSchema,
  validDays: z.number({ error: 'Skriv gyldigheten i dager' }).int('Skriv gyldigheten i hele dager').min(1, 'Tilbudet må gjelde minst 1 dag').max(365, 'Tilbudet kan gjelde høyst 365 dager'),
  deliveryWeeks: z.number({ error: 'Skriv leveringstiden i uker' }).int('Skriv leveringstiden i hele uker').min(0, 'Leveringstiden kan ikke være negativ').max(104, 'Leveringstiden kan være høyst 104 uker').nullable(),
  note: z.string().trim().max(2000, 'Merknaden kan ha høyst 2000 tegn'),
};

/** POST /api/quotes: a draft quote on an enquiry. */
export const QuoteCreateSchema = z.object({
  enquiryId: z.string({ error: 'enquiryId mangler' }).regex(/^[A-Za-z0-9]{1,64}$/, 'Ukjent henvendelse'),
  ...quoteFields,
  validDays: quoteFields.validDays.default(DEFAULT_QUOTE_VALID_DAYS),
  deliveryWeeks: quoteFields.deliveryWeeks.default(null),
  note: quoteFields.note.default(''),
});
export type QuoteCreateInput = z.input<typeof QuoteCreateSchema>;
export type QuoteCreate = z.infer<typeof QuoteCreateSchema>;

/**
 * PATCH /api/quotes/{id}: any of the fields, with the `modified_at` the edit started from (409 when
 * stale). A draft is changed in place; a sent, seen, declined or expired one gets a new draft version
 * with the same number (extending an expired quote is a PATCH of `validDays`); an accepted one is 409.
 */
export const QuotePatchSchema = z.object({
  customer: quoteFields.customer.optional(),
  lines: quoteFields.lines.optional(),
  priceType: quoteFields.priceType.optional(),
  validDays: quoteFields.validDays.optional(),
  deliveryWeeks: quoteFields.deliveryWeeks.optional(),
  note: quoteFields.note.optional(),
  modified_at: z.iso.datetime({ offset: true, error: 'modified_at mangler: last tilbudet på nytt' }),
});
export type QuotePatchInput = z.input<typeof QuotePatchSchema>;
export type QuotePatch = z.infer<typeof QuotePatchSchema>;

/** GET /api/quotes?enquiryId= */
export const QuoteListQuerySchema = z.object({ enquiryId: z.string({ error: 'enquiryId mangler' }).regex(/^[A-Za-z0-9]{1,64}$/, 'Ukjent henvendelse') });

/** The longest look ahead of GET /api/quotes?expiringWithinDays= (the dashboard asks for 3). */
export const MAX_EXPIRING_WITHIN_DAYS = 30;

/**
 * GET /api/quotes?expiringWithinDays=: sent or seen quotes, unanswered, whose last valid day (Oslo)
 * is today or at most this many days ahead.
 */
export const QuoteExpiringQuerySchema = z.object({
  expiringWithinDays: z.coerce
    .number({ error: 'expiringWithinDays må være et tall' })
    .int('expiringWithinDays må være et helt antall dager')
    .min(0, 'expiringWithinDays kan ikke være negativ')
    .max(MAX_EXPIRING_WITHIN_DAYS, `expiringWithinDays kan være høyst ${MAX_EXPIRING_WITHIN_DAYS}`),
});

export const QuoteIdParamsSchema = z.object({ id: z.string().regex(/^[A-Za-z0-9]{1,64}$/, 'Ukjent tilbud') });
export const QuoteTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'Ukjent tilbud') });

export const QUOTE_TICK_MESSAGE = `Kryss av for «${QUOTE_ACCEPT_WORDS}»`;

/**
 * POST /api/quotes/public/{token}/accept: `{name}` as JSON, or the page's plain HTML form, whose
 * tick box `accepted` ('on') must then be there; when sent, it must say yes.
 */
export const QuoteAcceptSchema = z.object({
  name: text('Navnet ditt', 100),
  accepted: z.union([z.literal(true), z.literal('on'), z.literal('true')], { error: QUOTE_TICK_MESSAGE }).optional(),
});
export type QuoteAcceptInput = z.input<typeof QuoteAcceptSchema>;

/** POST /api/quotes/public/{token}/decline */
export const QuoteDeclineSchema = z.object({ reason: z.string().trim().max(1000, 'Grunnen kan ha høyst 1000 tegn').optional() });

/** A line as stored (øre) and answered (øre and kroner). */
export const StoredQuoteLineSchema = z.object({ description: z.string(), quantity: z.number().int(), unitPriceOre: z.number().int() });
export type StoredQuoteLine = z.infer<typeof StoredQuoteLineSchema>;
export const QuoteLineSchema = StoredQuoteLineSchema.extend({ unitPriceNok: z.number(), lineTotalOre: z.number().int(), lineTotalNok: z.number() });
export type QuoteLine = z.infer<typeof QuoteLineSchema>;

/** The company's facts printed on a quote (from Innstillinger). */
export const QuoteCompanySchema = z.object({
  name: z.string(),
  orgNumber: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  phone: z.string(),
  email: z.string(),
});
export type QuoteCompany = z.infer<typeof QuoteCompanySchema>;

/** `quotes/{id}`: one version of a quote. Its token is kept only as SHA-256 (`tokenHashes`). */
export const StoredQuoteDocSchema = z.object({
  enquiryId: z.string(),
  number: z.string(),
  version: z.number().int().min(1),
  status: QuoteStatusSchema.exclude(['expired']),
  customer: QuoteCustomerSchema,
  lines: z.array(StoredQuoteLineSchema),
  priceType: QuotePriceTypeSchema,
  validDays: z.number().int(),
  deliveryWeeks: z.number().int().nullable(),
  note: z.string(),
  totalOre: z.number().int(),
  vatOre: z.number().int(),
  netOre: z.number().int(),
  created_at: z.string(),
  created_by: z.string(),
  modified_at: z.string(),
  sent_at: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The terms and company facts as printed when sent (settings may change later); null for a draft. */
  terms: z.string().nullable(),
  company: QuoteCompanySchema.nullable(),
  viewed_at: z.string().nullable(),
  accepted: z.object({ at: z.string(), name: z.string(), addressHash: z.string(), pdfSha256: z.string() }).nullable(),
  declined: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
  tokenHashes: z.array(z.string()),
  /** The exact PDF sent to the customer (base64; kept with the quote, so backups and erasure take it too); null for a draft. */
  pdfBase64: z.string().nullable(),
  /** SHA-256 (hex) of those bytes. */
  pdfSha256: z.string().nullable(),
});
export type StoredQuoteDoc = z.infer<typeof StoredQuoteDocSchema>;

/** What staff and the customer both read of a version: its lines and sums (øre, and kroner derived from them), price type, delivery and note. */
const printedFields = {
  lines: z.array(QuoteLineSchema),
  priceType: QuotePriceTypeSchema,
  deliveryWeeks: z.number().int().nullable(),
  note: z.string(),
  totalOre: z.number().int(),
  vatOre: z.number().int(),
  netOre: z.number().int(),
  totalNok: z.number(),
  vatNok: z.number(),
  netNok: z.number(),
};

/**
 * A quote as staff read it. Sums are integer øre (`totalOre`, `vatOre`, `netOre`) and the same as
 * kroner with two decimals (`totalNok`, `vatNok`, `netNok`), derived from the øre.
 */
export const QuoteSchema = z.object({
  id: z.string(),
  enquiryId: z.string(),
  number: z.string(),
  version: z.number().int(),
  /** '2026-0007 v2' */
  label: z.string(),
  status: QuoteStatusSchema,
  customer: QuoteCustomerSchema,
  validDays: z.number().int(),
  ...printedFields,
  created_at: z.string(),
  modified_at: z.string(),
  sent_at: z.string().nullable(),
  /** The last day it can be accepted (Norwegian day, YYYY-MM-DD); null for a draft. */
  validUntil: z.string().nullable(),
  viewed_at: z.string().nullable(),
  accepted: z.object({ at: z.string(), name: z.string(), pdfSha256: z.string() }).nullable(),
  declined: z.object({ at: z.string(), reason: z.string().nullable() }).nullable(),
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
  /** Staff's copy of the PDF: GET /api/quotes/{id}/pdf (the sent one once sent, else a fresh draft). */
  pdfUrl: z.string(),
});
export type Quote = z.infer<typeof QuoteSchema>;

/** POST /api/quotes/{id}/send: the quote as sent, the customer's link (shown this once; only its hash is kept) and whether the mail went. */
export const QuoteSentSchema = z.object({ quote: QuoteSchema, link: z.string(), mailed: z.boolean() });
export type QuoteSent = z.infer<typeof QuoteSentSchema>;


/**
 * GET /api/quotes/public/{token}: what the customer sees, as the PDF prints it. A replaced quote is
 * 410 with `error.replacedBy` (the newer version's link); an expired one 410 with the company's phone.
 */
export const PublicQuoteSchema = z.object({
  label: z.string(),
  number: z.string(),
  version: z.number().int(),
  status: QuoteStatusSchema,
  company: QuoteCompanySchema,
  customer: QuoteCustomerSchema.pick({ name: true, address: true }),
  date: z.string(),
  validUntil: z.string(),
  ...printedFields,
  priceTypeLabel: z.string(),
  priceTypeWording: z.string(),
  terms: z.string(),
  accepted: z.object({ at: z.string(), name: z.string() }).nullable(),
  declined: z.object({ at: z.string() }).nullable(),
  pdfUrl: z.string(),
});
export type PublicQuote = z.infer<typeof PublicQuoteSchema>;

export const QUOTE_EXPIRED_MESSAGE = 'Tilbudet har gått ut og kan ikke aksepteres. Ring oss, så lager vi et nytt.';
export const QUOTE_REPLACED_MESSAGE = 'Dette tilbudet er erstattet av en nyere versjon.';
export const QUOTE_UNKNOWN_MESSAGE = 'Vi finner ikke dette tilbudet. Sjekk lenken, eller ring oss.';
export const QUOTE_ACCEPTED_MESSAGE = 'Tilbudet er akseptert. Takk! Vi tar kontakt om tidspunkt for levering.';
export const QUOTE_DECLINED_MESSAGE = 'Tilbudet er avslått. Takk for svaret.';
