import { describe, expect, it } from 'vitest';
import { ContactMessageSchema, withContactPrefix } from './enquiries';

describe('withContactPrefix', () => {
  it('adds the prefix once', () => {
    expect(withContactPrefix('Hei')).toBe('Contact Form: Hei');
    expect(withContactPrefix('Contact Form: Hei')).toBe('Contact Form: Hei');
  });
});

describe('ContactMessageSchema', () => {
  it('gives each missing required field its own message', () => {
    const r = ContactMessageSchema.safeParse({});
    expect(r.success).toBe(false);
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({ name: 'Navn må fylles ut', contactEmail: 'E-postadresse må fylles ut', subject: 'Emne må fylles ut', message: 'Melding må fylles ut' });
  });

  it('accepts the loose e-mail pattern and an optional phone', () => {
    expect(ContactMessageSchema.parse({ name: 'A', contactEmail: 'a@b.c', subject: 'S', message: 'M' }).contactPhone).toBe('');
    expect(ContactMessageSchema.safeParse({ name: 'A', contactEmail: 'a@b', subject: 'S', message: 'M' }).success).toBe(false);
  });
});
