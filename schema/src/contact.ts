import { z } from 'zod';

export const CONTACT_SUBJECT_PREFIX = 'Contact Form: ';
export const REQUIRED_FIELDS_MESSAGE = 'Please fill in all required fields';
/** Loose e-mail pattern (spec §5): something@something.something, no spaces. */
export const LOOSE_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A contact message (spec §3/§5). `website` is a honeypot: people never see or fill it.
 */
export const ContactMessageSchema = z.object({
  name: z.string().trim().min(1, 'Navn må fylles ut').max(200),
  contactPhone: z.string().trim().max(50).optional().default(''),
  contactEmail: z.string().trim().max(320).regex(LOOSE_EMAIL_PATTERN, 'Ugyldig e-postadresse'),
  subject: z.string().trim().min(1, 'Emne må fylles ut').max(300),
  message: z.string().trim().min(1, 'Melding må fylles ut').max(10_000),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Adds the spec's prefix unless the subject already carries it. */
export function withContactPrefix(subject: string): string {
  return subject.startsWith(CONTACT_SUBJECT_PREFIX) ? subject : `${CONTACT_SUBJECT_PREFIX}${subject}`;
}

export const DeliveryStatusSchema = z.enum(['pending', 'sent', 'failed', 'spam']);
export const StoredMessageSchema = z.object({
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
});
export type StoredMessage = z.infer<typeof StoredMessageSchema>;
