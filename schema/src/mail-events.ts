import { z } from 'zod';

/**
 * POST /api/email/events: SendGrid's Event Webhook posts a JSON array of delivery events (decision
 * 133). Only the fields the site reads are named; SendGrid's others pass through unread.
 * `enquiryId` and `mail` are the custom args the site puts on every mail it sends about an enquiry.
 */
export const MailEventSchema = z.looseObject({
  event: z.string(),
  email: z.string().optional(),
  timestamp: z.number().optional(),
  reason: z.string().optional(),
  response: z.string().optional(),
  attempt: z.union([z.string(), z.number()]).optional(),
  sg_event_id: z.string().optional(),
  /** A digest names every enquiry it carried, comma-separated. */
  enquiryId: z.string().optional(),
  mail: z.string().optional(),
});
export type MailEvent = z.infer<typeof MailEventSchema>;
/**
 * No per-field limits beyond the 1 MB body: a batch SendGrid cannot get accepted is retried and then
 * lost whole, so one unusual event must not refuse the others.
 */
export const MailEventsSchema = z.array(MailEventSchema);

/** The webhook's answer: how many events it read and how many marked an enquiry undelivered. */
export const MailEventsResultSchema = z.object({ received: z.number().int(), undelivered: z.number().int() });
export type MailEventsResult = z.infer<typeof MailEventsResultSchema>;

/** The headers SendGrid signs a webhook request with (ECDSA over timestamp + raw body). */
export const MAIL_EVENT_SIGNATURE_HEADER = 'x-twilio-email-event-webhook-signature';
export const MAIL_EVENT_TIMESTAMP_HEADER = 'x-twilio-email-event-webhook-timestamp';
