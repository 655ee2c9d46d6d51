import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SalesReportSchema } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { enquiryDoc, keepBytes } from '../../../test/enquiry-fixture';

/** The sales report ('Salg') and its CSV, summed over a known set of enquiries. */

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
let member: TestUser;

const product = (title: string) => ({ id: title.toLowerCase(), title, path: `/produkter/${title.toLowerCase()}` });
const facebookSpring = { referrerHost: 'l.facebook.com', utmSource: 'facebook', utmMedium: 'paid', utmCampaign: 'var', landingPath: '/' };

/** The known set: March and April 2026, three sources, two products, and spam that never counts. */
const ENQUIRIES: [string, Record<string, unknown>][] = [
  ['a', { created_at: '2026-03-02T10:00:00.000Z', source: facebookSpring, product: product('Screens'), stage: 'won', amountNok: 48000 }],
  ['b', { created_at: '2026-03-10T10:00:00.000Z', source: facebookSpring, product: product('Screens'), stage: 'lost', amountNok: 30000, lostReason: 'Pris' }],
  ['c', { created_at: '2026-03-20T10:00:00.000Z', source: { referrerHost: 'www.google.com', landingPath: '/produkter' }, product: product('Pergola'), stage: 'quoted', amountNok: 90000 }],
  ['d', { created_at: '2026-04-01T08:00:00.000Z', source: { landingPath: '/' }, product: null, stage: 'contacted' }],
  // Before the pipeline and the source capture: read from handling, source unknown.
  ['e', { created_at: '2026-04-15T10:00:00.000Z', handling: 'answered', answered_at: '2026-04-15T12:00:00.000Z', product: product('Pergola') }],
  ['f', { created_at: '2026-04-20T10:00:00.000Z', source: facebookSpring, product: product('Pergola'), stage: 'won', amountNok: 120000, archived: true }],
  ['spam', { created_at: '2026-03-05T10:00:00.000Z', status: 'spam', source: facebookSpring, stage: 'won', amountNok: 999999 }],
  // 23:30 UTC on 31 March is 1 April in Oslo: it belongs to April.
  ['g', { created_at: '2026-03-31T22:30:00.000Z', source: facebookSpring, product: product('Screens'), stage: 'new' }],
  // Outside the range.
  ['old', { created_at: '2026-02-27T10:00:00.000Z', source: facebookSpring, stage: 'won', amountNok: 1000 }],
];

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'sales-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'sales-editor@example.com', 'editor');
  member = await userWithRole(stack.db, 'sales-member@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'messages', 'audit');
  const batch = stack.db.batch();
  for (const [id, fields] of ENQUIRIES) {
    batch.set(stack.db.doc(`messages/${id}`), enquiryDoc({ sent_at: fields.created_at, ...fields }));
  }
  await batch.commit();
});

const row = (key: string, enquiries: number, quoted: number, quotedNok: number, won: number, wonNok: number, lost: number, lostNok: number) => ({ key, enquiries, quoted, quotedNok, won, wonNok, lost, lostNok });

describe('GET /api/sales', () => {
  it('sums enquiries, quotes, wins and losses per month, source, campaign and product, spam left out', async () => {
    const res = await request(stack.app).get('/api/sales?from=2026-03-01&to=2026-04-30').set(editor.auth).expect(200);
    const report = SalesReportSchema.parse(res.body.data);
    expect(report.months).toEqual([row('2026-03', 3, 3, 168000, 1, 48000, 1, 30000), row('2026-04', 4, 1, 120000, 1, 120000, 0, 0)]);
    expect(report.bySource).toEqual([row('facebook', 4, 3, 198000, 2, 168000, 1, 30000), row('(ukjent)', 1, 0, 0, 0, 0, 0, 0), row('Direkte', 1, 0, 0, 0, 0, 0, 0), row('www.google.com', 1, 1, 90000, 0, 0, 0, 0)]);
    expect(report.byCampaign).toEqual([row('var', 4, 3, 198000, 2, 168000, 1, 30000), row('(ingen kampanje)', 2, 1, 90000, 0, 0, 0, 0), row('(ukjent)', 1, 0, 0, 0, 0, 0, 0)]);
    expect(report.byProduct).toEqual([row('Pergola', 3, 2, 210000, 1, 120000, 0, 0), row('Screens', 3, 2, 78000, 1, 48000, 1, 30000), row('(uten produkt)', 1, 0, 0, 0, 0, 0, 0)]);
    expect(report.total).toEqual(row('Totalt', 7, 4, 288000, 2, 168000, 1, 30000));
    expect({ from: report.from, to: report.to }).toEqual({ from: '2026-03-01', to: '2026-04-30' });
  });

  it('lists every month of the range, those without enquiries with zeros, and defaults to the last twelve months', async () => {
    const res = await request(stack.app).get('/api/sales?from=2026-01-01&to=2026-03-31').set(admin.auth).expect(200);
    expect(res.body.data.months.map((r: { key: string; enquiries: number }) => [r.key, r.enquiries])).toEqual([['2026-01', 0], ['2026-02', 1], ['2026-03', 3]]);
    const recent = await request(stack.app).get('/api/sales').set(admin.auth).expect(200);
    expect(recent.body.data.months).toHaveLength(12);
    expect(recent.body.data.to).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('refuses malformed dates with 400 naming the field', async () => {
    for (const [query, field] of [['from=1.3.2026', 'from'], ['to=2026-02-30', 'to'], ['from=2026-04-01&to=2026-03-01', 'from'], ['from=2020-01-01&to=2026-01-01', 'to']] as const) {
      const res = await request(stack.app).get(`/api/sales?${query}`).set(admin.auth).expect(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path), query).toContain(field);
    }
  });

  it('refuses anonymous callers (401) and accounts without staff access (403); the CSV is for administrators only', async () => {
    await request(stack.app).get('/api/sales').expect(401);
    await request(stack.app).get('/api/sales').set(member.auth).expect(403);
    await request(stack.app).get('/api/sales/export.csv').expect(401);
    await request(stack.app).get('/api/sales/export.csv').set(editor.auth).expect(403);
  });
});

describe('GET /api/sales/export.csv', () => {
  it("is the report for Excel: BOM, semicolons, CRLF, a Norwegian header, the share won with a decimal comma, as an attachment", async () => {
    const res = await request(stack.app).get('/api/sales/export.csv?from=2026-03-01&to=2026-04-30').set(admin.auth).buffer(true).parse(keepBytes);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="salg-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = res.body as Buffer;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('Inndeling;Gruppe;Henvendelser;Tilbud sendt;Tilbudssum (kr);Vunnet;Vunnet (kr);Tapt;Tapt (kr);Andel vunnet (%)');
    expect(lines).toContain('Måned;2026-03;3;3;168000;1;48000;1;30000;50,0');
    expect(lines).toContain('Måned;2026-04;4;1;120000;1;120000;0;0;100,0');
    expect(lines).toContain('Kampanje;var;4;3;198000;2;168000;1;30000;66,7');
    expect(lines).toContain('Kilde;www.google.com;1;1;90000;0;0;0;0;');
    expect(lines).toContain('Produkt;Screens;3;2;78000;1;48000;1;30000;50,0');
    expect(lines.at(-2)).toBe('Totalt;Totalt;7;4;288000;2;168000;1;30000;66,7');
    expect(lines.at(-1)).toBe('');
  });

  it('neutralises a source that would read as a formula', async () => {
    await stack.db.doc('messages/a').update({ source: { utmSource: '=HYPERLINK("http://evil.example")' } });
    const res = await request(stack.app).get('/api/sales/export.csv?from=2026-03-01&to=2026-04-30').set(admin.auth).expect(200);
    expect(res.text).toContain(`Kilde;"'=HYPERLINK(""http://evil.example"")";1;`);
  });
});

describe('quotes in the sales report', () => {
  beforeEach(async () => {
    await clearCollections(stack.db, 'quotes');
  });

  const version = (number: string, version: number, sentAt: string | null, acceptedAt: string | null = null) => ({
    enquiryId: 'a', number, version, status: acceptedAt ? 'accepted' : 'sent', customer: { name: 'Kari', email: 'kari@example.no' }, lines: [], priceType: 'fixed',
    validDays: 30, deliveryWeeks: null, note: '', totalOre: 100, vatOre: 20, netOre: 80, created_at: sentAt ?? '2026-03-01T00:00:00.000Z', created_by: 'x', modified_at: sentAt ?? '2026-03-01T00:00:00.000Z',
    sent_at: sentAt, validUntil: null, terms: null, company: null, viewed_at: null, accepted: acceptedAt ? { at: acceptedAt, name: 'Kari', addressHash: 'h', pdfSha256: 'p' } : null,
    declined: null, replaces: null, replacedBy: null, tokenHashes: [], pdfBase64: null, pdfSha256: null,
  });

  it('counts quotes sent in the range once per number, those accepted, the share and the median days to acceptance', async () => {
    const docs: [string, ReturnType<typeof version>][] = [
      // Accepted after 2 days.
      ['q1', version('2026-0001', 1, '2026-03-02T10:00:00.000Z', '2026-03-04T10:00:00.000Z')],
      // Two versions, the second accepted: 5 days after the first was sent; counted once.
      ['q2', version('2026-0002', 1, '2026-03-10T10:00:00.000Z')],
      ['q2v2', version('2026-0002', 2, '2026-03-12T10:00:00.000Z', '2026-03-15T10:00:00.000Z')],
      // Accepted after 10 days.
      ['q3', version('2026-0003', 1, '2026-04-01T10:00:00.000Z', '2026-04-11T10:00:00.000Z')],
      // Sent, no answer.
      ['q4', version('2026-0004', 1, '2026-04-20T10:00:00.000Z')],
      // A draft never counts; a quote first sent before the range neither, though its new version is in it.
      ['q5', version('2026-0005', 1, null)],
      ['q6', version('2026-0006', 1, '2026-02-20T10:00:00.000Z')],
      ['q6v2', version('2026-0006', 2, '2026-03-05T10:00:00.000Z', '2026-03-06T10:00:00.000Z')],
    ];
    const batch = stack.db.batch();
    for (const [id, doc] of docs) batch.set(stack.db.doc(`quotes/${id}`), doc);
    await batch.commit();
    const res = await request(stack.app).get('/api/sales?from=2026-03-01&to=2026-04-30').set(editor.auth).expect(200);
    expect(SalesReportSchema.parse(res.body.data).quotes).toEqual({ sent: 4, accepted: 3, shareAccepted: 0.75, medianDaysToAccept: 5 });
  });

  it('answers none when no quote was sent', async () => {
    const res = await request(stack.app).get('/api/sales?from=2026-03-01&to=2026-04-30').set(editor.auth).expect(200);
    expect(res.body.data.quotes).toEqual({ sent: 0, accepted: 0, shareAccepted: null, medianDaysToAccept: null });
  });
});
