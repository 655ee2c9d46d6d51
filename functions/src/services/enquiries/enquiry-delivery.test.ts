import { describe, expect, it } from 'vitest';
import { contactMail, retryDelayMs } from './enquiry-delivery';

const minute = 60_000;

describe('retryDelayMs', () => {
  it('doubles from 15 minutes and stops growing at 6 hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => retryDelayMs(n) / minute)).toEqual([15, 30, 60, 120, 240, 360, 360]);
  });
});

describe('contactMail', () => {
  const msg = {
    name: 'Ola <b>Nordmann</b>',
    contactEmail: 'ola@example.no',
    contactPhone: '',
    subject: 'Contact Form: Hei\r\nBcc: evil@example.com',
    message: '<p>Linje 1</p>\nLinje 2 & mer',
    created_at: '2026-06-01T12:00:00.000Z',
  };

  it('is plain text to the company with reply-to the visitor, visitor text verbatim', () => {
    const mail = contactMail(msg, { mailFrom: 'web@firma.no', mailTo: 'post@firma.no' });
    expect(Object.keys(mail).sort()).toEqual(['from', 'replyTo', 'subject', 'text', 'to']);
    expect(mail).toMatchObject({ to: 'post@firma.no', from: 'web@firma.no', replyTo: 'ola@example.no' });
    expect(mail.text).toContain('<p>Linje 1</p>\nLinje 2 & mer');
    expect(mail.text).toContain('Navn: Ola <b>Nordmann</b>');
    expect(mail.text).toContain('Telefon: -');
  });

  it('keeps header values on one line', () => {
    expect(contactMail(msg, { mailFrom: 'a@b.no', mailTo: 'c@d.no' }).subject).toBe('Contact Form: Hei Bcc: evil@example.com');
  });
});
