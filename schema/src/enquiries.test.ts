import { describe, expect, it } from 'vitest';
import { EnquiryFormSchema, withContactPrefix } from './enquiries';

describe('withContactPrefix', () => {
  it('adds the prefix once', () => {
    expect(withContactPrefix('Hei')).toBe('Contact Form: Hei');
    expect(withContactPrefix('Contact Form: Hei')).toBe('Contact Form: Hei');
  });
});

describe('EnquiryFormSchema', () => {
  it('gives each missing required field its own message', () => {
    const r = EnquiryFormSchema.safeParse({});
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ name: 'Navn må fylles ut', contactEmail: 'E-postadresse må fylles ut', subject: 'Emne må fylles ut', message: 'Melding må fylles ut' });
  });

  it('accepts the loose e-mail pattern and an optional phone', () => {
    expect(EnquiryFormSchema.parse({ name: 'A', contactEmail: 'a@b.c', subject: 'S', message: 'M' }).contactPhone).toBe('');
    expect(EnquiryFormSchema.safeParse({ name: 'A', contactEmail: 'a@b', subject: 'S', message: 'M' }).success).toBe(false);
  });

  const issue = (fields: Record<string, string>) => {
    const r = EnquiryFormSchema.safeParse({ name: 'A', contactEmail: 'a@b.no', subject: 'S', message: 'M', ...fields });
    return r.success ? null : r.error.issues[0]?.message;
  };

  it('refuses a name holding a link, and takes names with initials, hyphens and apostrophes', () => {
    for (const name of ['Kari http://x', 'HTTPS://x.no', 'Se www.x', 'premie-eksempel.com', 'Kari (vinn.no)', 'Åse på ærlig.nå']) expect(issue({ name })).toBe('Navnet kan ikke inneholde lenker.');
    for (const name of ['Kari N. Berg-Hansen', "O'Neill", 'J.R.R. Tolkien', 'Ola Nordmann jr.', 'St. Olav AS']) expect(issue({ name })).toBeNull();
  });

  it('refuses an address with a display name or more than one address', () => {
    for (const contactEmail of ['"Kari" <kari@x.no>', 'Kari<kari@x.no>', 'kari@x.no,ola@y.no', 'kari@x.no;ola@y.no', '"kari"@x.no']) expect(issue({ contactEmail })).toBe('Ugyldig e-postadresse');
    for (const contactEmail of ['kari+tilbud@x.no', 'k.ari@gmail.com', "o'neill@x.no"]) expect(issue({ contactEmail })).toBeNull();
  });
});
