import { randomBytes } from 'node:crypto';
import { access, constants, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Client } from '@sendgrid/client';
import { MailService } from '@sendgrid/mail';
import { MailNotConfiguredError, type Mailer, type OutgoingMail } from './mailer';
import { postStandInEvents, type OutboxEventSink } from './mail-event-stand-in';

/** A hung SendGrid call must not hold a visitor's request: the message is stored and retried anyway. */
export const SENDGRID_TIMEOUT_MS = 10_000;

/** SendGrid's error, shortened to what an operator needs: status and SendGrid's own reason. */
function sendgridError(e: unknown): Error {
  const err = e as { code?: number; message?: string; response?: { body?: unknown } };
  const body = err.response?.body as { errors?: { message?: string }[] } | string | undefined;
  const reason = typeof body === 'object' && body?.errors?.[0]?.message ? body.errors[0].message : err.message;
  return new Error(`SendGrid${err.code ? ` ${err.code}` : ''}: ${reason ?? 'send failed'}`);
}

export interface SendgridOptions {
  /** Where the v3 API lives; tests point it at a local stand-in of `POST /v3/mail/send`. */
  baseUrl?: string;
}

/**
 * SendGrid: mail is sent as plain text only, so visitor input is never interpreted as HTML.
 * Click and open tracking are off: click tracking would rewrite the links a visitor typed.
 * Each mailer has its own client (no shared module-level key or address).
 */
export function sendgridMailer(apiKey: string, options: SendgridOptions = {}): Mailer {
  const client = new Client();
  client.setApiKey(apiKey);
  if (options.baseUrl) client.setDefaultRequest('baseUrl', options.baseUrl);
  const service = new MailService();
  service.setClient(client);
  service.setTimeout(SENDGRID_TIMEOUT_MS);
  return {
    kind: 'sendgrid',
    async send(mail: OutgoingMail) {
      try {
        await service.send({
          to: mail.to,
          from: mail.from,
          subject: mail.subject,
          text: mail.text,
          ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
          ...(mail.customArgs ? { customArgs: mail.customArgs } : {}),
          ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, type: a.contentType, content: a.content, disposition: 'attachment' })) } : {}),
          trackingSettings: { clickTracking: { enable: false, enableText: false }, openTracking: { enable: false } },
        });
      } catch (e) {
        throw sendgridError(e);
      }
    },
    async check() {
      if (!apiKey.startsWith('SG.')) throw new Error('SENDGRID_API_KEY does not look like a SendGrid key');
    },
  };
}

/** What production sends with when SENDGRID_API_KEY is missing: every send and check fails with the reason. */
export function unconfiguredMailer(): Mailer {
  const reason = () =>
    new MailNotConfiguredError('SENDGRID_API_KEY is not set: contact messages are stored and wait for the retry (firebase functions:secrets:set SENDGRID_API_KEY, then deploy)');
  return {
    kind: 'unconfigured',
    send: () => Promise.reject(reason()),
    check: () => Promise.reject(reason()),
  };
}

/**
 * The offline stack's mailer: one JSON file per mail in an outbox folder, readable by tests. With
 * `events`, it then posts the delivery events SendGrid would, signed (mail-event-stand-in.ts), in the
 * background as SendGrid does.
 */
export function outboxMailer(dir: string, events?: OutboxEventSink): Mailer {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      await mkdir(dir, { recursive: true });
      // Sortable by time; the random part keeps two mails in one millisecond apart.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.json`;
      await writeFile(join(dir, name), JSON.stringify(mail, null, 2));
      if (events) setTimeout(() => void postStandInEvents(events, mail), 0);
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
