import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { hostingSecurityHeaderRule } from '@rms/schema/security-headers';
import { mailEventKeyPair } from '../functions/src/adapters/mail-event-signature';
import { ROOT, type StackPorts } from './stack-config';

interface HostingHeader {
  key: string;
  value: string;
}
interface FirebaseJson {
  hosting: { headers: { source: string; headers: HostingHeader[] }[] } & Record<string, unknown>;
  emulators: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * firebase.json as the local stack needs it: the given ports, and the security headers' local
 * variant (schema/src/security-headers.ts), whose CSP also lets the page reach the Auth emulator over
 * plain http on loopback; the functions send the same variant there (FIREBASE_AUTH_EMULATOR_HOST).
 * Strict-Transport-Security stays: a browser ignores it on a plain-http answer (RFC 6797, 8.1), and
 * keeping it lets a test grade the very headers Hosting sends (e2e/security-headers.e2e.ts).
 */
export function localFirebaseConfig(base: FirebaseJson, ports: StackPorts): FirebaseJson {
  const local = hostingSecurityHeaderRule({ authEmulatorHost: `127.0.0.1:${ports.auth}` });
  const headers = base.hosting.headers.map((rule) => (rule.source === local.source ? local : rule));
  const host = '127.0.0.1';
  return {
    ...base,
    hosting: { ...base.hosting, headers },
    emulators: {
      singleProjectMode: true,
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      auth: { host, port: ports.auth },
      functions: { host, port: ports.functions },
      hosting: { host, port: ports.hosting },
      firestore: { host, port: ports.firestore },
      ui: { enabled: false },
    },
  };
}

/** Writes the local config beside firebase.json (paths in it stay relative to the repo root). */
export async function writeLocalFirebaseConfig(ports: StackPorts): Promise<string> {
  const base = JSON.parse(await readFile(resolve(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const file = resolve(ROOT, `.firebase.local.${ports.hosting}.json`);
  await writeFile(file, JSON.stringify(localFirebaseConfig(base, ports), null, 2));
  return file;
}

/**
 * The functions declare SENDGRID_API_KEY as a Secret Manager secret; without a local value the
 * Functions emulator tries Secret Manager (offline: an error on every start). The local stack mails
 * to its outbox (RMS_OUTBOX_DIR, chosen explicitly), so a placeholder is all it needs.
 */
export async function writeLocalSecrets(): Promise<void> {
  const file = resolve(ROOT, 'functions/.secret.local');
  const existing = await readFile(file, 'utf8').catch(() => '');
  if (/^SENDGRID_API_KEY=./m.test(existing)) return;
  await writeFile(file, `${existing}# Written by the local stack: mail goes to the outbox folder, never to SendGrid.\nSENDGRID_API_KEY=unused-in-the-local-stack\n`);
}

/**
 * The key pair of the local stack's stand-in for SendGrid's Event Webhook (decision 133): the outbox
 * signs its delivery events with the private key, the site checks them with the public one, as it
 * checks SendGrid's in production. Made once per data folder and kept there (never committed).
 */
export async function localMailEventKeys(dataDir: string): Promise<{ privateKeyPem: string; publicKey: string }> {
  const file = resolve(dataDir, 'mail-event-keys.json');
  const saved = await readFile(file, 'utf8').then((text) => JSON.parse(text) as { privateKeyPem?: unknown; publicKey?: unknown }, () => null);
  if (typeof saved?.privateKeyPem === 'string' && typeof saved.publicKey === 'string') return { privateKeyPem: saved.privateKeyPem, publicKey: saved.publicKey };
  const keys = mailEventKeyPair();
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The functions' environment for the outbox's stand-in events: where to post them (the site's own
 * Hosting port), the key to sign with, and the matching key the site checks them against.
 */
export async function outboxEventEnv(dataDir: string, hostingPort: number): Promise<Record<string, string>> {
  const keys = await localMailEventKeys(dataDir);
  return {
    RMS_OUTBOX_EVENTS_URL: `http://127.0.0.1:${hostingPort}/api/email/events`,
    RMS_OUTBOX_EVENT_KEY: keys.privateKeyPem,
    SENDGRID_WEBHOOK_PUBLIC_KEY: keys.publicKey,
  };
}
