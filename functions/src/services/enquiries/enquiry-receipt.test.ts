import { describe, expect, it } from 'vitest';
import { DEFAULT_RECEIPT_INTRO, DEFAULT_RECEIPT_SUBJECT } from '@rms/schema';
import { siteSettingsDoc } from '../../../../test/site-settings-fixture';
import { maskedEmail, receiptAddressKey, receiptMail, type ReceiptFacts } from './enquiry-receipt';

const msg = {
  id: 'abc123',
  name: 'Kari\r\nBcc: x@evil.example',
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

  it('names the answer time in Norwegian, keeps the visitor text as plain text and the greeting on one line', () => {
    // No settings saved: the default 4 hours, round the clock.
    const mail = receiptMail(msg, facts);
    expect(mail.text).toContain('Du kan vente svar fra oss senest fredag 27. november kl. 19.00.');
    expect(mail.text).toContain('<b>Hei</b>');
    expect(mail.text.split('\n')[0]).toBe('Hei Kari Bcc: x@evil.example,');
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

  it('masks an address for logs', () => {
    expect(maskedEmail('kari@example.no')).toBe('ka…@example.no');
  });
});
