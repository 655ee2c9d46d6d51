import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { StoredEnquirySchema } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';

let stack: TestStack;
let admin: TestUser;
let visitor: TestUser;

const base = { contactPhone: '', contactEmail: 'a@b.no', message: 'Hei', attempts: 1, lastError: null, sent_at: null, next_attempt_at: null };

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'inbox-admin@example.com', 'admin');
  visitor = await userWithRole(stack.db, 'inbox-user@example.com', 'user');
  await clearCollections(stack.db, 'messages');
  const messages = stack.db.collection('messages');
  await messages.doc('old').set({ ...base, name: 'Eldst', subject: 'Contact Form: A', status: 'sent', sent_at: '2026-01-01T10:00:01.000Z', created_at: '2026-01-01T10:00:00.000Z' });
  await messages.doc('new').set({ ...base, name: 'Nyest', subject: 'Contact Form: C', status: 'failed', lastError: 'SendGrid 503', created_at: '2026-03-01T10:00:00.000Z' });
  await messages.doc('mid').set({ ...base, name: 'Midt', subject: 'Contact Form: B', status: 'spam', attempts: 0, created_at: '2026-02-01T10:00:00.000Z' });
});

afterAll(async () => {
  await stack.cleanup();
});

describe('GET /api/messages', () => {
  it('refuses anonymous (401) and non-admin (403) callers', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(stack.app).get('/api/messages').expect(401);
    const res = await request(stack.app).get('/api/messages').set(visitor.auth).expect(403);
    warn.mockRestore();
    expect(res.body.error.code).toBe('FORBIDDEN');
  });

  it('lists stored messages with their delivery status, newest first, never cached', async () => {
    const res = await request(stack.app).get('/api/messages').set(admin.auth).expect(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const list = res.body.data.map((m: unknown) => StoredEnquirySchema.parse(m));
    expect(list.map((m: { id: string; status: string }) => [m.id, m.status])).toEqual([
      ['new', 'failed'],
      ['mid', 'spam'],
      ['old', 'sent'],
    ]);
    expect(list[0].lastError).toBe('SendGrid 503');
  });

  it('honours ?limit and refuses a bad one', async () => {
    const res = await request(stack.app).get('/api/messages?limit=1').set(admin.auth).expect(200);
    expect(res.body.data.map((m: { id: string }) => m.id)).toEqual(['new']);
    const bad = await request(stack.app).get('/api/messages?limit=0').set(admin.auth).expect(400);
    expect(bad.body.error.issues[0].path).toBe('limit');
  });

  it('leaves out a malformed document with a warning instead of failing the inbox', async () => {
    await stack.db.collection('messages').doc('broken').set({ name: 'X', created_at: '2026-04-01T00:00:00.000Z' });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await request(stack.app).get('/api/messages').set(admin.auth).expect(200);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('messages/broken'));
    warn.mockRestore();
    expect(res.body.data.map((m: { id: string }) => m.id)).toEqual(['new', 'mid', 'old']);
    await stack.db.collection('messages').doc('broken').delete();
  });
});
