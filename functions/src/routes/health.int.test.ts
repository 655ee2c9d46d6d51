import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SystemHealthSchema } from '@rms/schema';
import { createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { hungCall } from '../../../test/faults';
import type { BlobStore } from '../adapters/blob-store';
import type { Mailer } from '../adapters/mailer';
import type { TokenVerifier } from '../services/access/users';

let stack: TestStack;
let admin: TestUser;

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'health-admin@example.com', 'admin');
});

afterAll(async () => {
  await stack.cleanup();
});

type Detail = { service: string; status: string; message: string; details?: string };
const service = (body: { data: { details: Detail[] } }, name: string) => body.data.details.find((d) => d.service === name);

/** The stack's own blob store, except that ping fails or never answers. */
function brokenBlobs(base: BlobStore, ping: () => Promise<void>): BlobStore {
  return { kind: base.kind, put: base.put.bind(base), get: base.get.bind(base), exists: base.exists.bind(base), delete: base.delete.bind(base), deletePrefix: base.deletePrefix.bind(base), list: base.list.bind(base), ping };
}

describe('GET /api/health', () => {
  it('checks Firestore, Storage, Auth, the mailer and the image optimizer and reports all healthy', async () => {
    const res = await request(stack.app).get('/api/health').set(admin.auth).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const health = SystemHealthSchema.parse(res.body.data);
    expect(health.details.map((d) => d.service)).toEqual(['firestore', 'storage', 'auth', 'mailer', 'image-optimizer']);
    expect(health.details.filter((d) => d.status !== 'healthy')).toEqual([]);
    expect(health).toMatchObject({ status: true, message: 'All systems operational' });
    for (const d of health.details) expect(Number.isNaN(Date.parse(d.timestamp))).toBe(false);
  });

  it('reports a stopped storage as unhealthy with its error, with HTTP 200; the error only to admins', async () => {
    const s = await createTestStack({ blobs: brokenBlobs(stack.blobs, async () => { throw new Error('connect ECONNREFUSED 127.0.0.1:9199'); }) });
    try {
      const res = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(res.body.data.status).toBe(false);
      expect(res.body.data.message).toContain('storage unhealthy');
      // The probe's own failure, then what the site's calls to Storage met.
      expect(service(res.body, 'storage')).toMatchObject({ status: 'unhealthy', message: expect.stringMatching(/^storage check failed\. Last call by the site took \d+ ms; failing since/), details: 'connect ECONNREFUSED 127.0.0.1:9199' });
      expect(service(res.body, 'firestore')?.status).toBe('healthy');

      const anonymous = await request(s.app).get('/api/health').expect(200);
      expect(anonymous.body.data.message).toBe('Some services are not healthy');
      expect(service(anonymous.body, 'storage')).toEqual({ service: 'storage', status: 'unhealthy', message: 'unhealthy', timestamp: expect.any(String) });
      expect(JSON.stringify(anonymous.body)).not.toMatch(/ECONNREFUSED|answered in|9199/);
    } finally {
      await s.cleanup();
    }
  });

  it('reports a hung dependency as unhealthy after the timeout instead of hanging', async () => {
    const s = await createTestStack({ blobs: brokenBlobs(stack.blobs, () => hungCall<void>()) });
    try {
      const started = Date.now();
      const res = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(Date.now() - started).toBeLessThan(6000);
      expect(service(res.body, 'storage')).toMatchObject({ status: 'unhealthy', message: 'storage did not answer in time', details: 'No answer within 3000 ms' });
      expect(res.body.data.status).toBe(false);
    } finally {
      await s.cleanup();
    }
  });

  it('reports a mailer whose check throws as unhealthy', async () => {
    const mailer: Mailer = { kind: 'sendgrid', send: async () => {}, check: async () => { throw new Error('SENDGRID_API_KEY does not look like a SendGrid key'); } };
    const s = await createTestStack({ mailer });
    try {
      const res = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(service(res.body, 'mailer')).toMatchObject({ status: 'unhealthy', details: 'SENDGRID_API_KEY does not look like a SendGrid key' });
      expect(res.body.data.status).toBe(false);
    } finally {
      await s.cleanup();
    }
  });

  it('reports an unreachable Auth service as unhealthy and a verifier without a probe as unknown', async () => {
    const real = stack.deps.verifier;
    const unreachable = {
      verifyIdToken: real.verifyIdToken.bind(real),
      getUser: async () => { throw Object.assign(new Error('getaddrinfo ENOTFOUND identitytoolkit.googleapis.com'), { code: 'app/network-error' }); },
    };
    const s = await createTestStack({ verifier: unreachable });
    const bare: TokenVerifier = { verifyIdToken: real.verifyIdToken.bind(real) };
    const t = await createTestStack({ verifier: bare });
    try {
      const res = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(service(res.body, 'auth')).toMatchObject({ status: 'unhealthy', details: 'getaddrinfo ENOTFOUND identitytoolkit.googleapis.com' });
      const unknown = await request(t.app).get('/api/health').set(admin.auth).expect(200);
      expect(service(unknown.body, 'auth')).toMatchObject({ status: 'unknown' });
      expect(unknown.body.data.status).toBe(false);
    } finally {
      await s.cleanup();
      await t.cleanup();
    }
  });

  it('reports an outbox mailer in production as unhealthy: mail would go nowhere', async () => {
    const s = await createTestStack({ env: { RMS_ENVIRONMENT: 'production' } });
    try {
      const res = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(service(res.body, 'mailer')).toMatchObject({ status: 'unhealthy', details: expect.stringContaining('outbox') });
      expect(res.body.data.status).toBe(false);
    } finally {
      await s.cleanup();
    }
  });
});

describe('GET /api/health for anonymous callers', () => {
  it('runs the live checks at most once per 15 s per instance and lets the CDN keep the answer as long; admins always check live', async () => {
    let checks = 0;
    const mailer: Mailer = { kind: 'outbox', send: async () => {}, check: async () => void checks++ };
    const s = await createTestStack({ mailer });
    try {
      const first = await request(s.app).get('/api/health').expect(200);
      await request(s.app).get('/api/health').expect(200);
      await request(s.app).get('/api/email/health').expect(200);
      await request(s.app).get('/api/email/health').expect(200);
      expect(checks).toBe(2); // one for /api/health, one for /api/email/health
      expect(first.headers['cache-control']).toBe('public, max-age=15, s-maxage=15');
      expect(SystemHealthSchema.parse(first.body.data).details.every((d) => d.message === d.status && d.details === undefined)).toBe(true);
      const fresh = await request(s.app).get('/api/health').set(admin.auth).expect(200);
      expect(checks).toBe(3);
      expect(fresh.headers['cache-control']).toBe('no-store');
    } finally {
      await s.cleanup();
    }
  });
});

describe('GET /api/health/environment', () => {
  it('answers development in the local stack, with the backend version', async () => {
    const res = await request(stack.app).get('/api/health/environment').expect(200);
    expect(res.body.data).toEqual({ environment: 'development', version: stack.deps.config.version });
  });

  it('answers production when deployed', async () => {
    const s = await createTestStack({ env: { RMS_ENVIRONMENT: 'production', RMS_VERSION: '1.2.3' } });
    try {
      expect((await request(s.app).get('/api/health/environment').expect(200)).body.data).toEqual({ environment: 'production', version: '1.2.3' });
    } finally {
      await s.cleanup();
    }
  });
});
