import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RATE_LIMITED_MESSAGE, CONTACT_RECEIVED_MESSAGE, CONTACT_SITE_CEILING, REQUIRED_FIELDS_MESSAGE } from '@rms/schema';
import { Query } from 'firebase-admin/firestore';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import type { Mailer, OutgoingMail } from '../adapters/mailer';
import { MAX_SEND_ATTEMPTS, retryFailedEnquiries } from '../services/enquiries/enquiry-delivery';
import { MemoryStore } from 'express-rate-limit';
import { loadConfig } from '../config';
import { mailerFor } from '../production-deps';

let stack: TestStack;
let admin: TestUser;
let visitor: TestUser;
/** The contact limiter's counts, emptied before each test: no test needs a forged address for a fresh bucket. */
const limiterStore = new MemoryStore();

/** Headers a client writes to pass for someone else (each alone and all together). */
const FORGERIES: Record<string, string>[] = [
  { 'X-Forwarded-For': '10.9.8.1' },
  { 'X-Forwarded-For': '10.9.8.2, 10.9.8.3' },
  { 'Fastly-Client-IP': '10.9.8.4' },
  { 'X-Forwarded-Host': 'other.example' },
  { 'X-Forwarded-For': '10.9.8.5', 'Fastly-Client-IP': '10.9.8.5', 'X-Forwarded-Host': 'other.example', 'X-Real-IP': '10.9.8.5' },
];

const validMessage = {
  name: 'Kari Nordmann',
  contactPhone: '+47 900 00 000',
  contactEmail: 'kari@example.no',
  subject: 'Markise til terrassen',
  message: 'Hei! Kan dere komme på befaring?',
  formToken: formToken(),
};

async function outbox(dir: string): Promise<OutgoingMail[]> {
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.sort().map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutgoingMail));
}

async function storedEnquiries(s: TestStack) {
  const snap = await s.db.collection('messages').get();
  return snap.docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
}

/** A mailer standing in for SendGrid being down. */
function failingMailer(message = 'SendGrid answered 503 Service Unavailable'): Mailer & { sent: OutgoingMail[] } {
  return {
    kind: 'sendgrid',
    sent: [],
    async send() {
      throw new Error(message);
    },
    async check() {
      throw new Error('SENDGRID_API_KEY does not look like a SendGrid key');
    },
  };
}

function recordingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    kind: 'sendgrid',
    sent,
    async send(mail) {
      sent.push(mail);
    },
    async check() {},
  };
}

beforeAll(async () => {
  stack = await createTestStack({ env: { MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' }, contactLimiterStore: limiterStore });
  admin = await userWithRole(stack.db, 'mail-admin@example.com', 'admin');
  visitor = await userWithRole(stack.db, 'mail-user@example.com', 'user');
});

beforeEach(async () => {
  await limiterStore.resetAll();
  await clearCollections(stack.db, 'messages', 'receipt-limits');
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
});

afterAll(async () => {
  await stack.cleanup();
});

describe('POST /api/email/send', () => {
  it('stores the message, then mails it as plain text to the company with reply-to the visitor', async () => {
    const res = await request(stack.app).post('/api/email/send').send(validMessage).expect(200);
    expect(res.body).toEqual({ data: { received: true, message: CONTACT_RECEIVED_MESSAGE } });

    const [stored] = await storedEnquiries(stack);
    expect(stored).toMatchObject({
      name: 'Kari Nordmann',
      contactEmail: 'kari@example.no',
      subject: 'Contact Form: Markise til terrassen',
      status: 'sent',
      attempts: 1,
      lastError: null,
      next_attempt_at: null,
    });
    expect(typeof stored?.sent_at).toBe('string');

    // The company's notification, once; the visitor's receipt is the only other mail (enquiry-receipt.int.test.ts).
    const mails = await outbox(join(stack.dataDir, 'outbox'));
    const [mail, ...rest] = mails.filter((m) => m.customArgs?.mail === 'notification');
    expect(rest).toHaveLength(0);
    expect(mails.filter((m) => m !== mail).map((m) => m.to)).toEqual(['kari@example.no']);
    expect(mail?.customArgs).toEqual({ enquiryId: stored?.id, mail: 'notification' });
    expect(mail).toMatchObject({ to: 'post@firma.example', from: 'nettside@firma.example', replyTo: 'kari@example.no', subject: 'Contact Form: Markise til terrassen' });
    expect(mail?.text).toContain('Hei! Kan dere komme på befaring?');
    expect(mail?.text).toContain('Telefon: +47 900 00 000');
    expect(mail).not.toHaveProperty('html');
  });

  it('keeps HTML in the visitor text as literal text and never adds an HTML part', async () => {
    const html = '<script>alert("x")</script><b>fet</b> & <a href="https://evil.example">klikk</a>';
    await request(stack.app)
      .post('/api/email/send')
      
      .send({ ...validMessage, name: '<img src=x onerror=alert(1)>', message: html })
      .expect(200);
    const mails = await outbox(join(stack.dataDir, 'outbox'));
    // Neither the notification nor the receipt has an HTML part.
    expect(mails.map((m) => Object.keys(m).sort())).toEqual([0, 1].map(() => ['customArgs', 'from', 'replyTo', 'subject', 'text', 'to']));
    const mail = mails.find((m) => m.customArgs?.mail === 'notification');
    expect(mail?.text).toContain(html);
    expect(mail?.text).toContain('Navn: <img src=x onerror=alert(1)>');
    expect(mail?.text).not.toContain('&lt;');
  });

  it('does not prefix a subject that already carries "Contact Form: " and keeps a header on one line', async () => {
    const mailer = recordingMailer();
    const s = await createTestStack({ mailer });
    try {
      await request(s.app).post('/api/email/send').send({ ...validMessage, subject: 'Contact Form: Service\r\nBcc: x@evil.example' }).expect(200);
      expect(mailer.sent.find((m) => m.customArgs?.mail === 'notification')?.subject).toBe('Contact Form: Service Bcc: x@evil.example');
    } finally {
      await s.cleanup();
    }
  });

  it('refuses missing required fields with the required-fields message and one issue per field, storing nothing', async () => {
    const res = await request(stack.app).post('/api/email/send').send({ contactEmail: 'kari@example.no', subject: '  ' }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    const paths = res.body.error.issues.map((i: { path: string }) => i.path).sort();
    expect(paths).toEqual(['message', 'name', 'subject']);
    expect(res.body.error.issues.find((i: { path: string }) => i.path === 'name').message).toBe('Navn må fylles ut');
    expect(await storedEnquiries(stack)).toEqual([]);
    expect(await outbox(join(stack.dataDir, 'outbox'))).toHaveLength(0);
  });

  it('keeps where the visit came from with the enquiry, and refuses an unknown or too long source field, storing nothing', async () => {
    const source = { referrerHost: 'l.facebook.com', utmSource: 'facebook', utmCampaign: 'var', landingPath: '/' };
    await request(stack.app).post('/api/email/send').send({ ...validMessage, source }).expect(200);
    expect((await storedEnquiries(stack)).map((m) => m.source)).toEqual([source]);

    for (const [bad, path] of [
      [{ ...source, gclid: 'x' }, 'source'],
      [{ ...source, utmCampaign: 'v'.repeat(201) }, 'source.utmCampaign'],
    ] as const) {
      const res = await request(stack.app).post('/api/email/send').send({ ...validMessage, source: bad }).expect(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path)).toEqual([path]);
    }
    expect(await storedEnquiries(stack)).toHaveLength(1);
  });

  it('refuses an invalid e-mail address naming the field', async () => {
    const res = await request(stack.app).post('/api/email/send').send({ ...validMessage, contactEmail: 'kari at example' }).expect(400);
    expect(res.body.error.issues).toEqual([{ path: 'contactEmail', message: 'Ugyldig e-postadresse' }]);
    expect(res.body.error.message).toBe('Ugyldig e-postadresse');
  });

  it('refuses a body that is not an object and malformed JSON', async () => {
    const res = await request(stack.app).post('/api/email/send').send([1, 2]).expect(400);
    expect(res.body.error.message).toBe(REQUIRED_FIELDS_MESSAGE);
    const bad = await request(stack.app).post('/api/email/send').set('Content-Type', 'application/json').send('{"name":').expect(400);
    expect(bad.body.error.code).toBe('MALFORMED_JSON');
    const form = await request(stack.app).post('/api/email/send').type('form').send(validMessage).expect(415);
    expect(form.body.error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
    expect(await storedEnquiries(stack)).toEqual([]);
  });

  it('accepts a filled honeypot silently with the same answer, stores it as spam and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await request(stack.app).post('/api/email/send').send({ ...validMessage, website: 'http://spam.example' }).expect(200);
    warn.mockRestore();
    expect(res.body).toEqual({ data: { received: true, message: CONTACT_RECEIVED_MESSAGE } });
    const [stored] = await storedEnquiries(stack);
    expect(stored).toMatchObject({ status: 'spam', attempts: 0, sent_at: null, next_attempt_at: null });
    expect(await outbox(join(stack.dataDir, 'outbox'))).toHaveLength(0);
  });

  it('answers the 6th message from one client within 10 minutes with 429 and a Norwegian message', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) await request(stack.app).post('/api/email/send').send(validMessage).expect(200);
    const res = await request(stack.app).post('/api/email/send').send(validMessage).expect(429);
    warn.mockRestore();
    expect(res.body).toEqual({ error: { code: 'RATE_LIMITED', message: CONTACT_RATE_LIMITED_MESSAGE } });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The refused message was not stored.
    expect(await storedEnquiries(stack)).toHaveLength(5);
  });

  it('after the limit, forged X-Forwarded-For, Fastly-Client-IP and X-Forwarded-Host still get 429 (in-process: the socket is the client)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (let i = 0; i < 5; i++) await request(stack.app).post('/api/email/send').send(validMessage).expect(200);
    for (const forged of FORGERIES) await request(stack.app).post('/api/email/send').set(forged).send(validMessage).expect(429);
    warn.mockRestore();
    expect(await storedEnquiries(stack)).toHaveLength(5);
  });

  it('on Google Cloud, keys on the address Google\'s front end appended: forged headers still get 429, another caller does not', async () => {
    // Google's front end appends the address that connected to it (a direct caller, or Hosting's
    // edge) as the last X-Forwarded-For entry; everything to its left is what the client sent.
    const store = new MemoryStore();
    const s = await createTestStack({ mailer: recordingMailer(), contactLimiterStore: store, env: { K_SERVICE: 'api' } });
    expect(s.deps.config.trustProxyHops).toBe(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const caller = '198.51.100.7';
      const viaGoogle = (forged: Record<string, string> = {}) => {
        const xff = forged['X-Forwarded-For'] ? `${forged['X-Forwarded-For']}, ${caller}` : caller;
        return request(s.app).post('/api/email/send').set({ ...forged, 'X-Forwarded-For': xff }).send(validMessage);
      };
      for (let i = 0; i < 5; i++) await viaGoogle().expect(200);
      for (const forged of FORGERIES) await viaGoogle(forged).expect(429);
      await request(s.app).post('/api/email/send').set('X-Forwarded-For', '10.9.8.1, 198.51.100.8').send(validMessage).expect(200);
    } finally {
      warn.mockRestore();
      await s.cleanup();
    }
  });

  it('gives every app instance its own limiter', async () => {
    const s = await createTestStack({ mailer: recordingMailer() });
    try {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      for (let i = 0; i < 5; i++) await request(s.app).post('/api/email/send').send(validMessage).expect(200);
      await request(s.app).post('/api/email/send').send(validMessage).expect(429);
      warn.mockRestore();
      await request(stack.app).post('/api/email/send').send(validMessage).expect(200);
    } finally {
      await s.cleanup();
    }
  });
});

describe('a contact message whose mail fails', () => {
  it('is kept as failed with the error, the visitor still gets the receipt, and the scheduled retry sends it', async () => {
    const down = failingMailer();
    const s = await createTestStack({ mailer: down, env: { MAIL_TO: 'post@firma.example' } });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const res = await request(s.app).post('/api/email/send').send(validMessage).expect(200);
      expect(res.body).toEqual({ data: { received: true, message: CONTACT_RECEIVED_MESSAGE } });
      expect(errors).toHaveBeenCalledTimes(1);
      expect(String(errors.mock.calls[0]?.[0])).toContain('SendGrid answered 503');

      const [failed] = await storedEnquiries(s);
      expect(failed).toMatchObject({ status: 'failed', attempts: 1, lastError: 'SendGrid answered 503 Service Unavailable', sent_at: null });
      const due = new Date(String(failed?.next_attempt_at));
      expect(due.getTime()).toBeGreaterThan(Date.now());

      const addresses = { mailFrom: s.deps.config.mailFrom, mailTo: s.deps.config.mailTo };
      const working = recordingMailer();
      // Before its backoff has passed, the retry leaves it alone.
      expect(await retryFailedEnquiries(s.deps.repos, working, addresses)).toEqual({ attempted: 0, sent: 0, failed: 0, digested: 0 });
      // Once due, the retry (the function the scheduled trigger calls) sends it.
      const later = () => new Date(due.getTime() + 1000);
      expect(await retryFailedEnquiries(s.deps.repos, working, addresses, later)).toEqual({ attempted: 1, sent: 1, failed: 0, digested: 0 });
      expect(working.sent).toHaveLength(1);
      expect(working.sent[0]).toMatchObject({ to: 'post@firma.example', replyTo: 'kari@example.no', subject: 'Contact Form: Markise til terrassen' });

      const [sent] = await storedEnquiries(s);
      expect(sent).toMatchObject({ id: failed?.id, status: 'sent', attempts: 2, next_attempt_at: null });
      expect(typeof sent?.sent_at).toBe('string');
      // A sent message is never sent again.
      expect(await retryFailedEnquiries(s.deps.repos, working, addresses, () => new Date(due.getTime() + 86_400_000))).toEqual({ attempted: 0, sent: 0, failed: 0, digested: 0 });
    } finally {
      errors.mockRestore();
      await s.cleanup();
    }
  });

  it(`is given up after ${MAX_SEND_ATTEMPTS} attempts in all, with the last error kept`, async () => {
    const down = failingMailer('connection refused');
    const s = await createTestStack({ mailer: down });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await request(s.app).post('/api/email/send').send(validMessage).expect(200);
      const addresses = { mailFrom: s.deps.config.mailFrom, mailTo: s.deps.config.mailTo };
      let clock = Date.now();
      for (let i = 1; i < MAX_SEND_ATTEMPTS; i++) {
        clock += 7 * 60 * 60 * 1000; // beyond the longest backoff
        expect(await retryFailedEnquiries(s.deps.repos, down, addresses, () => new Date(clock))).toMatchObject({ attempted: 1, failed: 1 });
      }
      clock += 7 * 60 * 60 * 1000;
      expect(await retryFailedEnquiries(s.deps.repos, down, addresses, () => new Date(clock))).toMatchObject({ attempted: 0 });
      const [msg] = await storedEnquiries(s);
      expect(msg).toMatchObject({ status: 'failed', attempts: MAX_SEND_ATTEMPTS, lastError: 'connection refused', next_attempt_at: null });
      expect(errors).toHaveBeenCalledTimes(MAX_SEND_ATTEMPTS);
    } finally {
      errors.mockRestore();
      await s.cleanup();
    }
  });

  it('is picked up by the retry when its sender died while sending (a stale pending message)', async () => {
    const s = await createTestStack({ mailer: recordingMailer() });
    try {
      const created = new Date(Date.now() - 60 * 60 * 1000).toISOString();
      await s.db.collection('messages').doc('stale').set({
        ...validMessage,
        subject: 'Contact Form: Markise',
        status: 'pending',
        attempts: 0,
        lastError: null,
        created_at: created,
        sent_at: null,
        next_attempt_at: new Date(Date.now() - 50 * 60 * 1000).toISOString(),
      });
      const working = recordingMailer();
      expect(await retryFailedEnquiries(s.deps.repos, working, { mailFrom: 'a@b.no', mailTo: 'c@d.no' })).toEqual({ attempted: 1, sent: 1, failed: 0, digested: 0 });
      expect((await s.db.collection('messages').doc('stale').get()).get('status')).toBe('sent');
    } finally {
      await s.cleanup();
    }
  });
});

describe('GET /api/email/test', () => {
  it('refuses anonymous (401) and non-admin (403) callers and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(stack.app).get('/api/email/test').expect(401);
    await request(stack.app).get('/api/email/test').set(visitor.auth).expect(403);
    warn.mockRestore();
    expect(await outbox(join(stack.dataDir, 'outbox'))).toHaveLength(0);
  });

  it('sends a plain-text test mail to the company address for an admin', async () => {
    const res = await request(stack.app).get('/api/email/test').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ status: true, details: { to: 'post@firma.example', mailer: 'outbox' } });
    expect(res.headers['cache-control']).toBe('no-store');
    const mails = await outbox(join(stack.dataDir, 'outbox'));
    expect(mails.at(-1)).toMatchObject({ to: 'post@firma.example', from: 'nettside@firma.example' });
  });

  it('reports a failing mailer as status false with the error', async () => {
    const s = await createTestStack({ mailer: failingMailer() });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const res = await request(s.app).get('/api/email/test').set(admin.auth).expect(200);
      expect(res.body.data).toMatchObject({ status: false, details: { error: 'SendGrid answered 503 Service Unavailable' } });
    } finally {
      warn.mockRestore();
      await s.cleanup();
    }
  });
});

describe('GET /api/email/health', () => {
  it("reports a usable mailer as healthy", async () => {
    const res = await request(stack.app).get('/api/email/health').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ status: true, message: 'Mail is written to the local outbox folder', details: { service: 'mailer', status: 'healthy' } });
  });

  it('reports a mailer whose check fails as unhealthy with the reason (to admins), still with HTTP 200', async () => {
    const s = await createTestStack({ mailer: failingMailer() });
    try {
      const res = await request(s.app).get('/api/email/health').set(admin.auth).expect(200);
      expect(res.body.data).toMatchObject({ status: false, details: { status: 'unhealthy', error: 'SENDGRID_API_KEY does not look like a SendGrid key' } });
      const anonymous = await request(s.app).get('/api/email/health').expect(200);
      expect(anonymous.body.data).toEqual({ status: false, message: 'Not healthy' });
    } finally {
      await s.cleanup();
    }
  });
});

describe('the site-wide ceiling', () => {
  it(`holds messages over ${CONTACT_SITE_CEILING.limit} an hour: stored, listed in the inbox, then mailed as one digest`, async () => {
    // Messages already taken this hour from other senders (stored as the form stores them).
    const recent = new Date(Date.now() - 10 * 60 * 1000).toISOString();
    const batch = stack.db.batch();
    for (let i = 0; i < CONTACT_SITE_CEILING.limit; i++) {
      batch.set(stack.db.collection('messages').doc(`earlier-${i}`), { ...validMessage, subject: `Contact Form: ${i}`, status: 'sent', attempts: 1, lastError: null, created_at: recent, sent_at: recent, next_attempt_at: null });
    }
    await batch.commit();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = await request(stack.app).post('/api/email/send').send({ ...validMessage, subject: 'Over grensen 1' }).expect(200);
    await request(stack.app).post('/api/email/send').send({ ...validMessage, contactEmail: 'per@example.no', subject: 'Over grensen 2' }).expect(200);
    warn.mockRestore();
    // The visitor reads the same answer; nothing was mailed yet, and no receipt goes out in a flood (decision 133).
    expect(first.body).toEqual({ data: { received: true, message: CONTACT_RECEIVED_MESSAGE } });
    expect(await outbox(join(stack.dataDir, 'outbox'))).toHaveLength(0);

    const inbox = await request(stack.app).get('/api/messages').set(admin.auth).expect(200);
    const held = (inbox.body.data as { subject: string; status: string }[]).filter((m) => m.status === 'held').map((m) => m.subject).sort();
    expect(held).toEqual(['Contact Form: Over grensen 1', 'Contact Form: Over grensen 2']);

    const addresses = { mailFrom: stack.deps.config.mailFrom, mailTo: stack.deps.config.mailTo };
    expect(await retryFailedEnquiries(stack.deps.repos, stack.deps.mailer, addresses)).toEqual({ attempted: 2, sent: 2, failed: 0, digested: 2 });
    const mails = await outbox(join(stack.dataDir, 'outbox'));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('Kontaktskjema: 2 henvendelser samlet');
    expect(mails[0]?.text).toContain('Emne: Contact Form: Over grensen 1');
    expect(mails[0]?.text).toContain('E-post: per@example.no');
    const statuses = (await storedEnquiries(stack)).filter((m) => String(m.subject).includes('Over grensen')).map((m) => m.status);
    expect(statuses).toEqual(['sent', 'sent']);
    // Nothing is mailed twice.
    expect(await retryFailedEnquiries(stack.deps.repos, stack.deps.mailer, addresses)).toMatchObject({ attempted: 0 });
  });
});

describe('the scheduled retry', () => {
  it('reads only due messages, in bounded pages: never sent, spam or given-up ones', async () => {
    const long = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();
    const stored = { ...validMessage, subject: 'Contact Form: x', lastError: null, created_at: long, sent_at: null };
    const batch = stack.db.batch();
    for (let i = 0; i < 20; i++) batch.set(stack.db.collection('messages').doc(`gave-up-${i}`), { ...stored, status: 'failed', attempts: MAX_SEND_ATTEMPTS, lastError: 'boom', next_attempt_at: null });
    for (let i = 0; i < 5; i++) batch.set(stack.db.collection('messages').doc(`sent-${i}`), { ...stored, status: 'sent', attempts: 1, sent_at: long, next_attempt_at: null });
    for (let i = 0; i < 7; i++) batch.set(stack.db.collection('messages').doc(`due-${i}`), { ...stored, status: 'failed', attempts: 1, lastError: 'boom', next_attempt_at: long });
    batch.set(stack.db.collection('messages').doc('later'), { ...stored, status: 'failed', attempts: 1, next_attempt_at: new Date(Date.now() + 60 * 60 * 1000).toISOString() });
    await batch.commit();

    const get = vi.spyOn(Query.prototype, 'get');
    const working = recordingMailer();
    try {
      const outcome = await retryFailedEnquiries(stack.deps.repos, working, { mailFrom: 'a@b.no', mailTo: 'c@d.no' }, () => new Date(), 3);
      expect(outcome).toEqual({ attempted: 7, sent: 7, failed: 0, digested: 0 });
      const sizes = await Promise.all(get.mock.results.map(async (r) => ((await r.value) as { size: number }).size));
      // Pages of at most 3, and only the 7 due messages were ever read.
      expect(Math.max(...sizes)).toBeLessThanOrEqual(3);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(7);
    } finally {
      get.mockRestore();
    }
    expect(working.sent).toHaveLength(7);
  });
});

describe('production without SENDGRID_API_KEY', () => {
  const production = loadConfig({ GCLOUD_PROJECT: 'rms-prod', MAIL_TO: 'post@firma.example' });

  it('picks no outbox: mail health is unhealthy with the reason, and a message waits for the retry without spending attempts', async () => {
    expect(production.environment).toBe('production');
    const mailer = mailerFor(production);
    expect(mailer.kind).toBe('unconfigured');
    const s = await createTestStack({ mailer });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const health = await request(s.app).get('/api/email/health').set(admin.auth).expect(200);
      expect(health.body.data).toMatchObject({ status: false, details: { status: 'unhealthy', error: expect.stringContaining('SENDGRID_API_KEY is not set') } });
      const anonymous = await request(s.app).get('/api/email/health').expect(200);
      expect(anonymous.body.data.status).toBe(false);
      expect(JSON.stringify(anonymous.body)).not.toContain('SENDGRID');

      await request(s.app).post('/api/email/send').send(validMessage).expect(200);
      const [waiting] = await storedEnquiries(s);
      expect(waiting).toMatchObject({ status: 'failed', attempts: 0, lastError: expect.stringContaining('SENDGRID_API_KEY is not set'), sent_at: null });
      expect(typeof waiting?.next_attempt_at).toBe('string');
      expect(await readdir(join(s.dataDir, 'outbox')).catch(() => [])).toEqual([]);

      const addresses = { mailFrom: 'nettside@firma.example', mailTo: 'post@firma.example' };
      const due = () => new Date(Date.parse(String(waiting?.next_attempt_at)) + 1000);
      expect(await retryFailedEnquiries(s.deps.repos, mailer, addresses, due)).toMatchObject({ attempted: 1, failed: 1 });
      expect((await storedEnquiries(s))[0]).toMatchObject({ status: 'failed', attempts: 0 });
      // Once the key is there, the retry sends it.
      const working = recordingMailer();
      const later = () => new Date(due().getTime() + 60 * 60 * 1000);
      expect(await retryFailedEnquiries(s.deps.repos, working, addresses, later)).toMatchObject({ attempted: 1, sent: 1 });
      expect(working.sent).toHaveLength(1);
    } finally {
      errors.mockRestore();
      await s.cleanup();
    }
  });

  it('uses the outbox only when the local stack names it, SendGrid when the key is set', () => {
    expect(mailerFor(loadConfig({ GCLOUD_PROJECT: 'rms-prod', SENDGRID_API_KEY: 'SG.x' })).kind).toBe('sendgrid');
    expect(mailerFor(loadConfig({ GCLOUD_PROJECT: 'demo-rms', RMS_OUTBOX_DIR: '/tmp/outbox', SENDGRID_API_KEY: 'placeholder' })).kind).toBe('outbox');
    expect(mailerFor(loadConfig({ GCLOUD_PROJECT: 'demo-rms', RMS_BLOB_DIR: '/tmp/storage' })).kind).toBe('unconfigured');
  });
});
