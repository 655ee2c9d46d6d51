import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RECEIVED_MESSAGE, StoredEnquirySchema, type StoredEnquiry } from '@rms/schema';
import { MemoryStore } from 'express-rate-limit';
import { clearCollections, createTestStack, formToken, outboxMails, TEST_FORM_TOKEN_SECRET, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { createApp } from '../app';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';
import { issueFormToken } from '../services/enquiries/form-token';
import { purgeOldEnquiries, RETENTION_JOB } from '../services/enquiries/enquiry-retention';
import { createBackup, readBackupFile } from '../services/backups/backups';
import { siteSettingsDoc } from '../../../test/site-settings-fixture';
import { enquiryDoc, keepBytes } from '../../../test/enquiry-fixture';

/** Product enquiries tied to their product, the enquiry inbox, spam traps, export and retention. */

let stack: TestStack;
let admin: TestUser;
let member: TestUser;
const limiter = new MemoryStore();
const at = '2024-01-01T00:00:00.000Z';

const quote = {
  name: 'Kari Nordmann',
  contactPhone: '900 11 222',
  contactEmail: 'kari@example.no',
  subject: 'Billig markise',
  message: 'Kan dere gi meg et tilbud?',
  productId: 'screens-zip',
  postcode: '2050',
  widthCm: 420,
  heightCm: 300,
  siteVisit: true,
};

const outbox = () => outboxMails(stack.dataDir);

const stored = async () => (await stack.db.collection('messages').get()).docs.map((d) => ({ id: d.id, ...d.data() }) as Record<string, unknown> & { id: string });
const audits = async (action: string) => (await stack.db.collection('audit').where('action', '==', action).get()).docs.map((d) => d.data());
const inbox = async (query = '') => StoredEnquirySchema.array().parse((await request(stack.app).get(`/api/messages${query}`).set(admin.auth).expect(200)).body.data);

/** A stored message written directly, for the inbox's reading side. */
async function storedMessage(id: string, fields: Partial<StoredEnquiry> = {}) {
  await stack.db.doc(`messages/${id}`).set(enquiryDoc({ created_at: at, sent_at: at, ...fields }));
}

beforeAll(async () => {
  stack = await createTestStack({ env: { MAIL_TO: 'post@firma.example', MAIL_FROM: 'nettside@firma.example' } });
  // Visitors' product lookups go through the content snapshot, as in production.
  stack = { ...stack, app: createApp({ ...stack.deps, contactLimiterStore: limiter, content: new ContentCache(repositoriesFor(stack.db), { checkEveryMs: 0 }) }) };
  admin = await userWithRole(stack.db, 'leads-admin@example.com', 'admin');
  member = await userWithRole(stack.db, 'leads-member@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await limiter.resetAll();
  await clearCollections(stack.db, 'products', 'messages', 'audit', 'meta');
  await stack.blobs.deletePrefix('backups/');
  await rm(join(stack.dataDir, 'outbox'), { recursive: true, force: true });
  const batch = stack.db.batch();
  batch.set(stack.db.doc('products/screens'), { title: 'Screens', category: null, index: 0, description: '', images: [], created_at: at, modified_at: at });
  batch.set(stack.db.doc('products/screens-zip'), { title: 'Screens med ZIP', category: 'screens', index: 0, description: '', images: [], created_at: at, modified_at: at });
  batch.set(stack.db.doc('products/hemmelig'), { title: 'Hemmelig', category: 'screens', index: 1, description: '', images: [], draft: true, created_at: at, modified_at: at });
  batch.set(stack.db.doc('meta/content'), { version: `v-${Math.random()}` });
  await batch.commit();
});

describe('a product enquiry from a product page', () => {
  it("stores the product's id, title and path as the server knows them, whatever title the client sends", async () => {
    const res = await request(stack.app)
      .post('/api/email/send')
      .send({ ...quote, productTitle: 'Gratis markise', product: { id: 'x', title: 'Falsk', path: '/x' }, formToken: formToken() })
      .expect(200);
    expect(res.body.data).toEqual({ received: true, message: CONTACT_RECEIVED_MESSAGE });
    const [msg] = await stored();
    expect(msg).toMatchObject({
      product: { id: 'screens-zip', title: 'Screens med ZIP', path: '/produkter/screens/screens-zip' },
      quote: { postcode: '2050', widthCm: 420, heightCm: 300, siteVisit: true },
      handling: 'new',
      notes: [],
      status: 'sent',
    });
    // A rename later changes nothing in the stored request.
    await stack.db.doc('products/screens-zip').update({ title: 'Nytt navn' });
    expect((await inbox())[0]?.product?.title).toBe('Screens med ZIP');
  });

  it("mails 'Tilbud: {product} – {name}' with reply-to the visitor and the quote's details", async () => {
    await request(stack.app).post('/api/email/send').send({ ...quote, formToken: formToken() }).expect(200);
    const [mail] = await outbox();
    expect(mail).toMatchObject({ subject: 'Tilbud: Screens med ZIP – Kari Nordmann', replyTo: 'kari@example.no', to: 'post@firma.example' });
    expect(mail?.text).toContain('Produkt: Screens med ZIP (/produkter/screens/screens-zip)');
    expect(mail?.text).toContain('Postnummer: 2050');
    expect(mail?.text).toContain('Bredde: 420 cm');
    expect(mail?.text).toContain('Utfall/høyde: 300 cm');
    expect(mail?.text).toContain('Ønsker befaring: Ja');
  });

  it('keeps a request that names a draft or unknown product, without the product', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(stack.app).post('/api/email/send').send({ ...quote, productId: 'hemmelig', formToken: formToken() }).expect(200);
    const [msg] = await stored();
    expect(msg).toMatchObject({ product: null, quote: { postcode: '2050' } });
    expect((await outbox())[0]?.subject).toBe('Contact Form: Billig markise');
    warn.mockRestore();
  });

  it('refuses a malformed postcode or measurement with a Norwegian message, storing nothing', async () => {
    const bad = await request(stack.app).post('/api/email/send').send({ ...quote, postcode: '20500', widthCm: 2.5, formToken: formToken() }).expect(400);
    expect(bad.body.error.message).toMatch(/Postnummer må være fire sifre/);
    expect(bad.body.error.issues).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'widthCm' })]));
    expect(await stored()).toEqual([]);
  });
});

describe('spam is stopped without bothering people', () => {
  // Each case's fields are made when its test runs: a token's age is measured from then.
  const cases: [string, () => Record<string, unknown>, string][] = [
    ['a filled honeypot', () => ({ website: 'http://spam.example', formToken: formToken() }), 'honeypot'],
    ['no form token', () => ({}), 'time-trap'],
    ['a forged token', () => ({ formToken: `${Date.now() - 10_000}.forged` }), 'time-trap'],
    ['a token signed with another key', () => ({ formToken: issueFormToken('another-key-that-is-long-enough-0000', new Date(Date.now() - 10_000)) }), 'time-trap'],
    ['a message sent 1 s after its token was issued', () => ({ formToken: formToken(1000) }), 'time-trap'],
    ['a token older than 24 h', () => ({ formToken: formToken(25 * 60 * 60 * 1000) }), 'time-trap'],
    ['four links', () => ({ message: 'http://a.example http://b.example www.c.example https://d.example', formToken: formToken() }), 'links'],
  ];
  for (const [label, extra, reason] of cases) {
    it(`stores ${label} as spam, never mails it, and answers exactly as for a real message`, async () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const real = await request(stack.app).post('/api/email/send').send({ ...quote, productId: undefined, formToken: formToken() }).expect(200);
      const spam = await request(stack.app).post('/api/email/send').send({ ...quote, productId: undefined, ...extra() }).expect(200);
      expect(spam.body).toEqual(real.body);
      const messages = await stored();
      expect(messages.map((m) => m.status).sort()).toEqual(['sent', 'spam']);
      expect(messages.find((m) => m.status === 'spam')).toMatchObject({ spamReason: reason, next_attempt_at: null });
      expect(await outbox()).toHaveLength(1);
      warn.mockRestore();
    });
  }

  it('a token from GET /api/email/token passes once 3 s have gone by', async () => {
    const { token } = (await request(stack.app).get('/api/email/token').expect(200).expect('Cache-Control', 'no-store')).body.data as { token: string };
    expect(token).toMatch(/^\d+\.[\w-]+$/);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 4000 });
    try {
      await request(stack.app).post('/api/email/send').send({ ...quote, formToken: token }).expect(200);
    } finally {
      vi.useRealTimers();
    }
    expect((await stored())[0]).toMatchObject({ status: 'sent', spamReason: null });
  });

  it("'Ikke spam' moves it back to Ny and mails it then, with an audit entry", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    await request(stack.app).post('/api/email/send').send({ ...quote }).expect(200);
    const [spam] = await stored();
    expect(spam?.status).toBe('spam');
    const res = await request(stack.app).patch(`/api/messages/${spam!.id}`).set(admin.auth).send({ notSpam: true }).expect(200);
    expect(res.body.data).toMatchObject({ status: 'sent', handling: 'new', spamReason: null });
    expect(await outbox()).toHaveLength(1);
    expect(await audits('message.not-spam')).toEqual([expect.objectContaining({ target: spam!.id, email: admin.email })]);
    warn.mockRestore();
  });
});

describe('the enquiry inbox', () => {
  it('follows an enquiry up: handling Ny → Besvart → Arkivert and add-only notes, each audited without the content', async () => {
    await storedMessage('m1');
    const answered = await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ handling: 'answered', note: 'ringt 12.3., befaring avtalt' }).expect(200);
    expect(answered.body.data).toMatchObject({ handling: 'answered', answered_at: expect.any(String), notes: [{ by: admin.email, text: 'ringt 12.3., befaring avtalt', at: expect.any(String) }] });
    await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ note: 'sendt tilbud' }).expect(200);
    const archived = await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ handling: 'archived' }).expect(200);
    expect(archived.body.data.notes.map((n: { text: string }) => n.text)).toEqual(['ringt 12.3., befaring avtalt', 'sendt tilbud']);
    expect(archived.body.data.handling).toBe('archived');
    const entries = [...(await audits('message.update')), ...(await audits('message.note'))];
    expect(entries).toHaveLength(3);
    expect(JSON.stringify(entries)).not.toMatch(/befaring|tilbud/);
    expect(entries.find((e) => e.extra?.handling?.to === 'archived')).toMatchObject({ extra: { handling: { from: 'answered', to: 'archived' } } });
  });

  it('refuses an empty change, an empty note and an unknown id, changing nothing', async () => {
    await storedMessage('m1');
    await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({}).expect(400);
    await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ note: '   ' }).expect(400);
    await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ handling: 'done' }).expect(400);
    await request(stack.app).patch('/api/messages/finnesikke').set(admin.auth).send({ handling: 'answered' }).expect(404);
    await request(stack.app).patch('/api/messages/m1').set(admin.auth).send({ notSpam: true }).expect(400);
    expect((await stack.db.doc('messages/m1').get()).data()).toMatchObject({ handling: 'new', notes: [] });
    expect(await audits('message.update')).toEqual([]);
  });

  it('filters by handling, delivery status, product and Norwegian date, and searches name, e-mail, phone and text', async () => {
    await storedMessage('a', { name: 'Åse Ødegård', created_at: '2026-03-01T10:00:00.000Z', product: { id: 'screens-zip', title: 'Screens med ZIP', path: '/produkter/screens/screens-zip' } });
    await storedMessage('b', { contactEmail: 'per@firma.no', created_at: '2026-03-02T23:30:00.000Z', handling: 'answered' });
    await storedMessage('c', { contactPhone: '+47 900 11 222', message: 'Pergola til hytta', created_at: '2026-03-03T10:00:00.000Z', status: 'spam' });
    const ids = async (q: string) => (await inbox(q)).map((m) => m.id);
    expect(await ids('')).toEqual(['c', 'b', 'a']);
    expect(await ids('?handling=answered')).toEqual(['b']);
    expect(await ids('?status=spam')).toEqual(['c']);
    expect(await ids('?productId=screens-zip')).toEqual(['a']);
    // 23:30 UTC on 2 March is 00:30 on 3 March in Oslo.
    expect(await ids('?from=2026-03-03&to=2026-03-03')).toEqual(['c', 'b']);
    expect(await ids('?to=2026-03-01')).toEqual(['a']);
    expect(await ids(`?q=${encodeURIComponent('ødegård')}`)).toEqual(['a']);
    expect(await ids('?q=PER%40FIRMA')).toEqual(['b']);
    expect(await ids('?q=90011222')).toEqual(['c']);
    expect(await ids('?q=pergola')).toEqual(['c']);
    await request(stack.app).get('/api/messages?from=1.3.2026').set(admin.auth).expect(400);
  });

  it('filters by where the visit came from: the source (utm_source, else the other site) and the campaign, case ignored', async () => {
    await storedMessage('a', { created_at: '2026-03-01T10:00:00.000Z', source: { utmSource: 'facebook', utmCampaign: 'Var', landingPath: '/' } });
    await storedMessage('b', { created_at: '2026-03-02T10:00:00.000Z', source: { referrerHost: 'www.google.no', landingPath: '/produkter' } });
    await storedMessage('c', { created_at: '2026-03-03T10:00:00.000Z' });
    const ids = async (q: string) => (await inbox(q)).map((m) => m.id);
    expect(await ids('?source=Facebook')).toEqual(['a']);
    expect(await ids('?source=www.google.no')).toEqual(['b']);
    expect(await ids('?campaign=var')).toEqual(['a']);
    expect(await ids('?campaign=host')).toEqual([]);
  });

  it('counts new enquiries, not spam, and those unanswered past their answer time', async () => {
    await storedMessage('gammel', { created_at: '2024-01-01T10:00:00.000Z' });
    await storedMessage('ny', { created_at: new Date().toISOString() });
    await storedMessage('besvart', { created_at: '2024-01-01T10:00:00.000Z', handling: 'answered' });
    await storedMessage('spam', { created_at: '2024-01-01T10:00:00.000Z', status: 'spam' });
    expect((await request(stack.app).get('/api/messages/count').set(admin.auth).expect(200)).body.data).toMatchObject({ new: 2, overdue: 1, overdueIds: ['gammel'], answerWithinHours: 4 });
  });

  it('deletes one enquiry at once, from the backups too, with an audit entry that names only its id', async () => {
    await storedMessage('m1');
    await storedMessage('m2');
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual' });
    expect((await request(stack.app).delete('/api/messages/m1').set(admin.auth).expect(200)).body.data).toEqual({ deleted: ['m1'] });
    expect((await stack.db.doc('messages/m1').get()).exists).toBe(false);
    expect(Object.keys((await readBackupFile(stack.blobs, backup.name)).messages)).toEqual(['m2']);
    expect(await audits('message.delete')).toEqual([expect.objectContaining({ target: 'm1' })]);
    expect((await audits('message.delete'))[0]?.extra).toBeUndefined();
    await request(stack.app).delete('/api/messages/m1').set(admin.auth).expect(404);
  });
});

describe('export to a spreadsheet', () => {
  it('is a UTF-8 CSV with BOM, semicolons, CRLF and a Norwegian header, formula cells neutralised, as an attachment', async () => {
    await storedMessage('a', { name: '=HYPERLINK("http://evil.example","Klikk")', message: 'Hei;\n"sitat" – blåbær', contactPhone: '+47 900 11 222', created_at: '2026-03-01T10:00:00.000Z', product: { id: 'screens-zip', title: 'Screens med ZIP', path: '/produkter/screens/screens-zip' }, quote: { postcode: '2050', widthCm: 420, heightCm: null, siteVisit: true }, notes: [{ at: '2026-03-02T09:00:00.000Z', by: 'admin@example.com', text: '@ring tilbake' }] });
    await storedMessage('b', { name: 'Ærlig Øvre', created_at: '2026-03-05T10:00:00.000Z' });
    await storedMessage('c', { contactEmail: '-x@example.no', subject: '@SUM(A1)', message: '\tTabulator', created_at: '2026-03-02T10:00:00.000Z' });
    await storedMessage('d', { name: 'Tapt Kunde', created_at: '2026-03-03T10:00:00.000Z', stage: 'lost', amountNok: 30000, lostReason: 'Pris', archived: true, answered_at: '2026-03-03T12:00:00.000Z', source: { utmSource: 'facebook', utmMedium: 'cpc', utmCampaign: 'var', landingPath: '/' } });
    const res = await request(stack.app).get('/api/messages/export.csv?to=2026-03-04').set(admin.auth).buffer(true).parse(keepBytes);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="henvendelser-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    const [header] = text.split('\r\n');
    expect(header).toBe('Mottatt;Navn;E-post;Telefon;Emne;Melding;Produkt;Produktadresse;Postnummer;Bredde (cm);Utfall/høyde (cm);Befaring;Fase;Levering;Første kontakt;Tilbud (kr);Grunn til tap;Arkivert;Kilde;Kampanje;Medium;Landingsside;Notater');
    expect(text).toContain(`'=HYPERLINK(""http://evil.example"",""Klikk"")`);
    // The phone number starts with + and is neutralised too.
    expect(text).toContain(";'+47 900 11 222;");
    expect(text).toContain('"Hei;\n""sitat"" – blåbær"');
    expect(text).toContain("admin@example.com: @ring tilbake");
    expect(text).toContain(";'-x@example.no;");
    expect(text).toContain(";'@SUM(A1);'\tTabulator;");
    expect(text).toContain('Screens med ZIP;/produkter/screens/screens-zip;2050;420;;Ja;Ny;Sendt;;;;Nei;;;;;');
    // The pipeline's columns (stage, first contact, the quote's sum, why it was lost, archived) and where the visit came from.
    expect(text).toMatch(/;Tapt;Sendt;03\.03\.2026,? 13:00;30000;Pris;Ja;facebook;var;cpc;\/;\r\n/);
    expect(text).not.toContain('Ærlig');
    expect(text.endsWith('\r\n')).toBe(true);
  });
});

describe('retention', () => {
  const settings = (months: number) => siteSettingsDoc({ messageRetentionMonths: months, modified_at: at });

  it('deletes exactly the enquiries older than the setting and spam older than 30 days, with an audit entry that counts them', async () => {
    const now = new Date('2026-06-15T12:00:00.000Z');
    await stack.db.doc('settings/site').set(settings(3));
    await storedMessage('for-gammel', { created_at: '2026-03-15T11:59:59.000Z' });
    await storedMessage('akkurat-innenfor', { created_at: '2026-03-15T12:00:00.000Z' });
    await storedMessage('gammel-spam', { created_at: '2026-05-16T11:59:59.000Z', status: 'spam' });
    await storedMessage('ny-spam', { created_at: '2026-05-16T12:00:00.000Z', status: 'spam' });
    await storedMessage('ny', { created_at: '2026-06-14T12:00:00.000Z' });
    const backup = await createBackup(repositoriesFor(stack.db), stack.blobs, { kind: 'manual', now });
    const result = await purgeOldEnquiries(repositoriesFor(stack.db), RETENTION_JOB, now, stack.blobs);
    expect(result).toEqual({ retentionMonths: 3, deleted: 1, spamDeleted: 1, before: '2026-03-15T12:00:00.000Z' });
    expect((await stored()).map((m) => m.id).sort()).toEqual(['akkurat-innenfor', 'ny', 'ny-spam']);
    // The backup that held them holds them no more; the rest of it is as it was.
    const file = (await readBackupFile(stack.blobs, backup.name)) as { messages: Record<string, unknown>; products: Record<string, unknown> };
    expect(Object.keys(file.messages).sort()).toEqual(['akkurat-innenfor', 'ny', 'ny-spam']);
    expect(Object.keys(file.products)).toContain('screens-zip');
    const [entry] = await audits('message.purge');
    expect(entry).toMatchObject({ uid: 'scheduler:messageRetention', extra: { deleted: 1, spamDeleted: 1, retentionMonths: 3, fromBackups: 2 } });
    expect(JSON.stringify(entry)).not.toMatch(/Ola|Hei|example\.no/);
  });

  it('keeps 12 months when no settings are stored, and an admin can run it now', async () => {
    await stack.db.doc('settings/site').delete();
    const old = new Date(Date.now() - 13 * 31 * 24 * 3600 * 1000).toISOString();
    await storedMessage('eldgammel', { created_at: old });
    await storedMessage('fjorarets', { created_at: new Date(Date.now() - 300 * 24 * 3600 * 1000).toISOString() });
    const res = await request(stack.app).post('/api/messages/purge').set(admin.auth).expect(200);
    expect(res.body.data).toMatchObject({ retentionMonths: 12, deleted: 1, spamDeleted: 0 });
    expect((await stored()).map((m) => m.id)).toEqual(['fjorarets']);
    expect(await audits('message.purge')).toEqual([expect.objectContaining({ email: admin.email })]);
  });
});

describe('every new route', () => {
  it('refuses anonymous callers and non-admins, changing nothing', async () => {
    await storedMessage('m1');
    const before = await stored();
    const routes: [string, string, unknown?][] = [
      ['get', '/api/messages'],
      ['get', '/api/messages/count'],
      ['get', '/api/messages/export.csv'],
      ['post', '/api/messages/purge'],
      ['patch', '/api/messages/m1', { handling: 'answered' }],
      ['delete', '/api/messages/m1'],
    ];
    for (const [method, path, body] of routes) {
      const anon = request(stack.app)[method as 'get'](path);
      expect((await (body ? anon.send(body) : anon)).status, `${method} ${path}`).toBe(401);
      const user = request(stack.app)[method as 'get'](path).set(member.auth);
      expect((await (body ? user.send(body) : user)).status, `${method} ${path}`).toBe(403);
    }
    expect(await stored()).toEqual(before);
    expect(TEST_FORM_TOKEN_SECRET.length).toBeGreaterThanOrEqual(32);
  });
});
