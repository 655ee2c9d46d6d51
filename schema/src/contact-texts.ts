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
/**
 * Photos with an enquiry (decision 154): at most this many per enquiry, each at most this many bytes
 * as sent; the browser scales each to `longSide` px before sending, and the server re-encodes it
 * to at most the same size, with a `thumbWidth` px thumbnail for the inbox.
 */
export const ENQUIRY_PHOTO_LIMITS = { maxFiles: 5, maxBytes: 15 * 1024 * 1024, longSide: 2560, thumbWidth: 320, quality: 85 } as const;
/** The formats a photo may have, judged by content on the server; also the file input's `accept`. */
export const ENQUIRY_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/**
 * Across all senders: at most this many photo bytes (as received) are taken per hour. Past it the
 * enquiry's text is still taken and the visitor told the photos were not (decision 154). About 40
 * enquiries with five phone photos scaled to 2,560 px (~1 MB each) in one hour.
 */
export const ENQUIRY_PHOTO_BYTES_PER_HOUR = 200 * 1024 * 1024;
/** A picked file of another format (HEIC, GIF, PDF, …), in the browser and in the server's 415. */
export const PHOTO_FORMATS_MESSAGE = 'Bildet må være JPEG, PNG eller WebP. Fra iPhone: velg bildet fra Bilder, så sendes det som JPEG.';
/** More than ENQUIRY_PHOTO_LIMITS.maxFiles photos. */
export const TOO_MANY_PHOTOS_MESSAGE = `Du kan sende høyst ${ENQUIRY_PHOTO_LIMITS.maxFiles} bilder.`;
/** A photo over ENQUIRY_PHOTO_LIMITS.maxBytes as sent. */
export const PHOTO_TOO_LARGE_MESSAGE = 'Bildet er større enn 15 MB.';
/** A file that is not a picture (a text file named .jpg, a broken image). */
export const NOT_A_PHOTO_MESSAGE = 'Filen er ikke et bilde vi kan lese. Send bilder i JPEG, PNG eller WebP.';
/** Told beside the thank-you when the text was taken but the photos were not (the hourly ceiling). */
export const PHOTOS_NOT_RECEIVED_MESSAGE = 'Bildene kunne ikke tas imot akkurat nå, men meldingen din er mottatt. Svar gjerne med bildene på e-posten vi sender deg.';
/** The wall materials a product enquiry may name. */
export const WALL_MATERIALS = ['mur', 'betong', 'tre', 'annet'] as const;
/** Which way the wall faces. */
export const WALL_FACINGS = ['N', 'NØ', 'Ø', 'SØ', 'S', 'SV', 'V', 'NV'] as const;
