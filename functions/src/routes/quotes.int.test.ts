import { createHash } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { PublicQuote, Quote, QuoteSent, StoredEnquiry } from '@rms/schema';
import request from 'supertest';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, outboxMails, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { enquiryDoc } from '../../../test/enquiry-fixture';
import { siteSettingsDoc } from '../../../test/site-settings-fixture';
import { createRenderHandler, type Renderer } from '../render';
import { quotePageAnswer } from '../render-quote';
import { renderResponse } from '../../../test/render-response';
import { repositoriesFor } from '../repositories';
import { createBackup, readBackupFile, restoreBackup } from '../services/backups/backups';
import { purgeOldEnquiries, RETENTION_JOB } from '../services/enquiries/enquiry-retention';

/** Quotes on enquiries (decision 152): numbering, sums, sending, the customer's link, versions. */

let stack: TestStack;
let now = new Date('2026-03-02T09:00:00Z');
let editor: TestUser;
let admin: TestUser;
const ENQUIRY = 'tilbudEnquiry1';
const customer = { name: 'Kari Nordmann', email: 'kari@example.no', phone: '912 34 567', address: 'Storgata 1, 2050 Jessheim' };
const lines = [
  { description: 'Terrassemarkise 4 x 3 m, motor og vindsensor', quantity: 1, unitPriceNok: '24990.50' },
  { description: 'Montering', quantity: 3, unitPriceNok: 1249.99 },
];
const body = { enquiryId: ENQUIRY, customer, lines, priceType: 'estimate', deliveryWeeks: 4, note: 'Farge etter avtale.' };

beforeAll(async () => {
  stack = await createTestStack({ clock: () => now, env: { MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example', SITE_URL: 'https://rms.example' } });
  editor = await userWithRole(stack.db, 'tilbud-redaktor@example.com', 'editor');
  admin = await userWithRole(stack.db, 'tilbud-admin@example.com', 'admin');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  now = new Date('2026-03-02T09:00:00Z');
  await clearCollections(stack.db, 'quotes', 'quote-numbers', 'quote-answers', 'messages', 'audit');
  await stack.db.collection('settings').doc('site').set(siteSettingsDoc({ orgNumber: '987654325' }));
  await stack.db.collection('messages').doc(ENQUIRY).set(enquiryDoc({ name: customer.name, contactEmail: customer.email }));
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
  await stack.blobs.deletePrefix('backups/');
});

const outbox = () => outboxMails(stack.dataDir);

async function create(over: Record<string, unknown> = {}): Promise<Quote> {
  const res = await request(stack.app).post('/api/quotes').set(editor.auth).send({ ...body, ...over });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return (res.body as { data: { quote: Quote } }).data.quote;
}

async function send(id: string): Promise<QuoteSent & { token: string }> {
  const res = await request(stack.app).post(`/api/quotes/${id}/send`).set(editor.auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const data = (res.body as { data: QuoteSent }).data;
  return { ...data, token: data.link.split('/').at(-1)! };
}

const enquiry = async () => (await stack.db.collection('messages').doc(ENQUIRY).get()).data() as StoredEnquiry;
const pdfText = async (bytes: Buffer) => (await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })).text;
const binary = (res: request.Response, cb: (e: Error | null, b: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};
const accept = (token: string, name = 'Kari Nordmann') => request(stack.app).post(`/api/quotes/public/${token}/accept`).send({ name });

describe('making quotes', () => {
  it('sums in øre on the server and answers kroner derived from them', async () => {
    const quote = await create();
    // 24 990,50 + 3 × 1 249,99 = 28 740,47; VAT 5 748,094 → 5 748,09; net 22 992,38.
    expect(quote).toMatchObject({ number: '2026-0001', version: 1, status: 'draft', totalOre: 2874047, vatOre: 574809, netOre: 2299238, totalNok: 28740.47, vatNok: 5748.09 });
    expect(quote.lines.map((l) => l.lineTotalOre)).toEqual([2499050, 374997]);
  });

  it('gives quotes made at once consecutive numbers, none twice, none skipped', async () => {
    const made = await Promise.all(Array.from({ length: 6 }, () => request(stack.app).post('/api/quotes').set(editor.auth).send(body)));
    expect(made.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 201]);
    const numbers = made.map((r) => (r.body as { data: { quote: Quote } }).data.quote.number).sort();
    expect(numbers).toEqual(['2026-0001', '2026-0002', '2026-0003', '2026-0004', '2026-0005', '2026-0006']);
    // The year is Oslo's: 23:30 UTC on New Year's Eve is already 2027 in Norway.
    now = new Date('2026-12-31T23:30:00Z');
    expect((await create()).number).toBe('2027-0001');
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ lines: [] }, 'lines'],
      [{ lines: [{ ...lines[0], unitPriceNok: -10 }] }, 'lines.0.unitPriceNok'],
      [{ lines: [{ ...lines[0], quantity: -1 }] }, 'lines.0.quantity'],
      [{ lines: [{ ...lines[0], unitPriceNok: '12.345' }] }, 'lines.0.unitPriceNok'],
      [{ priceType: 'billig' }, 'priceType'],
      [{ lines: Array.from({ length: 101 }, () => lines[0]) }, 'lines'],
    ];
    for (const [over, path] of cases) {
      const res = await request(stack.app).post('/api/quotes').set(editor.auth).send({ ...body, ...over });
      expect(res.status).toBe(400);
      expect((res.body as { error: { issues: { path: string }[] } }).error.issues.map((i) => i.path)).toContain(path);
    }
    expect((await stack.db.collection('quotes').get()).size).toBe(0);
    expect((await stack.db.collection('quote-numbers').get()).size).toBe(0);
  });

  it('prints the number, lines, VAT 25 %, the total and the price type’s wording in the PDF as real text', async () => {
    const quote = await create();
    const res = await request(stack.app).get(`/api/quotes/${quote.id}/pdf`).set(editor.auth).buffer(true).parse(binary).expect(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = (await pdfText(res.body as Buffer)).replace(/\u00a0/g, ' ');
    for (const expected of ['Tilbud 2026-0001', 'Terrassemarkise 4 x 3 m', 'Montering', 'MVA 25 %', 'kr 28 740,47', 'kr 5 748,09', 'kr 22 992,38', 'ikke overstige dette overslaget med mer enn 15 %', 'RMS Solskjerming AS', 'Org.nr. 987 654 325', 'Kari Nordmann', 'angrerett']) {
      expect(text).toContain(expected);
    }
    const indication = await create({ priceType: 'indication' });
    const other = await request(stack.app).get(`/api/quotes/${indication.id}/pdf`).set(editor.auth).buffer(true).parse(binary).expect(200);
    expect(await pdfText(other.body as Buffer)).toContain('Uforpliktende prisantydning: dette er ikke et bindende');
  });
});

describe('sending and the customer’s answer', () => {
  it('mails the link with the PDF, moves the enquiry to Tilbud sendt with the total, and keeps only the token’s hash', async () => {
    const quote = await create();
    const sent = await send(quote.id);
    expect(sent.link).toMatch(/^https:\/\/rms\.example\/tilbud\/[A-Za-z0-9_-]{43}$/);
    expect(sent.quote).toMatchObject({ status: 'sent', validUntil: '2026-04-01' });
    const [mail] = await outbox();
    expect(mail).toMatchObject({ to: customer.email, subject: expect.stringContaining('Tilbud 2026-0001') });
    expect(mail!.text).toContain(sent.link);
    expect(mail!.attachments?.[0]).toMatchObject({ filename: 'tilbud-2026-0001.pdf', contentType: 'application/pdf' });
    const stored = (await stack.db.collection('quotes').doc(quote.id).get()).data()!;
    expect(JSON.stringify(stored)).not.toContain(sent.token);
    expect(stored.tokenHashes).toEqual([createHash('sha256').update(sent.token).digest('base64url')]);
    const attached = Buffer.from(mail!.attachments![0]!.content, 'base64');
    expect(stored.pdfSha256).toBe(createHash('sha256').update(attached).digest('hex'));
    expect(await enquiry()).toMatchObject({ stage: 'quoted', amountNok: 28740 });
    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.get('action') as string);
    expect(audit).toEqual(expect.arrayContaining(['quote.create', 'quote.send']));
  });

  it('accept moves the enquiry to Vunnet with the amount and keeps the PDF’s hash; a second accept changes nothing', async () => {
    const { token, quote } = await send((await create()).id);
    const view = await request(stack.app).get(`/api/quotes/public/${token}`).expect(200);
    expect(view.headers['cache-control']).toBe('private, no-store');
    expect(view.headers['x-robots-tag']).toContain('noindex');
    expect((view.body as { data: PublicQuote }).data).toMatchObject({ label: '2026-0001', status: 'viewed', totalNok: 28740.47 });
    const pdf = await request(stack.app).get(`/api/quotes/public/${token}/pdf`).buffer(true).parse(binary).expect(200);
    const res = await accept(token).expect(200);
    expect((res.body as { data: PublicQuote }).data).toMatchObject({ status: 'accepted', accepted: { name: 'Kari Nordmann' } });
    const stored = (await stack.db.collection('quotes').doc(quote.id).get()).data()!;
    expect(stored.accepted.pdfSha256).toBe(createHash('sha256').update(pdf.body as Buffer).digest('hex'));
    expect(stored.accepted.addressHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    expect(await enquiry()).toMatchObject({ stage: 'won', amountNok: 28740 });
    const mails = await outbox();
    expect(mails.map((m) => m.to)).toEqual(expect.arrayContaining([customer.email, 'post@firma.example']));
    expect(mails.filter((m) => m.subject.includes('akseptert')).every((m) => m.attachments?.[0]?.contentType === 'application/pdf')).toBe(true);

    const before = { quote: (await stack.db.collection('quotes').doc(quote.id).get()).data(), enquiry: await enquiry(), mails: (await outbox()).length };
    now = new Date('2026-03-03T09:00:00Z');
    await accept(token, 'Noen Andre').expect(200);
    expect((await stack.db.collection('quotes').doc(quote.id).get()).data()).toEqual(before.quote);
    expect(await enquiry()).toEqual(before.enquiry);
    expect((await outbox()).length).toBe(before.mails);
    // Accepted: staff can no longer change it.
    const patch = await request(stack.app).patch(`/api/quotes/${quote.id}`).set(editor.auth).send({ note: 'Endret', modified_at: before.quote!.modified_at as string });
    expect(patch.status).toBe(409);
  });

  it('takes one answer when several come at once: one accept is written and mailed, the others change nothing', async () => {
    const { token, quote } = await send((await create()).id);
    const before = (await outbox()).length;
    const answers = await Promise.all([accept(token, 'Kari'), accept(token, 'Ola'), request(stack.app).post(`/api/quotes/public/${token}/decline`).send({ reason: 'Nei' }), accept(token, 'Per')]);
    expect(answers.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const stored = (await stack.db.collection('quotes').doc(quote.id).get()).data()!;
    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.get('action') as string).filter((a) => a === 'quote.accept' || a === 'quote.decline');
    expect(audit).toHaveLength(1);
    const notices = (await outbox()).slice(before).filter((m) => m.to === 'post@firma.example');
    expect(notices).toHaveLength(1);
    expect(['accepted', 'declined']).toContain(stored.status);
  });

  it('accepts the page’s plain form post and answers 303 back to the page; an unticked box is refused the same way', async () => {
    const { token, quote } = await send((await create()).id);
    const unticked = await request(stack.app).post(`/api/quotes/public/${token}/accept`).type('form').send({ name: 'Kari' }).expect(303);
    expect(unticked.headers.location).toBe(`/tilbud/${token}?feil=accepted`);
    expect((await stack.db.collection('quotes').doc(quote.id).get()).get('status')).toBe('sent');
    const ok = await request(stack.app).post(`/api/quotes/public/${token}/accept`).type('form').send({ name: 'Kari', accepted: 'on' }).expect(303);
    expect(ok.headers.location).toBe(`/tilbud/${token}?svar=akseptert`);
    expect((await stack.db.collection('quotes').doc(quote.id).get()).get('status')).toBe('accepted');
  });

  it('decline moves the enquiry to Tapt with the reason', async () => {
    const { token } = await send((await create()).id);
    await request(stack.app).post(`/api/quotes/public/${token}/decline`).send({ reason: 'For dyrt' }).expect(200);
    expect(await enquiry()).toMatchObject({ stage: 'lost', lostReason: 'For dyrt' });
    expect((await accept(token)).status).toBe(409);
  });

  it('an expired quote is 410 after the end of its last valid day in Oslo, with the phone, and cannot be accepted', async () => {
    const { token } = await send((await create({ validDays: 30 })).id);
    now = new Date('2026-04-01T21:59:00Z'); // 23:59 on 1 April, summer time: still valid
    await request(stack.app).get(`/api/quotes/public/${token}`).expect(200);
    now = new Date('2026-04-01T22:00:00Z');
    const gone = await accept(token).expect(410);
    expect((gone.body as { error: { code: string; details: { reason: string; phone: string } } }).error).toMatchObject({ code: 'GONE', details: { reason: 'expired', phone: '63 97 41 20' } });
    expect(await enquiry()).toMatchObject({ stage: 'quoted' });
  });

  it('404 for an unknown token, never cached', async () => {
    const res = await request(stack.app).get(`/api/quotes/public/${'x'.repeat(43)}`).expect(404);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });
});

describe('versions', () => {
  it('a change to a sent quote makes a new version with the same number; once it is sent the old link is 410 and leads to it', async () => {
    const first = await send((await create()).id);
    const edited = await request(stack.app).patch(`/api/quotes/${first.quote.id}`).set(editor.auth).send({ lines: [{ description: 'Screens', quantity: 2, unitPriceNok: 5000 }], modified_at: first.quote.modified_at }).expect(200);
    const v2 = (edited.body as { data: { quote: Quote } }).data.quote;
    expect(v2).toMatchObject({ number: '2026-0001', version: 2, label: '2026-0001 v2', status: 'draft', replaces: first.quote.id, totalOre: 1000000 });
    // A stale edit is 409 and changes nothing.
    const stale = await request(stack.app).patch(`/api/quotes/${v2.id}`).set(editor.auth).send({ note: 'x', modified_at: '2026-01-01T00:00:00.000Z' });
    expect(stale.status).toBe(409);
    const second = await send(v2.id);
    expect((await outbox()).at(-1)!.text).toContain(second.link);
    const old = await request(stack.app).get(`/api/quotes/public/${first.token}`).expect(410);
    const details = (old.body as { error: { details: { reason: string; replacedBy: string } } }).error.details;
    expect(details.reason).toBe('replaced');
    const forwarded = details.replacedBy.split('/').at(-1)!;
    const opened = await request(stack.app).get(`/api/quotes/public/${forwarded}`).expect(200);
    expect((opened.body as { data: PublicQuote }).data).toMatchObject({ label: '2026-0001 v2', totalOre: 1000000 });
    // The old link cannot accept; the new one can, and the enquiry takes the new amount.
    expect((await accept(first.token)).status).toBe(410);
    await accept(second.token).expect(200);
    expect(await enquiry()).toMatchObject({ stage: 'won', amountNok: 10000 });
    const list = await request(stack.app).get(`/api/quotes?enquiryId=${ENQUIRY}`).set(editor.auth).expect(200);
    expect((list.body as { data: Quote[] }).data.map((q) => [q.label, q.status])).toEqual([['2026-0001', 'replaced'], ['2026-0001 v2', 'accepted']]);
  });

  it('staff extend an expired quote with a new version', async () => {
    const first = await send((await create({ validDays: 10 })).id);
    now = new Date('2026-03-20T09:00:00Z');
    const current = await request(stack.app).get(`/api/quotes/${first.quote.id}`).set(editor.auth).expect(200);
    expect((current.body as { data: { quote: Quote } }).data.quote.status).toBe('expired');
    const extended = await request(stack.app).patch(`/api/quotes/${first.quote.id}`).set(editor.auth).send({ validDays: 30, modified_at: first.quote.modified_at }).expect(200);
    const v2 = (extended.body as { data: { quote: Quote } }).data.quote;
    const sent = await send(v2.id);
    expect(sent.quote).toMatchObject({ version: 2, validUntil: '2026-04-19', status: 'sent' });
    await request(stack.app).get(`/api/quotes/public/${sent.token}`).expect(200);
  });
});

describe('privacy: a quote lives as long as its enquiry', () => {
  const ids = async (name: string) => (await stack.db.collection(name).get()).docs.map((d) => d.id).sort();
  const inBackup = async (name: string) => (await readBackupFile(stack.blobs, name)) as Record<string, Record<string, unknown> | undefined>;

  it('is backed up, and restored with its number held again', async () => {
    const { quote } = await send((await create()).id);
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now });
    expect(Object.keys((await inBackup(backup.name)).quotes ?? {})).toEqual([quote.id]);
    await clearCollections(stack.db, 'quotes', 'quote-numbers');
    await restoreBackup(repositoriesFor(stack.db), stack.blobs, backup.name, '', now);
    expect(await ids('quotes')).toEqual([quote.id]);
    expect((await create()).number).toBe('2026-0002');
  });

  it('goes with the staff’s delete of its enquiry, every version, from the backups too', async () => {
    const first = await send((await create()).id);
    await request(stack.app).patch(`/api/quotes/${first.quote.id}`).set(editor.auth).send({ note: 'v2', modified_at: first.quote.modified_at }).expect(200);
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now });
    await request(stack.app).delete(`/api/messages/${ENQUIRY}`).set(admin.auth).expect(200);
    expect(await ids('quotes')).toEqual([]);
    const file = await inBackup(backup.name);
    expect(file.quotes).toEqual({});
    expect(JSON.stringify(file)).not.toContain('Storgata 1');
    // The link is dead.
    await request(stack.app).get(`/api/quotes/public/${first.token}`).expect(404);
  });

  it('goes with its enquiry when the retention deletes it', async () => {
    await send((await create()).id);
    await purgeOldEnquiries(repositoriesFor(stack.db), RETENTION_JOB, new Date('2026-03-02T09:00:00Z'), stack.blobs);
    expect(await ids('messages')).toEqual([]);
    expect(await ids('quotes')).toEqual([]);
  });
});

describe('the customer’s page /tilbud/{token}', () => {
  const pageOf = (token: string, query: Record<string, unknown> = {}) => quotePageAnswer({ repos: stack.deps.repos, siteUrl: 'https://rms.example', now: () => now, fallbackPhone: '63 97 41 20' }, token, query);

  it('shows the quote as the PDF does, with plain forms and no script, answered private and noindex by the renderer', async () => {
    const { token } = await send((await create()).id);
    const renderer = { renderPage: () => Promise.reject(new Error('no app page for a quote')), sitemapXml: () => '' } as unknown as Renderer;
    const content = { current: () => Promise.reject(new Error('no snapshot needed')), status: () => ({ servingSaved: false }), time: () => now.getTime() };
    const handler = createRenderHandler({ content: content as never, renderer, template: '', quotes: (t, q) => pageOf(t, q), securityHeaders: {} });
    const { res, sent } = renderResponse();
    await handler({ method: 'GET', path: `/tilbud/${token}`, headers: {} }, res);
    expect(sent.status).toBe(200);
    expect(sent.headers).toMatchObject({ 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow', 'Referrer-Policy': 'no-referrer' });
    const html = String(sent.body).replace(/\u00a0/g, ' ');
    for (const expected of ['Tilbud 2026-0001', 'Terrassemarkise 4 x 3 m', 'Herav MVA 25 %', 'kr 28 740,47', 'ikke overstige dette overslaget med mer enn 15 %', `action="/api/quotes/public/${token}/accept"`, 'name="accepted"', 'Jeg aksepterer tilbudet', `href="/api/quotes/public/${token}/pdf"`, 'width=device-width', 'Org.nr. 987 654 325']) {
      expect(html).toContain(expected);
    }
    expect(html).not.toMatch(/<script/i);
    // The first view is on the enquiry's history.
    expect((await enquiry()).notes.map((n) => n.text)).toEqual(expect.arrayContaining([expect.stringContaining('Kunden åpnet tilbud 2026-0001')]));
  });

  it('says what a refused form post lacked, and once accepted shows when and by whom', async () => {
    const { token } = await send((await create()).id);
    expect((await pageOf(token, { feil: 'accepted' })).html).toContain('Kryss av for «Jeg aksepterer tilbudet»');
    await accept(token, 'Kari Nordmann').expect(200);
    const after = await pageOf(token, { svar: 'akseptert' });
    expect(after.html).toMatch(/Akseptert<\/strong> 2\. mars 2026.*av Kari Nordmann/);
    expect(after.html).not.toContain('/accept"');
  });

  it('an expired one says so with the phone; a replaced one leads to the new one; an unknown one is 404', async () => {
    const first = await send((await create({ validDays: 1 })).id);
    now = new Date('2026-03-04T09:00:00Z');
    const expired = await pageOf(first.token);
    expect(expired.status).toBe(410);
    expect(expired.html).toContain('Tilbudet har gått ut');
    expect(expired.html).toContain('href="tel:63974120"');
    const v2 = await request(stack.app).patch(`/api/quotes/${first.quote.id}`).set(editor.auth).send({ validDays: 30, modified_at: first.quote.modified_at }).expect(200);
    await send((v2.body as { data: { quote: Quote } }).data.quote.id);
    const replaced = await pageOf(first.token);
    expect(replaced.status).toBe(410);
    const next = /href="(\/tilbud\/[A-Za-z0-9_-]+)"/.exec(replaced.html)![1]!;
    const opened = await pageOf(next.split('/').at(-1)!);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain('Tilbud 2026-0001 v2');
    expect((await pageOf('y'.repeat(43))).status).toBe(404);
  });
});
