import { describe, expect, it } from 'vitest';
import { mailEventKeyPair, mailEventVerifier, signMailEvents } from './mail-event-signature';

describe('mail event signatures', () => {
  const keys = mailEventKeyPair();
  const body = JSON.stringify([{ event: 'bounce', enquiryId: 'abc' }]);
  const timestamp = '1764255600';

  it('accepts a body signed with the matching private key (verified by @sendgrid/eventwebhook)', () => {
    expect(mailEventVerifier(keys.publicKey)(Buffer.from(body), signMailEvents(body, timestamp, keys.privateKeyPem), timestamp)).toBe(true);
  });

  it('refuses a changed body, another timestamp, another key, garbage and a missing header', () => {
    const verify = mailEventVerifier(keys.publicKey);
    const signature = signMailEvents(body, timestamp, keys.privateKeyPem);
    expect(verify(Buffer.from(body.replace('bounce', 'delivered')), signature, timestamp)).toBe(false);
    expect(verify(Buffer.from(body), signature, '1764255601')).toBe(false);
    expect(verify(Buffer.from(body), signMailEvents(body, timestamp, mailEventKeyPair().privateKeyPem), timestamp)).toBe(false);
    expect(verify(Buffer.from(body), 'not-a-signature', timestamp)).toBe(false);
    expect(verify(Buffer.from(body), undefined, timestamp)).toBe(false);
    expect(verify(Buffer.from(body), signature, undefined)).toBe(false);
  });

  it('refuses everything when no public key is configured', () => {
    expect(mailEventVerifier(undefined)(Buffer.from(body), signMailEvents(body, timestamp, keys.privateKeyPem), timestamp)).toBe(false);
  });
});
