import { mkdir, writeFile, access, constants } from 'node:fs/promises';
import { join } from 'node:path';
import sgMail from '@sendgrid/mail';
import type { Mailer, OutgoingMail } from './mailer';

/** SendGrid: mail is sent as plain text only, so visitor input is never interpreted as HTML. */
export function sendgridMailer(apiKey: string): Mailer {
  sgMail.setApiKey(apiKey);
  return {
    kind: 'sendgrid',
    async send(mail: OutgoingMail) {
      await sgMail.send({ to: mail.to, from: mail.from, subject: mail.subject, text: mail.text, ...(mail.replyTo ? { replyTo: mail.replyTo } : {}) });
    },
    async check() {
      if (!apiKey.startsWith('SG.')) throw new Error('SENDGRID_API_KEY does not look like a SendGrid key');
    },
  };
}

/** The offline stack's mailer: one JSON file per mail in an outbox folder, readable by tests. */
export function outboxMailer(dir: string): Mailer {
  return {
    kind: 'outbox',
    async send(mail: OutgoingMail) {
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.json`;
      await writeFile(join(dir, name), JSON.stringify(mail, null, 2));
    },
    async check() {
      await mkdir(dir, { recursive: true });
      await access(dir, constants.W_OK);
    },
  };
}
