import { z } from 'zod';
import { LOOSE_EMAIL_PATTERN } from './contact-texts';

export * from './contact-texts';

/** A required text field: missing, non-string and blank all give the field's own message. */
function requiredText(message: string, max: number) {
  return z.string({ error: message }).trim().min(1, message).max(max);
}

/**
 * A contact message (spec §3/§5). `website` is a honeypot: people never see or fill it.
 */
export const ContactMessageSchema = z.object({
  name: requiredText('Navn må fylles ut', 200),
  contactPhone: z.string().trim().max(50).optional().default(''),
  contactEmail: z
    .string({ error: 'E-postadresse må fylles ut' })
    .trim()
    .min(1, 'E-postadresse må fylles ut')
    .max(320)
    .regex(LOOSE_EMAIL_PATTERN, 'Ugyldig e-postadresse'),
  subject: requiredText('Emne må fylles ut', 300),
  message: requiredText('Melding må fylles ut', 10_000),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/**
 * The answer of POST /api/email/send. Identical for a mail sent at once, a mail kept for a later
 * retry and a honeypot hit, so a bot learns nothing from it.
 */
export const ContactReceiptSchema = z.object({ received: z.literal(true), message: z.string() });
export type ContactReceipt = z.infer<typeof ContactReceiptSchema>;

/**
 * pending: stored, not yet delivered (or being retried); sent: handed to the mailer;
 * failed: the last attempt failed (retried while attempts remain); spam: honeypot filled, never sent;
 * held: arrived over the site-wide ceiling, mailed in the next digest.
 */
export const DeliveryStatusSchema = z.enum(['pending', 'sent', 'failed', 'spam', 'held']);
export type DeliveryStatus = z.infer<typeof DeliveryStatusSchema>;

/** A message as stored in `messages/{id}` (without the id, which is the document's name). */
export const StoredMessageDocSchema = z.looseObject({
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
});

/** GET /api/messages: one stored message with its delivery status. */
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
  next_attempt_at: z.string().nullable().optional(),
});
export type StoredMessage = z.infer<typeof StoredMessageSchema>;

/** GET /api/messages?limit=: how many of the newest messages to return. */
export const MessageListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(500).default(200) });
