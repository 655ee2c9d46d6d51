import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { retryFailedEnquiries } from '../services/enquiries/enquiry-delivery';
import { sendgridMailer } from './mail';

/**
 * A local stand-in of SendGrid's v3 `POST /v3/mail/send`: records each request and answers with
 * the next scripted status (202 Accepted, SendGrid's success, when nothing is scripted).
 */
interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: SendgridBody;
}
interface SendgridBody {
  personalizations: { to: { email: string }[] }[];
  from: { email: string };
  reply_to?: { email: string };
  subject: string;
  content: { type: string; value: string }[];
  tracking_settings?: { click_tracking?: { enable: boolean; enable_text: boolean }; open_tracking?: { enable: boolean } };
  custom_args?: Record<string, string>;
}

const received: Received[] = [];
/** The visitors' receipts, kept apart and always accepted: the scripted answers are for the company's mail. */
const receipts: Received[] = [];
const script: { status: number; body?: unknown }[] = [];
let server: Server;
let baseUrl: string;
let stack: TestStack;
let admin: TestUser;

const KEY = 'SG.stand-in-key';
const visitorMessage = { name: 'Kari Nordmann', contactPhone: '', contactEmail: 'kari@example.no', subject: 'Markise', message: 'Se https://example.no/bilde', formToken: formToken() };

beforeAll(async () => {
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      const call = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: JSON.parse(raw || '{}') as SendgridBody };
      if (call.body.custom_args?.mail === 'receipt') {
        receipts.push(call);
        return void res.writeHead(202).end();
      }
      received.push(call);
      const next = script.shift() ?? { status: 202 };
      res.writeHead(next.status, { 'Content-Type': 'application/json' }).end(next.body === undefined ? '' : JSON.stringify(next.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  stack = await createTestStack({ mailer: sendgridMailer(KEY, { baseUrl }), env: { MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' } });
  admin = await userWithRole(stack.db, 'sendgrid-admin@example.com', 'admin');
});

beforeEach(async () => {
  received.length = 0;
  receipts.length = 0;
  script.length = 0;
  await clearCollections(stack.db, 'messages', 'receipt-limits');
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await stack.cleanup();
});

const stored = async () => (await stack.db.collection('messages').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown>);

describe('contact mail through the real @sendgrid/mail client', () => {
  it('posts to /v3/mail/send with the bearer key, from, to, reply-to the visitor, subject, plain text only, click and open tracking off', async () => {
    await request(stack.app).post('/api/email/send').send(visitorMessage).expect(200);
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call).toMatchObject({ method: 'POST', url: '/v3/mail/send' });
    expect(call?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(call?.body.personalizations).toEqual([{ to: [{ email: 'post@firma.example' }] }]);
    expect(call?.body.from).toEqual({ email: 'nettside@firma.example' });
    expect(call?.body.reply_to).toEqual({ email: 'kari@example.no' });
    expect(call?.body.subject).toBe('Contact Form: Markise');
    expect(call?.body.content.map((c) => c.type)).toEqual(['text/plain']);
    expect(call?.body.content[0]?.value).toContain('Se https://example.no/bilde');
    expect(call?.body.tracking_settings).toEqual({ click_tracking: { enable: false, enable_text: false }, open_tracking: { enable: false } });
    const [msg] = await stored();
    expect(msg).toMatchObject({ status: 'sent', attempts: 1 });
    // The enquiry's id rides along, for SendGrid's delivery events (POST /api/email/events).
    expect(call?.body.custom_args).toEqual({ enquiryId: msg?.id, mail: 'notification' });
    // The visitor's receipt: to the visitor, plain text only, tracking off, its own custom args.
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.body).toMatchObject({ personalizations: [{ to: [{ email: 'kari@example.no' }] }], custom_args: { enquiryId: msg?.id, mail: 'receipt' } });
    expect(receipts[0]?.body.content.map((c) => c.type)).toEqual(['text/plain']);
    expect(receipts[0]?.body.tracking_settings).toEqual({ click_tracking: { enable: false, enable_text: false }, open_tracking: { enable: false } });
  });

  it.each([
    [401, { errors: [{ message: 'The provided authorization grant is invalid, expired, or revoked' }] }, 'SendGrid 401: The provided authorization grant is invalid, expired, or revoked'],
    [429, { errors: [{ message: 'Too many requests' }] }, 'SendGrid 429: Too many requests'],
    [503, undefined, 'SendGrid 503'],
  ])('an answer %i leaves the message failed for the retry, with the reason in the inbox', async (status, body, reason) => {
    script.push({ status, body });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await request(stack.app).post('/api/email/send').send(visitorMessage).expect(200);
      const [msg] = await stored();
      expect(msg).toMatchObject({ status: 'failed', attempts: 1, sent_at: null, lastError: expect.stringContaining(reason) });
      expect(typeof msg?.next_attempt_at).toBe('string');

      const inbox = await request(stack.app).get('/api/messages').set(admin.auth).expect(200);
      expect(inbox.body.data[0]).toMatchObject({ status: 'failed', lastError: expect.stringContaining(reason) });

      // SendGrid answers again: the retry sends the same message once it is due.
      const due = () => new Date(Date.parse(String(msg?.next_attempt_at)) + 1000);
      expect(await retryFailedEnquiries(stack.deps.repos, stack.deps.mailer, { mailFrom: 'nettside@firma.example', mailTo: 'post@firma.example' }, due)).toMatchObject({ sent: 1 });
      expect(received).toHaveLength(2);
      expect(received[1]?.body.reply_to).toEqual({ email: 'kari@example.no' });
      expect((await stored())[0]).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      errors.mockRestore();
    }
  });
});
