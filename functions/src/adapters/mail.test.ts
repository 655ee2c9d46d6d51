import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMailer, sendgridMailer } from './mail';

let dir: string | undefined;
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('outboxMailer', () => {
  it('writes each mail as one JSON file, two in the same millisecond included', async () => {
    dir = await mkdtemp(join(tmpdir(), 'rms-outbox-'));
    const mailer = outboxMailer(join(dir, 'outbox'));
    await mailer.check();
    const mail = { to: 'a@b.no', from: 'c@d.no', subject: 'S', text: '<b>literal</b>' };
    await Promise.all([mailer.send(mail), mailer.send(mail)]);
    const files = await readdir(join(dir, 'outbox'));
    expect(files).toHaveLength(2);
    expect(JSON.parse(await readFile(join(dir, 'outbox', files[0]!), 'utf8'))).toEqual(mail);
  });
});

describe('sendgridMailer', () => {
  it('fails its check for a key that is not a SendGrid key', async () => {
    await expect(sendgridMailer('not-a-key').check()).rejects.toThrow('does not look like a SendGrid key');
    await expect(sendgridMailer('SG.abc').check()).resolves.toBeUndefined();
  });

  it('sends attachments as SendGrid takes them: base64 content, type and file name, as an attachment', async () => {
    const bodies: unknown[] = [];
    const server = createServer((req, res) => {
      let raw = '';
      req.on('data', (c: Buffer) => (raw += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(raw));
        res.writeHead(202).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
      const content = Buffer.from('BEGIN:VCALENDAR').toString('base64');
      await sendgridMailer('SG.key', { baseUrl }).send({ to: 'a@b.no', from: 'c@d.no', subject: 'S', text: 'T', attachments: [{ filename: 'befaring.ics', contentType: 'text/calendar; method=REQUEST', content }] });
      expect(bodies[0]).toMatchObject({ attachments: [{ filename: 'befaring.ics', type: 'text/calendar; method=REQUEST', content, disposition: 'attachment' }] });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
