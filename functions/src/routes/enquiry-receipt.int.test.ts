import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from 'express-rate-limit';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack } from '../../../test/api-helpers';
import { siteSettingsDoc } from '../../../test/site-settings-fixture';
import { CONTACT_RECEIVED_MESSAGE } from '@rms/schema';
import type { Mailer, OutgoingMail } from '../adapters/mailer';
import { receiptAddressKey, sweepReceiptLimits } from '../services/enquiries/enquiry-receipt';

let stack: TestStack;
const limiterStore = new MemoryStore();

const enquiry = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kari Nordmann',
  contactPhone: '+47 900 00 000',
  contactEmail: 'kari.kvittering@example.no',
  subject: 'Markise til terrassen',
  message: 'Hei! Hva koster en markise på 4 meter?',
  formToken: formToken(),
  ...overrides,
});

async function outbox(): Promise<OutgoingMail[]> {
  const dir = join(stack.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutgoingMail));
}
const receipts = async () => (await outbox()).filter((m) => m.customArgs?.mail === 'receipt');

beforeAll(async () => {
  stack = await createTestStack({ env: { MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example', SITE_URL: 'https://www.firma.example' }, contactLimiterStore: limiterStore });
  await stack.db
    .collection('settings')
    .doc('site')
    .set(siteSettingsDoc({ receiptSubject: 'Takk, vi har fått meldingen din', receiptIntro: 'Hei fra oss i RMS! Her er det du sendte.', phoneHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '16:00' }] }));
});

beforeEach(async () => {
  await limiterStore.resetAll();
  await clearCollections(stack.db, 'messages', 'receipt-limits');
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
});

afterAll(async () => {
  await clearCollections(stack.db, 'settings');
  await stack.cleanup();
});

describe('the visitor’s receipt', () => {
  it('sends one Norwegian receipt after a real enquiry: a copy, the product, the answer time, the contact facts and the privacy link', async () => {
    await stack.db.collection('products').doc('kvittering-markise').set({ title: 'Terrassemarkise Kvittering', description: '', category: null, index: 0, images: [], draft: false, created_at: '2024-01-01T00:00:00.000Z', modified_at: '2024-01-01T00:00:00.000Z' });
    await request(stack.app).post('/api/email/send').send(enquiry({ productId: 'kvittering-markise', postcode: '2069' })).expect(200);

    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    const [stored] = (await stack.db.collection('messages').get()).docs;
    expect(receipt).toMatchObject({ to: 'kari.kvittering@example.no', from: 'nettside@firma.example', replyTo: siteSettingsDoc().email, subject: 'Takk, vi har fått meldingen din', customArgs: { enquiryId: stored?.id, mail: 'receipt' } });
    expect(receipt?.text).toContain('Hei fra oss i RMS! Her er det du sendte.');
    expect(receipt?.text).toContain('Hei! Hva koster en markise på 4 meter?');
    expect(receipt?.text).toContain('Produkt: Terrassemarkise Kvittering');
    expect(receipt?.text).toMatch(/Du kan vente svar fra oss senest \S+dag \d{1,2}\. \S+ kl\. \d\d\.\d\d\./);
    expect(receipt?.text).toContain(`Telefon: ${siteSettingsDoc().phone} (Mandag–fredag 08:00–16:00)`);
    expect(receipt?.text).toContain(siteSettingsDoc().street);
    expect(receipt?.text).toContain('https://www.firma.example/personvern');
    expect(receipt).not.toHaveProperty('html');
    // The company's notification still goes out, once.
    expect((await outbox()).filter((m) => m.to === 'post@firma.example')).toHaveLength(1);
    await stack.db.collection('products').doc('kvittering-markise').delete();
  });

  it.each([
    ['the honeypot', { website: 'https://spam.example' }],
    ['the time trap', { formToken: formToken(500) }],
    ['too many links', { message: 'http://a.example http://b.example http://c.example http://d.example' }],
  ])('sends no receipt for spam caught by %s', async (_trap, overrides) => {
    await request(stack.app).post('/api/email/send').send(enquiry(overrides)).expect(200);
    const [stored] = (await stack.db.collection('messages').get()).docs;
    expect(stored?.get('status')).toBe('spam');
    expect(await outbox()).toEqual([]);
  });

  it('sends the receipt when staff bring a message back with \'Ikke spam\', as it would have had; once within the hour', async () => {
    const editor = await userWithRole(stack.db, 'kvittering-redaktor@example.com', 'editor');
    await request(stack.app).post('/api/email/send').send(enquiry({ message: 'http://a.example http://b.example http://c.example http://d.example markise?' })).expect(200);
    const [spam] = (await stack.db.collection('messages').get()).docs;
    expect(spam?.get('status')).toBe('spam');
    expect(await receipts()).toEqual([]);

    await request(stack.app).patch(`/api/messages/${spam!.id}`).set(editor.auth).send({ notSpam: true }).expect(200);
    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    expect(receipt).toMatchObject({ to: 'kari.kvittering@example.no', customArgs: { enquiryId: spam!.id, mail: 'receipt' } });
    expect((await outbox()).filter((m) => m.to === 'post@firma.example')).toHaveLength(1);

    // A second one from the same address within the hour gets none, as from the form.
    await request(stack.app).post('/api/email/send').send(enquiry({ website: 'https://spam.example' })).expect(200);
    const second = (await stack.db.collection('messages').get()).docs.find((d) => d.id !== spam!.id)!;
    await request(stack.app).patch(`/api/messages/${second.id}`).set(editor.auth).send({ notSpam: true }).expect(200);
    expect(await receipts()).toHaveLength(1);
  });

  it('sends no second receipt to the same address within the hour, however it is written', async () => {
    await request(stack.app).post('/api/email/send').send(enquiry()).expect(200);
    await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail: 'Kari.Kvittering@Example.no', formToken: formToken() })).expect(200);
    expect(await receipts()).toHaveLength(1);
    // Both enquiries were taken and notified; only the receipt is limited.
    expect((await stack.db.collection('messages').get()).docs.map((d) => d.get('status'))).toEqual(['sent', 'sent']);
    // The limit is kept under a hash of the address, never the address itself.
    const limits = (await stack.db.collection('receipt-limits').get()).docs;
    expect(limits.map((d) => d.id)).toEqual([receiptAddressKey('kari.kvittering@example.no')]);
    expect(JSON.stringify(limits.map((d) => d.data()))).not.toContain('kari');
  });

  it('never costs the enquiry anything when the receipt fails: stored, notified, same answer', async () => {
    const sent: OutgoingMail[] = [];
    const mailer: Mailer = {
      kind: 'sendgrid',
      async send(mail) {
        if (mail.customArgs?.mail === 'receipt') throw new Error('SendGrid 550: the visitor’s domain refuses mail');
        sent.push(mail);
      },
      async check() {},
    };
    const s = await createTestStack({ mailer, env: { MAIL_TO: 'post@firma.example' } });
    try {
      const res = await request(s.app).post('/api/email/send').send(enquiry()).expect(200);
      expect(res.body).toEqual({ data: { received: true, message: CONTACT_RECEIVED_MESSAGE } });
      expect(sent.map((m) => m.customArgs?.mail)).toEqual(['notification']);
      expect((await stack.db.collection('messages').get()).docs.map((d) => d.get('status'))).toEqual(['sent']);
    } finally {
      await s.cleanup();
    }
  });

  it('has the nightly retention delete the limits whose hour has passed, and keep the others', async () => {
    const now = new Date();
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60 * 1000).toISOString();
    await stack.db.collection('receipt-limits').doc('old').set({ sent_at: ago(61) });
    await stack.db.collection('receipt-limits').doc('recent').set({ sent_at: ago(59) });
    expect(await sweepReceiptLimits(stack.deps.repos.mailLog, now)).toBe(1);
    expect((await stack.db.collection('receipt-limits').get()).docs.map((d) => d.id)).toEqual(['recent']);
  });

  it('sends a receipt again once the hour has passed', async () => {
    await stack.db.collection('receipt-limits').doc(receiptAddressKey('kari.kvittering@example.no')).set({ sent_at: new Date(Date.now() - 61 * 60 * 1000).toISOString() });
    await request(stack.app).post('/api/email/send').send(enquiry()).expect(200);
    expect(await receipts()).toHaveLength(1);
  });
});
