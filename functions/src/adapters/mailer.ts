/** A file sent with a mail, such as a calendar invitation (`text/calendar; method=REQUEST`). */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes, base64-encoded: what SendGrid takes, and JSON-safe in the outbox. */
  content: string;
}

/** One outgoing mail. `text` is plain text: visitor input is never sent as HTML. */
export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
  /**
   * Sent along with the mail and returned on each of SendGrid's delivery events (decision 133):
   * which enquiry the mail is about and whether it is the company's notification or the visitor's receipt.
   */
  customArgs?: { enquiryId: string; mail: 'notification' | 'receipt' };
  attachments?: MailAttachment[];
}

/**
 * The mailer cannot send at all (no API key in production): not the message's fault, so it
 * costs the message no attempt; it waits for the retry until the key is set.
 */
export class MailNotConfiguredError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MailNotConfiguredError';
  }
}

/** SendGrid in production, an outbox folder in the offline stack, `unconfigured` when neither is set. */
export interface Mailer {
  readonly kind: 'sendgrid' | 'outbox' | 'unconfigured';
  send(mail: OutgoingMail): Promise<void>;
  /** Throws with a reason when the mailer is not usable (missing key, unwritable outbox). */
  check(): Promise<void>;
}
