import { securityHeaders } from '@rms/schema/security-headers';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCollections, createTestStack, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';

// What every API answer carries, whatever the route: the JSON error envelope for a body over the
// size limit, and the site's security headers (docs/decisions/147-strict-csp-and-one-header-definition.md).
let stack: TestStack;
let admin: TestUser;

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'answers-admin@example.com', 'admin');
});

afterAll(async () => {
  await stack.cleanup();
});

/** A project body whose JSON is about `kb` kilobytes. */
const projectOfSize = (kb: number) => ({ title: 'Stor beskrivelse', description: `<p>${'a'.repeat(kb * 1024)}</p>` });

describe('a JSON body over the 300 kB limit', () => {
  it('is answered 413 with the JSON error envelope, and nothing is stored', async () => {
    const collections = await apiCollections();
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    const res = await request(stack.app).post('/api/projects').set(admin.auth).send(projectOfSize(310));
    expect(res.status).toBe(413);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' } });
    expect(await stateSnapshot(stack.db, stack.blobs, collections)).toEqual(before);
  });

  it('is refused before anything else, for anonymous callers too', async () => {
    const res = await request(stack.app).put('/api/projects/finnes-ikke').send(projectOfSize(400));
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('is the limit, not a smaller one: a body just under it is read', async () => {
    const res = await request(stack.app).post('/api/projects').set(admin.auth).send(projectOfSize(290));
    expect(res.status).not.toBe(413);
    if (res.status === 201) await request(stack.app).delete(`/api/projects/${(res.body as { data: { id: string } }).data.id}`).set(admin.auth);
  });
});

describe('security headers on API answers', () => {
  const answers: [string, () => request.Test][] = [
    ['a public JSON answer', () => request(stack.app).get('/api/health/environment')],
    ['an answer to a signed-in admin', () => request(stack.app).get('/api/backups/list').set(admin.auth)],
    ['a refusal', () => request(stack.app).post('/api/projects').send({})],
    ['an unknown API path', () => request(stack.app).get('/api/finnes-ikke')],
    ['a missing image', () => request(stack.app).get('/raw/products,finnes,ikke.jpg')],
  ];

  it.each(answers)('%s carries the site\'s security headers, as Hosting and the page renderer send them', async (_what, send) => {
    const res = await send();
    // The API tests' stack uses the Auth emulator, so the local variant (decision 147).
    const site = securityHeaders({ authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST });
    for (const [key, value] of Object.entries(site)) expect(res.headers[key.toLowerCase()], key).toBe(value);
    expect(String(res.headers['content-security-policy']).split(';').map((d) => d.trim())).toContain("frame-ancestors 'none'");
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });
});
