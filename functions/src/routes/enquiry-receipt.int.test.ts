import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from 'express-rate-limit';
import { clearCollections, createTestStack, formToken, outboxMails, userWithRole, type TestStack } from '../../../test/api-helpers';
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

const outbox = () => outboxMails(stack.dataDir);
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
  it('sends one Norwegian receipt after a real enquiry: the name, the product, the answer time, the contact facts and the privacy link', async () => {
    await stack.db.collection('products').doc('kvittering-markise').set({ title: 'Terrassemarkise Kvittering', description: '', category: null, index: 0, images: [], draft: false, created_at: '2024-01-01T00:00:00.000Z', modified_at: '2024-01-01T00:00:00.000Z' });
    await request(stack.app).post('/api/email/send').send(enquiry({ productId: 'kvittering-markise', postcode: '2069' })).expect(200);

    const [receipt, ...more] = await receipts();
    expect(more).toHaveLength(0);
    const [stored] = (await stack.db.collection('messages').get()).docs;
    expect(receipt).toMatchObject({ to: 'kari.kvittering@example.no', from: 'nettside@firma.example', replyTo: siteSettingsDoc().email, subject: 'Takk, vi har fått meldingen din', customArgs: { enquiryId: stored?.id, mail: 'receipt' } });
    expect(receipt?.text).toContain('Hei fra oss i RMS! Her er det du sendte.');
    expect(receipt?.text).toContain('Hei Kari Nordmann,');
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

  it('carries no text the sender wrote besides the name: not the message, the subject, the phone or the product name they typed', async () => {
    await stack.db.collection('products').doc('kvittering-markise').set({ title: 'Terrassemarkise Kvittering', description: '', category: null, index: 0, images: [], draft: false, created_at: '2024-01-01T00:00:00.000Z', modified_at: '2024-01-01T00:00:00.000Z' });
    const planted = { subject: 'Vinn en iPhone hos premie-eksempel', message: 'Klikk her for premien din: ring 820 00 000 i dag', contactPhone: '820 00 000' };
    await request(stack.app).post('/api/email/send').send(enquiry({ ...planted, productId: 'kvittering-markise', postcode: '9981', widthCm: 4321 })).expect(200);
    await request(stack.app).post('/api/email/send').send(enquiry({ ...planted, contactEmail: 'annen.kvittering@example.no', formToken: formToken() })).expect(200);
    const sent = await receipts();
    expect(sent).toHaveLength(2);
    for (const receipt of sent) {
      for (const text of [...Object.values(planted), 'premie', '9981', '4321']) {
        expect(receipt.text).not.toContain(text);
        expect(receipt.subject).not.toContain(text);
      }
    }
    // The product's title as the catalogue has it, named by its id.
    expect(sent.filter((m) => m.text.includes('Produkt: Terrassemarkise Kvittering'))).toHaveLength(1);
    await stack.db.collection('products').doc('kvittering-markise').delete();
  });

  it('refuses a name holding a link with a Norwegian message, and sends nothing', async () => {
    for (const name of ['Kari https://premie.example', 'Se www.premie.example', 'premie-eksempel.com', 'Kari (http://x.no)']) {
      const res = await request(stack.app).post('/api/email/send').send(enquiry({ name, formToken: formToken() })).expect(400);
      expect(res.body.error.message).toBe('Navnet kan ikke inneholde lenker.');
    }
    expect(await outbox()).toEqual([]);
    // Ordinary names with dots and hyphens are names.
    await request(stack.app).post('/api/email/send').send(enquiry({ name: 'Kari N. Berg-Hansen' })).expect(200);
  });

  it('refuses an address written with a display name', async () => {
    for (const contactEmail of ['"Kari" <kari.kvittering@example.no>', '"Kari"<kari.kvittering@example.no>', 'Kari<kari.kvittering@example.no>']) {
      const res = await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail, formToken: formToken() })).expect(400);
      expect(res.body.error.message).toBe('Ugyldig e-postadresse');
    }
    expect(await outbox()).toEqual([]);
  });

  it.each([
    ['a +tag', 'kari.kvittering@example.no', 'kari.kvittering+premie@example.no'],
    ['another +tag and capitals', 'kari+1@example.no', 'KARI+2@Example.NO'],
    ['dots at Gmail', 'kari.kvittering@gmail.com', 'k.a.r.i.kvittering@gmail.com'],
    ['googlemail.com for gmail.com', 'karikvittering+a@gmail.com', 'kari.kvittering@googlemail.com'],
  ])('counts one address however it is written (%s): one receipt within the hour', async (_how, first, second) => {
    await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail: first })).expect(200);
    await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail: second, formToken: formToken() })).expect(200);
    expect((await receipts()).map((m) => m.to)).toEqual([first]);
    expect((await stack.db.collection('messages').get()).docs.map((d) => d.get('status'))).toEqual(['sent', 'sent']);
  });

  it('keeps dots apart outside Gmail: two addresses, two receipts', async () => {
    await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail: 'kari.kvittering@example.no' })).expect(200);
    await request(stack.app).post('/api/email/send').send(enquiry({ contactEmail: 'karikvittering@example.no', formToken: formToken() })).expect(200);
    expect(await receipts()).toHaveLength(2);
  });

  it.each([
    ['the honeypot', () => ({ website: 'https://spam.example' })],
    // Issued when the test runs, not when the file loads: the tests before it take longer than the trap's 3 s.
    ['the time trap', () => ({ formToken: formToken(500) })],
    ['too many links', () => ({ message: 'http://a.example http://b.example http://c.example http://d.example' })],
  ])('sends no receipt for spam caught by %s', async (_trap, overrides) => {
    await request(stack.app).post('/api/email/send').send(enquiry(overrides())).expect(200);
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
