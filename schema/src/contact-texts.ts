/**
 * The contact form's constants and texts without zod, so the visitor's first load can use them
 * (decision 018); `enquiries.ts` builds the schemas on them and re-exports them.
 */
export const CONTACT_SUBJECT_PREFIX = 'Contact Form: ';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** What a visitor reads after sending, whether the mail left at once or will be retried. */
export const CONTACT_RECEIVED_MESSAGE =
  'Takk for din henvendelse! Vi har mottatt din melding og vil kontakte deg så snart som mulig.';
/** The 429 answer of POST /api/email/send. */
export const CONTACT_RATE_LIMITED_MESSAGE = 'For mange henvendelser. Vent litt og prøv igjen.';
/** Per client: at most this many contact messages per window. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60 * 1000 } as const;
/**
 * Across all senders: at most this many contact messages are mailed one by one per window; the
 * rest are stored as `held` and mailed together as one digest by the scheduled retry (decision 031).
 */
export const CONTACT_SITE_CEILING = { limit: 30, windowMs: 60 * 60 * 1000 } as const;
/** Loose e-mail pattern: something@something.something, no spaces. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * What a bare address never holds but a display name or a list does (`"Kari" <kari@x.no>`, `a@x.no,b@y.no`):
 * the receipt goes to one address as typed, nothing a mail program would read as more (decision 146).
 */
export const NOT_A_BARE_ADDRESS = /[<>"(),;:[\]\\]/;
/** The name field's answer to a link in it: the name is greeted in the visitor's receipt (decision 146). */
export const NAME_LINK_MESSAGE = 'Navnet kan ikke inneholde lenker.';
/**
 * A link in a name: http://, https://, www. or a domain-like token (letters or digits, a dot, then two or
 * more letters: `example.com`). 'Kari N. Berg' is a name: the dot is followed by a space.
 */
export const LINK_IN_NAME = /https?:\/\/|www\.|[\p{L}\p{N}][\p{L}\p{N}-]*\.\p{L}{2,}/iu;

/** Adds CONTACT_SUBJECT_PREFIX ("Contact Form: ") unless the subject already carries it. */
export function withContactPrefix(subject: string): string {
  return subject.startsWith(CONTACT_SUBJECT_PREFIX) ? subject : `${CONTACT_SUBJECT_PREFIX}${subject}`;
}

/** Product enquiries and the enquiry inbox. */
/** Enquiries are kept this many months unless the site settings say otherwise (1–60). */
export const DEFAULT_MESSAGE_RETENTION_MONTHS = 12;
/** A new enquiry's answer time, in working hours inside the opening hours, unless the site settings say otherwise (decision 132). */
export const DEFAULT_ANSWER_WITHIN_HOURS = 4;
export const MAX_ANSWER_WITHIN_HOURS = 40;
export const MIN_MESSAGE_RETENTION_MONTHS = 1;
export const MAX_MESSAGE_RETENTION_MONTHS = 60;
/** Spam is deleted sooner: nobody needs it, and it may hold someone else's address. */
export const SPAM_RETENTION_DAYS = 30;
/** A new enquiry not answered within this many working days stands out in the inbox. */
export const ANSWER_WITHIN_WORKING_DAYS = 2;
/** The form's time trap: a message sent sooner than this after its token was issued is a bot's. */
export const FORM_TOKEN_MIN_AGE_MS = 3000;
/** …and a token older than this is refused (stored as spam) too. */
export const FORM_TOKEN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** More links than this in a message's text: stored as spam. */
export const MAX_LINKS_IN_MESSAGE = 3;
/** The mail subject of a product enquiry: 'Tilbud: {product} – {name}'. */
export function quoteSubject(productTitle: string, name: string): string {
  return `Tilbud: ${productTitle} – ${name}`;
}
/** The privacy statement's address (linked from the footer and every form). */
export const PRIVACY_PATH = '/personvern';

/** Default for `quoteTerms` in Innstillinger: delivery, payment and the right of withdrawal for made-to-measure goods. */
export const DEFAULT_QUOTE_TERMS = [
  'Levering: Leveringstiden regnes fra tilbudet er akseptert og endelige mål er tatt. Vi avtaler tidspunkt for montering med deg.',
  'Betaling: Faktura sendes etter montering, med 14 dagers betalingsfrist. Ved større oppdrag kan vi avtale delbetaling.',
  'Angrerett: Produktene lages etter dine mål og ønsker. Det er derfor ingen angrerett etter at tilbudet er akseptert (angrerettloven § 22 bokstav c).',
  'Reklamasjon: Du har reklamasjonsrett etter forbrukerkjøpsloven og håndverkertjenesteloven.',
].join('\n');
