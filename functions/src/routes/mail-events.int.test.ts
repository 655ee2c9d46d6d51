import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemoryStore } from 'express-rate-limit';
import { MAIL_EVENT_SIGNATURE_HEADER, MAIL_EVENT_TIMESTAMP_HEADER, type HealthCheckResult } from '@rms/schema';
import { apiCollections, clearCollections, createTestStack, formToken, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { outboxMailer } from '../adapters/mail';
import { mailEventKeyPair, signMailEvents } from '../adapters/mail-event-signature';
import { LONG_DEFERRAL_MS } from '../services/enquiries/mail-events';

let stack: TestStack;
let admin: TestUser;
const keys = mailEventKeyPair();
const limiterStore = new MemoryStore();

const enquiry = { name: 'Kari Nordmann', contactPhone: '', contactEmail: 'kari.hendelse@example.no', subject: 'Markise', message: 'Hei!', formToken: formToken() };

/** A real enquiry sent through the form; its stored id. */
async function sendEnquiry(s: TestStack = stack): Promise<string> {
  await request(s.app).post('/api/email/send').send({ ...enquiry, formToken: formToken() }).expect(200);
  const docs = (await s.db.collection('messages').orderBy('created_at', 'desc').limit(1).get()).docs;
  return docs[0]!.id;
}

/** Posts `events` as SendGrid would, signed with `privateKeyPem` (the configured key unless told). */
function postEvents(events: unknown[], privateKeyPem: string | null = keys.privateKeyPem, body = JSON.stringify(events), signedAt = Date.now()) {
  const timestamp = String(Math.floor(signedAt / 1000));
  const req = request(stack.app).post('/api/email/events').set('Content-Type', 'application/json');
  if (privateKeyPem) req.set(MAIL_EVENT_SIGNATURE_HEADER, signMailEvents(JSON.stringify(events), timestamp, privateKeyPem)).set(MAIL_EVENT_TIMESTAMP_HEADER, timestamp);
  return req.send(body);
}

async function mailHealth(): Promise<HealthCheckResult | undefined> {
  const res = await request(stack.app).get('/api/health').set(admin.auth).expect(200);
  return (res.body.data.details as HealthCheckResult[]).find((d) => d.service === 'mailer');
}

const bounce = (enquiryId: string, mail = 'notification') => ({ event: 'bounce', email: 'post@firma.example', timestamp: Math.floor(Date.now() / 1000), reason: '550 5.1.1 Mailbox does not exist', enquiryId, mail, sg_event_id: 'ev1' });

beforeAll(async () => {
  stack = await createTestStack({ env: { MAIL_TO: 'post@firma.example', SENDGRID_WEBHOOK_PUBLIC_KEY: keys.publicKey }, contactLimiterStore: limiterStore });
  admin = await userWithRole(stack.db, 'events-admin@example.com', 'admin');
});

/** Mail's delivery state is this worker's project's: later test files in this worker must find Mail healthy. */
const forgetDeliveries = () => stack.db.collection('meta').doc('mail-delivery').delete();

beforeEach(async () => {
  await limiterStore.resetAll();
  await clearCollections(stack.db, 'messages', 'receipt-limits');
  await forgetDeliveries();
});

afterAll(async () => {
  await forgetDeliveries();
  await stack.cleanup();
});

describe('POST /api/email/events', () => {
  it('marks the enquiry’s notification undelivered on a signed bounce, keeps the enquiry in the inbox, and degrades Mail with the reason', async () => {
    const id = await sendEnquiry();
    expect((await mailHealth())?.status).toBe('healthy');

    const res = await postEvents([bounce(id)]).expect(200);
    expect(res.body).toEqual({ data: { received: 1, undelivered: 1 } });

    const stored = (await stack.db.collection('messages').doc(id).get()).data();
    expect(stored).toMatchObject({ status: 'sent', undelivered: { event: 'bounce', reason: '550 5.1.1 Mailbox does not exist' } });
    const inbox = await request(stack.app).get('/api/messages').set(admin.auth).expect(200);
    expect((inbox.body.data as { id: string; undelivered?: unknown }[]).find((m) => m.id === id)).toMatchObject({ undelivered: { event: 'bounce' } });

    const mail = await mailHealth();
    expect(mail).toMatchObject({ status: 'degraded', message: expect.stringContaining(`enquiry ${id} was not delivered (bounce`) });
    expect(mail?.message).toContain('Mailbox does not exist');

    // A notification delivered after the failure: Mail is healthy again; the enquiry keeps its mark.
    const next = await sendEnquiry();
    await postEvents([{ event: 'delivered', timestamp: Math.floor(Date.now() / 1000) + 1, enquiryId: next, mail: 'notification' }]).expect(200);
    expect((await mailHealth())?.status).toBe('healthy');
    expect((await stack.db.collection('messages').doc(id).get()).get('undelivered')).toMatchObject({ event: 'bounce' });
  });

  it('marks a drop, and a deferral only once it has lasted 4 hours', async () => {
    const id = await sendEnquiry();
    const sentAt = Date.parse(String((await stack.db.collection('messages').doc(id).get()).get('sent_at')));
    const deferred = (afterMs: number) => ({ event: 'deferred', timestamp: Math.floor((sentAt + afterMs) / 1000), response: '421 Try again later', attempt: '3', enquiryId: id, mail: 'notification' });
    expect((await postEvents([deferred(60 * 60 * 1000)]).expect(200)).body.data).toEqual({ received: 1, undelivered: 0 });
    expect((await stack.db.collection('messages').doc(id).get()).get('undelivered')).toBeUndefined();
    expect((await postEvents([deferred(LONG_DEFERRAL_MS + 1000)]).expect(200)).body.data).toEqual({ received: 1, undelivered: 1 });
    expect((await stack.db.collection('messages').doc(id).get()).get('undelivered')).toMatchObject({ event: 'deferred', reason: '421 Try again later' });

    const other = await sendEnquiry();
    await postEvents([{ event: 'dropped', reason: 'Bounced Address', enquiryId: other, mail: 'notification' }]).expect(200);
    expect((await stack.db.collection('messages').doc(other).get()).get('undelivered')).toMatchObject({ event: 'dropped', reason: 'Bounced Address' });
  });

  it('marks every enquiry a bounced digest carried', async () => {
    const first = await sendEnquiry();
    const second = await sendEnquiry();
    expect((await postEvents([{ event: 'bounce', reason: '550', enquiryId: `${first},${second}`, mail: 'notification' }]).expect(200)).body.data).toEqual({ received: 1, undelivered: 2 });
    for (const id of [first, second]) expect((await stack.db.collection('messages').doc(id).get()).get('undelivered')).toMatchObject({ event: 'bounce' });
  });

  it('leaves the enquiry alone when the visitor’s receipt bounces', async () => {
    const id = await sendEnquiry();
    expect((await postEvents([bounce(id, 'receipt')]).expect(200)).body.data).toEqual({ received: 1, undelivered: 0 });
    expect((await stack.db.collection('messages').doc(id).get()).get('undelivered')).toBeUndefined();
    expect((await mailHealth())?.status).toBe('healthy');
  });

  it('refuses an unsigned, wrongly signed or altered request with 403, and nothing changes', async () => {
    const id = await sendEnquiry();
    const collections = await apiCollections();
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    const events = [bounce(id)];
    const refused = [
      await postEvents(events, null),
      await postEvents(events, mailEventKeyPair().privateKeyPem),
      await postEvents(events, keys.privateKeyPem, JSON.stringify([{ ...bounce(id), reason: 'altered' }])),
      await request(stack.app).post('/api/email/events').set(MAIL_EVENT_SIGNATURE_HEADER, 'MEUCIQDgarbage').set(MAIL_EVENT_TIMESTAMP_HEADER, '1').send(events),
    ];
    expect(refused.map((r) => [r.status, r.body.error?.code])).toEqual(refused.map(() => [403, 'FORBIDDEN']));
    expect(await stateSnapshot(stack.db, stack.blobs, collections)).toEqual(before);
    expect((await mailHealth())?.status).toBe('healthy');
  });

  it('refuses a correctly signed request replayed more than 10 minutes later, and nothing changes', async () => {
    const id = await sendEnquiry();
    const before = await stateSnapshot(stack.db, stack.blobs, await apiCollections());
    await postEvents([bounce(id)], keys.privateKeyPem, undefined, Date.now() - 11 * 60_000).expect(403);
    expect(await stateSnapshot(stack.db, stack.blobs, await apiCollections())).toEqual(before);
    await postEvents([bounce(id)], keys.privateKeyPem, undefined, Date.now() - 60_000).expect(200);
  });

  it('refuses every event when no public key is configured', async () => {
    const unconfigured = await createTestStack();
    try {
      const timestamp = '1';
      const body = JSON.stringify([bounce('x')]);
      await request(unconfigured.app).post('/api/email/events').set('Content-Type', 'application/json').set(MAIL_EVENT_SIGNATURE_HEADER, signMailEvents(body, timestamp, keys.privateKeyPem)).set(MAIL_EVENT_TIMESTAMP_HEADER, timestamp).send(body).expect(403);
    } finally {
      await unconfigured.cleanup();
    }
  });
});

describe('the local stack’s stand-in for SendGrid', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    // The stand-in posts over HTTP, as SendGrid would: the app listens on a free port.
    server = stack.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/email/events`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('posts a signed bounce for a notification to bounce@…, which marks the enquiry and degrades Mail', async () => {
    const outboxDir = await mkdtemp(join(tmpdir(), 'rms-stand-in-'));
    const offline = await createTestStack({ env: { MAIL_TO: 'bounce@firma.example' }, mailer: outboxMailer(outboxDir, { url, privateKeyPem: keys.privateKeyPem }) });
    try {
      const id = await sendEnquiry(offline);
      await expect.poll(async () => (await stack.db.collection('messages').doc(id).get()).get('undelivered'), { timeout: 10_000 }).toMatchObject({ event: 'bounce' });
      expect((await mailHealth())?.status).toBe('degraded');
    } finally {
      await offline.cleanup();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});
