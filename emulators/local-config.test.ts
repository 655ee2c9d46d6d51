import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { mailEventVerifier, signMailEvents } from '../functions/src/adapters/mail-event-signature';
import { localFirebaseConfig, outboxEventEnv } from './local-config';
import { PORTS, ROOT } from './stack-config';

const base = JSON.parse(readFileSync(resolve(ROOT, 'firebase.json'), 'utf8'));
const csp = (config: typeof base) =>
  (config.hosting.headers as { headers: { key: string; value: string }[] }[]).flatMap((r) => r.headers).find((h) => h.key === 'Content-Security-Policy')?.value as string;

describe('the production hosting config', () => {
  it('sends a CSP without plugins or base tags and forbids framing', () => {
    const policy = csp(base);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
    const all = (base.hosting.headers as { headers: { key: string }[] }[]).flatMap((r) => r.headers.map((h) => h.key));
    expect(all).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy']));
  });

  it('rewrites the API, originals and variants to the api function and the rest to the page renderer', () => {
    const rewrites = base.hosting.rewrites as { source: string; function?: { functionId: string }; destination?: string }[];
    for (const source of ['/api/**', '/raw/**', '/optimize/**']) {
      expect(rewrites.find((r) => r.source === source)?.function?.functionId).toBe('api');
    }
    expect(rewrites.at(-1)).toEqual({ source: '**', function: { functionId: 'render', region: 'europe-north1' } });
  });
});

describe('localFirebaseConfig', () => {
  const local = localFirebaseConfig(base, PORTS.test);

  it('lets the page reach the Auth emulator on loopback and keeps the rest of the CSP', () => {
    const policy = csp(local);
    expect(policy).toMatch(/connect-src [^;]*http:\/\/127\.0\.0\.1:9199/);
    expect(policy).toMatch(/frame-src [^;]*http:\/\/127\.0\.0\.1:9199/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
  });

  it('drops the directive that would break http://127.0.0.1 and keeps every other security header', () => {
    expect(csp(local)).not.toContain('upgrade-insecure-requests');
    const keys = (config: typeof base) => (config.hosting.headers as { headers: { key: string }[] }[]).flatMap((r) => r.headers.map((h) => h.key));
    expect(keys(local)).toEqual(keys(base));
    expect(keys(local)).toEqual(expect.arrayContaining(['Strict-Transport-Security', 'Cross-Origin-Opener-Policy', 'Cross-Origin-Resource-Policy']));
  });

  it('uses the given ports for every emulator', () => {
    expect(local.emulators).toMatchObject({ hosting: { port: 5100 }, functions: { port: 5101 }, auth: { port: 9199 }, hub: { port: 4410 } });
  });
});

describe('the outbox’s stand-in events', () => {
  it('posts to the site’s own Hosting port, signed with a key pair made once per data folder that the site accepts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rms-keys-'));
    try {
      const env = await outboxEventEnv(dir, 5123);
      expect(env.RMS_OUTBOX_EVENTS_URL).toBe('http://127.0.0.1:5123/api/email/events');
      expect(await outboxEventEnv(dir, 5123)).toEqual(env);
      const body = '[{"event":"bounce"}]';
      expect(mailEventVerifier(env.SENDGRID_WEBHOOK_PUBLIC_KEY)(Buffer.from(body), signMailEvents(body, '1', env.RMS_OUTBOX_EVENT_KEY!), '1')).toBe(true);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
