/**
 * The contact form's constants and texts without zod, so the visitor's first load can use them
 * (decision 018); `contact.ts` builds the schemas on them and re-exports them.
 */
export const CONTACT_SUBJECT_PREFIX = 'Contact Form: ';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** What a visitor reads after sending (spec §8), whether the mail left at once or will be retried. */
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
/** Loose e-mail pattern (spec §5): something@something.something, no spaces. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Adds the spec's prefix unless the subject already carries it. */
export function withContactPrefix(subject: string): string {
  return subject.startsWith(CONTACT_SUBJECT_PREFIX) ? subject : `${CONTACT_SUBJECT_PREFIX}${subject}`;
}
