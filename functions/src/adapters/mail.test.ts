import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
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
});
