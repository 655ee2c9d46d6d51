import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { StoredEnquirySchema, type StoredEnquiry } from '@rms/schema';
import { clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { enquiryDoc } from '../../../test/enquiry-fixture';

/** An enquiry's way to a sale (decision 132): stages with sums and reasons, their history and audit. */

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
let member: TestUser;
const at = '2026-03-01T10:00:00.000Z';

/** An enquiry as it was stored before the pipeline (no stage fields). */
async function storedMessage(id: string, fields: Record<string, unknown> = {}) {
  await stack.db.doc(`messages/${id}`).set(enquiryDoc({ created_at: at, sent_at: at, ...fields }));
}

const doc = async (id: string) => (await stack.db.doc(`messages/${id}`).get()).data() as Record<string, unknown>;
const updates = async () => (await stack.db.collection('audit').where('action', '==', 'message.update').get()).docs.map((d) => d.data()).sort((a, b) => String(a.at).localeCompare(String(b.at)));
const patch = (id: string, body: unknown, user: TestUser = admin) => request(stack.app).patch(`/api/messages/${id}`).set(user.auth).send(body as object);
const inbox = async (query = '') => StoredEnquirySchema.array().parse((await request(stack.app).get(`/api/messages${query}`).set(admin.auth).expect(200)).body.data);

beforeAll(async () => {
  stack = await createTestStack();
  admin = await userWithRole(stack.db, 'pipeline-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'pipeline-editor@example.com', 'editor');
  member = await userWithRole(stack.db, 'pipeline-member@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  await clearCollections(stack.db, 'messages', 'audit');
});

describe('the pipeline of an enquiry', () => {
  it('goes Ny → Kontaktet → Tilbud sendt 48 000 kr → Vunnet, each change in its history with who and when, and audited', async () => {
    await storedMessage('m1');
    const contacted = await patch('m1', { stage: 'contacted' }, editor).expect(200);
    expect(contacted.body.data).toMatchObject({ stage: 'contacted', handling: 'answered', archived: false, answered_at: expect.any(String), amountNok: null });
    const firstContact = contacted.body.data.answered_at as string;
    await patch('m1', { stage: 'quoted', amountNok: 48000 }).expect(200);
    const won = StoredEnquirySchema.parse((await patch('m1', { stage: 'won' }).expect(200)).body.data);

    expect(won).toMatchObject({ stage: 'won', amountNok: 48000, lostReason: null, handling: 'answered', answered_at: firstContact });
    expect(won.pipelineHistory).toEqual([
      { at: expect.any(String), by: editor.email, stage: 'contacted', archived: false, amountNok: null, lostReason: null },
      { at: expect.any(String), by: admin.email, stage: 'quoted', archived: false, amountNok: 48000, lostReason: null },
      { at: expect.any(String), by: admin.email, stage: 'won', archived: false, amountNok: 48000, lostReason: null },
    ]);
    expect(won.pipelineHistory.map((e) => e.at)).toEqual([...won.pipelineHistory.map((e) => e.at)].sort());
    expect(await doc('m1')).toMatchObject({ stage: 'won', amountNok: 48000, handling: 'answered', archived: false });

    const entries = await updates();
    expect(entries.map((e) => [e.email, e.target, e.extra])).toEqual([
      [editor.email, 'm1', { handling: { from: 'new', to: 'answered' }, stage: { from: 'new', to: 'contacted' } }],
      [admin.email, 'm1', { stage: { from: 'contacted', to: 'quoted' }, amountNok: { from: null, to: 48000 } }],
      [admin.email, 'm1', { stage: { from: 'quoted', to: 'won' } }],
    ]);
    expect(JSON.stringify(entries)).not.toMatch(/Ola|Hei|ola@example/);
  });

  it("records a lost enquiry's reason from the list or in free text, keeps the quote's sum, and archives it at any stage", async () => {
    await storedMessage('m1');
    await patch('m1', { stage: 'quoted', amountNok: 32500 }).expect(200);
    const lost = await patch('m1', { stage: 'lost', lostReason: 'Valgte en annen leverandør' }).expect(200);
    expect(lost.body.data).toMatchObject({ stage: 'lost', amountNok: 32500, lostReason: 'Valgte en annen leverandør' });
    const free = await patch('m1', { stage: 'lost', lostReason: 'Flyttet før sommeren' }).expect(200);
    expect(free.body.data.lostReason).toBe('Flyttet før sommeren');
    const archived = await patch('m1', { archived: true }).expect(200);
    expect(archived.body.data).toMatchObject({ stage: 'lost', archived: true, handling: 'archived', lostReason: 'Flyttet før sommeren', amountNok: 32500 });
    expect(archived.body.data.pipelineHistory.at(-1)).toMatchObject({ stage: 'lost', archived: true, by: admin.email });
    expect((await updates()).at(-1)?.extra).toEqual({ handling: { from: 'answered', to: 'archived' }, archived: { from: false, to: true } });

    // Archived straight from Ny, and brought back: the stage stays.
    await storedMessage('m2');
    await patch('m2', { archived: true }).expect(200);
    const back = await patch('m2', { archived: false }).expect(200);
    expect(back.body.data).toMatchObject({ stage: 'new', archived: false, handling: 'new', answered_at: null });
  });

  it('a win from a call updates the sum; moving back to Kontaktet clears the reason but keeps the sum', async () => {
    await storedMessage('m1');
    await patch('m1', { stage: 'won', amountNok: 51000 }).expect(200);
    await patch('m1', { stage: 'lost', lostReason: 'Pris' }).expect(200);
    const back = await patch('m1', { stage: 'contacted' }).expect(200);
    expect(back.body.data).toMatchObject({ stage: 'contacted', amountNok: 51000, lostReason: null });
  });

  it('refuses bad input with 400 naming the field, and stores nothing', async () => {
    await storedMessage('m1');
    const cases: [unknown, string][] = [
      [{ stage: 'quoted' }, 'amountNok'],
      [{ stage: 'quoted', amountNok: -5 }, 'amountNok'],
      [{ stage: 'quoted', amountNok: 1200.5 }, 'amountNok'],
      [{ stage: 'quoted', amountNok: '48000' }, 'amountNok'],
      [{ stage: 'contacted', amountNok: 100 }, 'amountNok'],
      [{ stage: 'lost' }, 'lostReason'],
      [{ stage: 'lost', lostReason: '   ' }, 'lostReason'],
      [{ stage: 'lost', lostReason: 'x'.repeat(201) }, 'lostReason'],
      [{ stage: 'won', lostReason: 'Pris' }, 'lostReason'],
      [{ stage: 'sold' }, 'stage'],
      [{ archived: 'yes' }, 'archived'],
      [{ handling: 'answered', stage: 'quoted', amountNok: 10 }, 'handling'],
    ];
    for (const [body, field] of cases) {
      const res = await patch('m1', body).expect(400);
      expect(res.body.error.issues.map((i: { path: string }) => i.path), JSON.stringify(body)).toContain(field);
    }
    expect(await doc('m1')).not.toHaveProperty('stage');
    expect(await updates()).toEqual([]);
  });

  it('refuses anonymous callers (401) and accounts without staff access (403), changing nothing', async () => {
    await storedMessage('m1');
    const before = await doc('m1');
    await request(stack.app).patch('/api/messages/m1').send({ stage: 'quoted', amountNok: 100 }).expect(401);
    await patch('m1', { stage: 'quoted', amountNok: 100 }, member).expect(403);
    expect(await doc('m1')).toEqual(before);
    expect(await updates()).toEqual([]);
  });
});

describe('enquiries stored before the pipeline, and older clients', () => {
  it("reads Besvart as Kontaktet and Arkivert as archived without rewriting them, and the handling filter keeps working", async () => {
    await storedMessage('ny', { created_at: '2026-03-03T10:00:00.000Z' });
    await storedMessage('besvart', { handling: 'answered', answered_at: at, created_at: '2026-03-02T10:00:00.000Z' });
    await storedMessage('arkivert', { handling: 'archived', answered_at: at, created_at: '2026-03-01T10:00:00.000Z' });
    await storedMessage('arkivert-ubesvart', { handling: 'archived', created_at: '2026-02-28T10:00:00.000Z' });
    const all = await inbox();
    const view = (m: StoredEnquiry) => [m.id, m.stage, m.archived, m.handling, m.amountNok, m.pipelineHistory.length];
    expect(all.map(view)).toEqual([
      ['ny', 'new', false, 'new', null, 0],
      ['besvart', 'contacted', false, 'answered', null, 0],
      ['arkivert', 'contacted', true, 'archived', null, 0],
      ['arkivert-ubesvart', 'new', true, 'archived', null, 0],
    ]);
    expect((await inbox('?handling=answered')).map((m) => m.id)).toEqual(['besvart']);
    expect((await inbox('?handling=archived')).map((m) => m.id)).toEqual(['arkivert', 'arkivert-ubesvart']);
    expect((await inbox('?stage=contacted')).map((m) => m.id)).toEqual(['besvart', 'arkivert']);
    expect(await doc('besvart')).not.toHaveProperty('stage');
  });

  it("an older client's handling maps onto the stages: answered leaves a quote as it is, new and archived as before", async () => {
    await storedMessage('m1');
    await patch('m1', { stage: 'quoted', amountNok: 20000 }).expect(200);
    const answered = await patch('m1', { handling: 'answered' }).expect(200);
    expect(answered.body.data).toMatchObject({ stage: 'quoted', handling: 'answered', amountNok: 20000 });
    const archived = await patch('m1', { handling: 'archived' }).expect(200);
    expect(archived.body.data).toMatchObject({ stage: 'quoted', archived: true, handling: 'archived' });
    const renewed = await patch('m1', { handling: 'new' }).expect(200);
    expect(renewed.body.data).toMatchObject({ stage: 'new', archived: false, handling: 'new', amountNok: 20000 });
    expect((await updates()).map((e) => e.extra.handling)).toEqual([{ from: 'new', to: 'answered' }, { from: 'answered', to: 'archived' }, { from: 'archived', to: 'new' }]);
  });
});
