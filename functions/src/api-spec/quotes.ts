import {
  PublicQuoteSchema,
  QuoteAcceptSchema,
  QuoteCreateSchema,
  QuoteDeclineSchema,
  QuoteExpiringQuerySchema,
  QuoteIdParamsSchema,
  QuoteListQuerySchema,
  QuotePatchSchema,
  QuoteSchema,
  QuoteSentSchema,
  QuoteTokenParamsSchema,
} from '@rms/schema';
import { z } from 'zod';
import { staffErrors, type RouteSpec } from './registry';

const quoteAnswer = z.object({ quote: QuoteSchema });
const bad = { status: 400, when: 'VALIDATION_FAILED, nothing stored; `issues` name the field (no lines, more than 100, a negative or badly written price or quantity, an unknown price type, a customer without name or e-mail)' };
const gone = {
  status: 410,
  when: "GONE: expired (past the end of its last valid day, Oslo time; `details: {reason: 'expired', phone, validUntil}`) or replaced by a newer version (`details: {reason: 'replaced', replacedBy}`: the customer's link to the version that replaced it)",
};
const unknown = { status: 404, when: 'no sent quote has this token (malformed ones too); never cached' };
const privately = '`Cache-Control: private, no-store`, `X-Robots-Tag: noindex, nofollow`.';

/** Quotes on enquiries, accepted online (decision 152). */
export const quoteRouteSpecs: RouteSpec[] = [
  {
    method: 'POST',
    path: '/api/quotes',
    summary:
      "A draft quote on enquiry `enquiryId`: `customer {name, email, phone?, address?}` (address: where the work is done), `lines [{description, quantity, unitPriceNok}]` (1–100; whole quantities 1–10 000; `unitPriceNok` kroner including VAT as a number or a decimal string with at most two decimals, read exactly into integer øre), `priceType` `fixed` | `estimate` | `indication`, `validDays` (default 30), `deliveryWeeks` (or null), `note`. Sums are integer øre on the server: a line is quantity × unit price, the total including VAT their sum, VAT = total × 25/125 rounded half-up to whole øre, net = total − VAT. Answers `totalOre`, `vatOre`, `netOre` and the same as kroner with two decimals (`totalNok`, `vatNok`, `netNok`). The number is `YYYY-NNNN` of the Oslo year, without gaps or duplicates also when made at once (a `quote-numbers/{year}-{n}` document created in the same batch as the quote). Audited (`quote.create`).",
    auth: 'staff',
    body: QuoteCreateSchema,
    response: quoteAnswer,
    errors: [bad, ...staffErrors, { status: 404, when: 'no such enquiry' }, { status: 415, when: 'the body is not JSON' }],
  },
  {
    method: 'GET',
    path: '/api/quotes',
    summary:
      "Every version of every quote on the enquiry `enquiryId`, by number and version; `status` is `draft`, `sent`, `viewed`, `accepted`, `declined`, `replaced` or `expired` (sent or seen, past `validUntil` in Oslo). With `expiringWithinDays` (0–30) instead, the dashboard's list: sent or seen versions, neither answered nor replaced, whose last valid day (Oslo) is today or at most that many days ahead, soonest first.",
    auth: 'staff',
    query: z.union([QuoteListQuerySchema, QuoteExpiringQuerySchema]),
    response: QuoteSchema.array(),
    errors: [{ status: 400, when: '`enquiryId` missing or malformed, or `expiringWithinDays` not a whole number from 0 to 30' }, ...staffErrors],
  },
  {
    method: 'GET',
    path: '/api/quotes/{id}',
    summary: 'One version of a quote, as the list answers it.',
    auth: 'staff',
    params: QuoteIdParamsSchema,
    response: quoteAnswer,
    errors: [...staffErrors, { status: 404, when: 'no such quote' }],
  },
  {
    method: 'GET',
    path: '/api/quotes/{id}/pdf',
    summary: 'The PDF of a version (`application/pdf`): for a sent one the exact bytes the customer got; for a draft the PDF as it would be sent now. `Cache-Control: private, no-store`.',
    auth: 'staff',
    params: QuoteIdParamsSchema,
    errors: [...staffErrors, { status: 404, when: 'no such quote' }],
  },
  {
    method: 'PATCH',
    path: '/api/quotes/{id}',
    summary:
      "Changes any of POST's fields but `enquiryId`, with the `modified_at` the edit started from. A draft is changed in place. A sent, seen, declined or expired version is left as it is and a new draft version with the same number (`version` + 1, `replaces` the old id) holds the change: send it to replace the old one. Staff extend an expired quote this way (a new `validDays`). Answers the version that holds the change. Audited (`quote.update`, or `quote.version` on the enquiry's history too).",
    auth: 'staff',
    params: QuoteIdParamsSchema,
    body: QuotePatchSchema,
    response: quoteAnswer,
    errors: [
      bad,
      ...staffErrors,
      { status: 404, when: 'no such quote' },
      { status: 409, when: 'CONFLICT, nothing written: `modified_at` is not the stored one, the quote is accepted, it was replaced, or a draft of its next version exists already' },
      { status: 415, when: 'the body is not JSON' },
    ],
  },
  {
    method: 'POST',
    path: '/api/quotes/{id}/send',
    summary:
      "Sends a draft: freezes the company's facts (name, organisation number, address) and the terms from Innstillinger, sets `sent_at` and `validUntil` (the Oslo day of sending + `validDays`), makes the PDF (pdfkit, real text) and keeps its bytes and SHA-256, and a link `SITE_URL/tilbud/{token}` (32 random bytes; only the SHA-256 is stored, `link` is in this answer only). The customer gets a mail with the link and the PDF attached (`mailed` false: logged, the link is still answered). The version it replaces becomes `replaced` pointing to it. The enquiry moves to Tilbud sendt with the total in whole kroner as its amount, through the pipeline, with a note on its history. No body. Audited (`quote.send`).",
    auth: 'staff',
    params: QuoteIdParamsSchema,
    response: QuoteSentSchema,
    errors: [...staffErrors, { status: 404, when: 'no such quote' }, { status: 409, when: 'CONFLICT: already sent, changed meanwhile, or the customer accepted the version it would replace' }],
  },
  {
    method: 'GET',
    path: '/api/quotes/public/{token}',
    summary: `The quote a customer's link opens, as its PDF prints it: company, customer name and address, number and version, date, \`validUntil\`, lines, sums, the price type's fixed wording, delivery weeks, note, terms, and \`accepted {at, name}\` or \`declined {at}\`. The first view of a sent quote marks it \`viewed\` (on the enquiry's history and audited as \`quote.view\`). ${privately}`,
    auth: 'public',
    params: QuoteTokenParamsSchema,
    response: PublicQuoteSchema,
    errors: [unknown, gone],
  },
  {
    method: 'GET',
    path: '/api/quotes/public/{token}/pdf',
    summary: `The exact PDF that was sent (\`application/pdf\`). ${privately}`,
    auth: 'public',
    params: QuoteTokenParamsSchema,
    errors: [unknown, gone],
  },
  {
    method: 'POST',
    path: '/api/quotes/public/{token}/accept',
    summary: `The customer accepts: \`{name}\` as JSON, or the page's plain HTML form (urlencoded, \`name\` and the ticked box \`accepted=on\` for 'Jeg aksepterer tilbudet', answered 303 back to \`/tilbud/{token}?svar=akseptert\`, or \`?feil=<field or code>\` when refused). Keeps the time, the typed name, an HMAC of the client address (never the address) and the SHA-256 of the exact PDF sent; the quote is \`accepted\`, the enquiry moves to Vunnet with the total. The customer gets a confirmation with that PDF and MAIL_TO a notice. A second accept changes nothing and answers the same. Audited (\`quote.accept\`). ${privately}`,
    auth: 'public',
    params: QuoteTokenParamsSchema,
    body: QuoteAcceptSchema,
    response: PublicQuoteSchema,
    errors: [{ status: 400, when: 'no name, or a form post without the ticked box (Norwegian message)' }, unknown, { status: 409, when: 'CONFLICT: the quote was declined' }, gone],
  },
  {
    method: 'POST',
    path: '/api/quotes/public/{token}/decline',
    summary: `The customer declines, with an optional \`reason\` (JSON or the page's form, 303 back to \`?svar=avslatt\`): the quote is \`declined\`, the enquiry moves to Tapt with the reason (or 'Kunden avslo tilbudet'), MAIL_TO gets a notice. Declining twice changes nothing. Audited (\`quote.decline\`). ${privately}`,
    auth: 'public',
    params: QuoteTokenParamsSchema,
    body: QuoteDeclineSchema,
    response: PublicQuoteSchema,
    errors: [{ status: 400, when: 'a reason longer than 1000 characters' }, unknown, { status: 409, when: 'CONFLICT: the quote was accepted' }, gone],
  },
];
