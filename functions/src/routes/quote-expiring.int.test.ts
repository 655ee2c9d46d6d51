import type { Quote, StoredQuoteDoc } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';

/** The dashboard's quotes about to run out unanswered: GET /api/quotes?expiringWithinDays= (decision 152). */

let stack: TestStack;
let editor: TestUser;
let visitorAccount: TestUser;
/** Wednesday 2 December 2026, 23:30 in Oslo: the Norwegian day is still the 2nd. */
const NOW = new Date('2026-12-02T22:30:00Z');

beforeAll(async () => {
  stack = await createTestStack({ clock: () => NOW });
  editor = await userWithRole(stack.db, 'quote-expiring-editor@example.com', 'editor');
  visitorAccount = await userWithRole(stack.db, 'quote-expiring-user@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'quotes');
});

/** A stored version; a test says what it is about. */
function storedQuote(over: Partial<StoredQuoteDoc>): StoredQuoteDoc {
  return {
    enquiryId: 'e1',
    number: '2026-0001',
    version: 1,
    status: 'sent',
    customer: { name: 'Kari Nordmann', email: 'kari@example.no' },
    lines: [{ description: 'Markise', quantity: 1, unitPriceOre: 1_000_000 }],
    priceType: 'fixed',
    validDays: 30,
    deliveryWeeks: null,
    note: '',
    totalOre: 1_000_000,
    vatOre: 200_000,
    netOre: 800_000,
    created_at: '2026-11-01T10:00:00.000Z',
    created_by: 'editor@example.com',
    modified_at: '2026-11-01T10:00:00.000Z',
    sent_at: '2026-11-03T10:00:00.000Z',
    validUntil: '2026-12-03',
    terms: 'Vilkår',
    company: null,
    viewed_at: null,
    accepted: null,
    declined: null,
    replaces: null,
    replacedBy: null,
    tokenHashes: [],
    pdfBase64: null,
    pdfSha256: null,
    ...over,
  };
}

async function store(quotes: Record<string, StoredQuoteDoc>) {
  await Promise.all(Object.entries(quotes).map(([id, q]) => stack.db.collection('quotes').doc(id).set(q)));
}

describe('GET /api/quotes?expiringWithinDays=', () => {
  it('lists sent and seen quotes whose last valid day is today or within the days asked, soonest first, and no answered, replaced, draft or expired one', async () => {
    await store({
      today: storedQuote({ number: '2026-0001', validUntil: '2026-12-02' }),
      seen: storedQuote({ number: '2026-0002', status: 'viewed', viewed_at: '2026-11-04T10:00:00.000Z', validUntil: '2026-12-05' }),
      tomorrow: storedQuote({ number: '2026-0003', validUntil: '2026-12-03' }),
      later: storedQuote({ number: '2026-0004', validUntil: '2026-12-06' }),
      gone: storedQuote({ number: '2026-0005', validUntil: '2026-12-01' }),
      accepted: storedQuote({ number: '2026-0006', status: 'accepted', accepted: { at: '2026-11-05T10:00:00.000Z', name: 'Kari', addressHash: 'x', pdfSha256: 'y' } }),
      declined: storedQuote({ number: '2026-0007', status: 'declined', declined: { at: '2026-11-05T10:00:00.000Z', reason: null } }),
      replaced: storedQuote({ number: '2026-0008', status: 'replaced', replacedBy: 'newer' }),
      draft: storedQuote({ number: '2026-0009', status: 'draft', sent_at: null, validUntil: null }),
    });
    const res = await request(stack.app).get('/api/quotes?expiringWithinDays=3').set(editor.auth).expect(200);
    const list = (res.body as { data: Quote[] }).data;
    expect(list.map((q) => [q.id, q.label, q.status, q.validUntil])).toEqual([
      ['today', '2026-0001', 'sent', '2026-12-02'],
      ['tomorrow', '2026-0003', 'sent', '2026-12-03'],
      ['seen', '2026-0002', 'viewed', '2026-12-05'],
    ]);
    expect(list[0]).toMatchObject({ enquiryId: 'e1', customer: { name: 'Kari Nordmann', email: 'kari@example.no' }, totalOre: 1_000_000, totalNok: 10000 });
  });

  it('refuses a look-ahead that is not a whole number of days from 0 to 30, and anyone but staff', async () => {
    for (const bad of ['tre', '-1', '31', '1.5']) {
      const res = await request(stack.app).get(`/api/quotes?expiringWithinDays=${bad}`).set(editor.auth).expect(400);
      expect(JSON.stringify(res.body)).toContain('expiringWithinDays');
    }
    await request(stack.app).get('/api/quotes?expiringWithinDays=3').expect(401);
    await request(stack.app).get('/api/quotes?expiringWithinDays=3').set(visitorAccount.auth).expect(403);
  });
});
