import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiErrorBodySchema } from '@rms/schema';
import { createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';

let stack: TestStack;
let admin: TestUser;

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'errors-admin@example.com', 'admin');
});

afterAll(async () => {
  await stack.cleanup();
});

const PUBLIC_MISS = 'public, max-age=60, s-maxage=60';

describe('cheap misses', () => {
  it.each(['/api/products/finnes-ikke-x9', '/api/projects/finnes-ikke-x9', '/api/finnes-ikke', '/optimize/products/abc/finnes-ikke.jpg?w=256', '/raw/products/abc/finnes-ikke.jpg'])(
    'a public GET of %s is a 404 the CDN may keep briefly',
    async (path) => {
      const res = await request(stack.app).get(path).expect(404);
      expect(ApiErrorBodySchema.parse(res.body).error.code).toBe('NOT_FOUND');
      expect(res.headers['cache-control']).toBe(PUBLIC_MISS);
      expect(String(res.headers.vary)).toMatch(/Authorization/i);
    },
  );

  it('a miss asked with a token, or by a write, is never cached', async () => {
    const withToken = await request(stack.app).get('/api/products/finnes-ikke-x9').set(admin.auth).expect(404);
    expect(withToken.headers['cache-control']).toBe('no-store');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const post = await request(stack.app).post('/api/finnes-ikke').send({}).expect(404);
    warn.mockRestore();
    expect(post.headers['cache-control']).toBe('no-store');
  });
});

describe('every error our code answers is the JSON envelope', () => {
  it('malformed JSON is 400 MALFORMED_JSON, never an HTML page', async () => {
    const res = await request(stack.app).post('/api/email/send').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(ApiErrorBodySchema.parse(res.body)).toEqual({ error: { code: 'MALFORMED_JSON', message: 'Request body is not valid JSON' } });
  });

  it('a JSON body over the limit is 413 PAYLOAD_TOO_LARGE', async () => {
    const res = await request(stack.app).post('/api/email/send').set('Content-Type', 'application/json').send(JSON.stringify({ message: 'x'.repeat(400_000) })).expect(413);
    expect(ApiErrorBodySchema.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('a body the Functions runtime has already parsed', () => {
  it('is still held to the 300 kB JSON limit: 413 in the envelope, nothing stored', async () => {
    // What Cloud Functions hands our app: req.body parsed and req.rawBody kept (express.json then skips it).
    const big = JSON.stringify({ name: 'Kari', contactEmail: 'kari@example.no', subject: 'S', message: 'x'.repeat(400_000) });
    const pre = express();
    pre.use(express.json({ limit: '32mb', verify: (req, _res, buf) => void ((req as unknown as { rawBody: Buffer }).rawBody = buf) }));
    pre.use(stack.app);
    const before = (await stack.db.collection('messages').get()).size;
    const res = await request(pre).post('/api/email/send').set('Content-Type', 'application/json').send(big).expect(413);
    expect(ApiErrorBodySchema.parse(res.body).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await stack.db.collection('messages').get()).size).toBe(before);
  });
});
