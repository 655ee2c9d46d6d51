import { createPrivateKey, generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { EventWebhook } from '@sendgrid/eventwebhook';

/**
 * SendGrid's signed Event Webhook (decision 133): SendGrid signs `timestamp + raw body` with ECDSA
 * (P-256, SHA-256) and sends the signature and timestamp in two headers; the public key is shown under
 * Mail Settings → Event Webhook as base64 DER. Verification uses SendGrid's own package.
 */

/** A check of one request; false for anything missing, malformed or signed with another key. */
export type MailEventVerifier = (rawBody: Buffer, signature: string | undefined, timestamp: string | undefined) => boolean;

/** The verifier for `publicKey`; with no key (not configured) or an unreadable one, every request is refused. */
export function mailEventVerifier(publicKey: string | undefined): MailEventVerifier {
  if (!publicKey?.trim()) return () => false;
  const webhook = new EventWebhook();
  let key: ReturnType<EventWebhook['convertPublicKeyToECDSA']>;
  try {
    key = webhook.convertPublicKeyToECDSA(publicKey.trim());
  } catch (e) {
    console.error(`[mail] SENDGRID_WEBHOOK_PUBLIC_KEY cannot be read, so every mail event is refused: ${e instanceof Error ? e.message : String(e)}`);
    return () => false;
  }
  return (rawBody, signature, timestamp) => {
    if (!signature || !timestamp) return false;
    try {
      return webhook.verifySignature(key, rawBody, signature, timestamp);
    } catch {
      // A signature that is not base64 DER is simply a wrong one.
      return false;
    }
  };
}

/** A key pair in SendGrid's formats: the private key (PEM) signs, the public one (base64 DER) verifies. */
export function mailEventKeyPair(): { privateKeyPem: string; publicKey: string } {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  return {
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKey: publicKey.export({ type: 'spki', format: 'der' }).toString('base64'),
  };
}

/** Signs a webhook body as SendGrid does (the local stack's stand-in and tests use it). */
export function signMailEvents(body: string, timestamp: string, privateKey: string | KeyObject): string {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return sign('sha256', Buffer.from(timestamp + body), key).toString('base64');
}
