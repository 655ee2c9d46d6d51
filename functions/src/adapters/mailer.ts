/** One outgoing mail. `text` is plain text: visitor input is never sent as HTML. */
export interface OutgoingMail {
  to: string;
  from: string;
  replyTo?: string;
  subject: string;
  text: string;
}

/** SendGrid in production, an outbox folder in the offline stack. */
export interface Mailer {
  readonly kind: 'sendgrid' | 'outbox';
  send(mail: OutgoingMail): Promise<void>;
  /** Throws with a reason when the mailer is not usable (missing key, unwritable outbox). */
  check(): Promise<void>;
}
