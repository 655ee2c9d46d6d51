import { describe, expect, it } from 'vitest';
import { DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT } from '@rms/schema';
import { siteSettingsDoc } from '../../../../test/site-settings-fixture';
import { maskedEmail, receiptAddressKey, receiptMail, type ReceiptFacts } from './enquiry-receipt';

const msg = {
  id: 'abc123',
  name: 'Kari\r\nBcc: Ola',
  contactEmail: 'kari@example.no',
  contactPhone: '',
  subject: 'Markise',
  message: '<b>Hei</b>',
  // A Friday at 15.00 in Oslo.
  created_at: '2026-11-27T14:00:00.000Z',
  product: null,
  quote: null,
};
const facts: ReceiptFacts = { settings: null, siteUrl: 'https://www.firma.example', mailFrom: 'nettside@firma.example', fallback: { phone: '63 97 41 20', email: 'post@firma.example' } };

describe('receiptMail', () => {
  it('uses the default texts and the configured contact facts when no settings were saved', () => {
    const mail = receiptMail(msg, facts);
    expect(mail).toMatchObject({ to: 'kari@example.no', from: 'nettside@firma.example', replyTo: 'post@firma.example', subject: DEFAULT_RECEIPT_SUBJECT, customArgs: { enquiryId: 'abc123', mail: 'receipt' } });
    expect(mail.text).toContain(DEFAULT_RECEIPT_INTRO);
    expect(mail.text).toContain('Telefon: 63 97 41 20');
    expect(mail.text).toContain('https://www.firma.example/personvern');
  });

  it('names the answer time in Norwegian and keeps the greeting on one line', () => {
    // No settings saved: the default 4 hours, round the clock.
    const mail = receiptMail(msg, facts);
    expect(mail.text).toContain('Du kan vente svar fra oss senest fredag 27. november kl. 19.00.');
    expect(mail.text.split('\n')[0]).toBe('Hei Kari Bcc: Ola,');
  });

  it('carries nothing else the visitor wrote: not the subject, the message, the phone or the quote fields', () => {
    const quote = { ...msg, contactPhone: '820 00 000', subject: 'Vinn premie', message: 'Ring 820 00 000', product: { id: 'p', title: 'Terrassemarkise', path: '/produkter/p' }, quote: { postcode: '2069', widthCm: 777, heightCm: 333, siteVisit: true } };
    const mail = receiptMail(quote, facts);
    for (const text of ['Vinn premie', 'Ring', '820 00 000', '2069', '777', '333', '<b>']) expect(mail.text).not.toContain(text);
    expect(mail.text).toContain('Produkt: Terrassemarkise');
  });

  it('greets without the name when it holds a link (a message stored before names were checked)', () => {
    expect(receiptMail({ ...msg, name: 'Vinn på premie.example' }, facts).text.split('\n')[0]).toBe('Hei,');
  });

  it('reads a saved intro that still promises a copy of the message as today\'s default', () => {
    const settings = { ...siteSettingsDoc(), receiptIntro: 'Takk for at du tok kontakt med oss! Dette er en bekreftelse på at vi har mottatt henvendelsen din. Under finner du en kopi av det du sendte.' };
    const text = receiptMail(msg, { ...facts, settings }).text;
    expect(text).toContain(DEFAULT_RECEIPT_INTRO);
    expect(text).not.toContain('kopi');
  });
});

describe("the receipt's answer time", () => {
  it('counts the settings\' answer time in working hours inside the opening hours: 4 hours from Friday 15.00 is Monday 11.00', () => {
    const settings = {
      ...siteSettingsDoc(),
      officeHours: [{ days: ['mo', 'tu', 'we', 'th', 'fr'], opens: '08:00', closes: '16:00' }],
      answerWithinHours: 4,
    } satisfies ReceiptFacts['settings'];
    expect(receiptMail(msg, { ...facts, settings }).text).toContain('Du kan vente svar fra oss senest mandag 30. november kl. 11.00.');
  });
});

describe('the receipt limit key', () => {
  it('is the same for any capitals and spaces, and is not the address', () => {
    expect(receiptAddressKey(' Kari@Example.NO ')).toBe(receiptAddressKey('kari@example.no'));
    expect(receiptAddressKey('kari@example.no')).toMatch(/^[0-9a-f]{64}$/);
    expect(receiptAddressKey('ola@example.no')).not.toBe(receiptAddressKey('kari@example.no'));
  });

  it('is the same for every way of writing one address: a +tag, and at Gmail dots and googlemail.com', () => {
    const key = receiptAddressKey('kari@example.no');
    for (const same of ['kari+1@example.no', 'KARI+tilbud@Example.NO', 'kari@example.no.']) expect(receiptAddressKey(same)).toBe(key);
    expect(receiptAddressKey('k.ari@example.no')).not.toBe(key);
    const gmail = receiptAddressKey('karinordmann@gmail.com');
    for (const same of ['kari.nordmann@gmail.com', 'K.a.r.i.Nordmann+x@GMAIL.com', 'kari.nordmann@googlemail.com']) expect(receiptAddressKey(same)).toBe(gmail);
  });

  it('masks an address for logs', () => {
    expect(maskedEmail('kari@example.no')).toBe('ka…@example.no');
  });
});
