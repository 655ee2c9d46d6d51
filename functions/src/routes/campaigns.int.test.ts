import type { Campaign, CampaignInputValues } from '@rms/schema';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { campaignInput } from '../../../test/campaign-fixture';
import { renderResponse } from '../../../test/render-response';
import { createRenderHandler, type Renderer } from '../render';
import { ContentCache } from '../services/content/content-cache';

let stack: TestStack;
let admin: TestUser;
let editor: TestUser;
let member: TestUser;
/** The app's clock: each test sets the time visitors are answered at. */
let now = new Date('2026-04-01T10:00:00.000Z');

const CHANGED = ['campaigns', 'versions', 'audit', 'meta', 'deleted'];

const input = (over: Partial<CampaignInputValues> = {}) =>
  campaignInput('2026-04-01T09:00:00+02:00', '2026-04-30T23:59:00+02:00', {
    title: 'Vårkampanje',
    text: '<p>20 % på <strong>terrassemarkiser</strong><script>alert(1)</script></p>',
    link: { kind: 'product', id: 'terrassemarkise' },
    placements: [{ kind: 'home' }, { kind: 'product', id: 'markiser' }],
    ...over,
  });

async function create(over: Partial<CampaignInputValues> = {}): Promise<Campaign> {
  return (await request(stack.app).post('/api/campaigns').set(editor.auth).send(input(over)).expect(201)).body.data as Campaign;
}

beforeAll(async () => {
  stack = await createTestStack({ clock: () => now });
  admin = await userWithRole(stack.db, 'campaign-admin@example.com', 'admin');
  editor = await userWithRole(stack.db, 'campaign-editor@example.com', 'editor');
  member = await userWithRole(stack.db, 'campaign-member@example.com', 'user');
});

afterAll(async () => {
  await stack.cleanup();
});

beforeEach(async () => {
  now = new Date('2026-04-01T10:00:00.000Z');
  await clearCollections(stack.db, 'products', 'projects', 'campaigns', 'versions', 'audit', 'backups', 'deleted');
  const at = '2024-01-01T00:00:00.000Z';
  const batch = stack.db.batch();
  batch.set(stack.db.collection('products').doc('markiser'), { title: 'Markiser', description: '', images: [], category: null, index: 0, created_at: at, modified_at: at });
  batch.set(stack.db.collection('products').doc('terrassemarkise'), { title: 'Terrassemarkise', description: '', images: [], category: 'markiser', index: 0, created_at: at, modified_at: at });
  batch.set(stack.db.collection('projects').doc('kontorbygg'), { title: 'Kontorbygg', description: '', images: [], draft: false, created_at: at, modified_at: at });
  await batch.commit();
});

describe('who may manage campaigns', () => {
  it('refuses anonymous callers (401) and accounts without a staff role (403), with nothing changed', async () => {
    const existing = await create();
    const before = await stateSnapshot(stack.db, stack.blobs, CHANGED);
    for (const [who, status] of [[undefined, 401], [member, 403]] as const) {
      const auth = who ? who.auth : {};
      await request(stack.app).post('/api/campaigns').set(auth).send(input()).expect(status);
      await request(stack.app).put(`/api/campaigns/${existing.id}`).set(auth).send(input({ title: 'Endret' })).expect(status);
      await request(stack.app).delete(`/api/campaigns/${existing.id}`).set(auth).expect(status);
      await request(stack.app).get(`/api/campaigns/${existing.id}/versions`).set(auth).expect(status);
    }
    expect(await stateSnapshot(stack.db, stack.blobs, CHANGED)).toEqual(before);
  });

  it('lets editors and administrators create, change and delete campaigns', async () => {
    const made = await create();
    expect(made).toMatchObject({ title: 'Vårkampanje', startsAt: '2026-04-01T07:00:00.000Z', endsAt: '2026-04-30T21:59:00.000Z', draft: false, imageId: null });
    expect(made.text).toBe('<p>20 % på <strong>terrassemarkiser</strong></p>');
    const changed = await request(stack.app).put(`/api/campaigns/${made.id}`).set(admin.auth).send(input({ title: 'Sommerkampanje', modified_at: made.modified_at })).expect(200);
    expect(changed.body.data.title).toBe('Sommerkampanje');
    await request(stack.app).delete(`/api/campaigns/${made.id}`).set(editor.auth).expect(200);
    expect((await stack.db.collection('campaigns').get()).size).toBe(0);
  });
});

describe('bad input', () => {
  const cases: [string, Partial<CampaignInputValues> | Record<string, unknown>, string][] = [
    ['an end before the start', { startsAt: '2026-05-01T10:00:00+02:00', endsAt: '2026-04-01T10:00:00+02:00' }, 'endsAt'],
    ['a link to a product that does not exist', { link: { kind: 'product', id: 'finnes-ikke' } }, 'link.id'],
    ['a link to a project that does not exist', { link: { kind: 'project', id: 'finnes-ikke' } }, 'link.id'],
    ['a link to a page that does not exist', { link: { path: '/finnes/ikke' } }, 'link.path'],
    ['an unknown kind of placement', { placements: [{ kind: 'sidebar' }] }, 'placements.0.kind'],
    ['a placement on a node that does not exist', { placements: [{ kind: 'product', id: 'finnes-ikke' }] }, 'placements.0.id'],
    ['no placement', { placements: [] }, 'placements'],
    ['a picture the site does not have', { imageId: 'products,markiser,finnes-ikke.jpg' }, 'imageId'],
    // The campaign is part of its pages' HTML: more than two or three sentences would push a product page past one round trip.
    ['a text longer than 400 characters', { text: `<p>${'Solskjerming til sommeren. '.repeat(15)}</p>` }, 'text'],
  ];
  it.each(cases)('%s is 400 naming the field, with nothing stored', async (_name, over, field) => {
    const before = await stateSnapshot(stack.db, stack.blobs, CHANGED);
    const res = await request(stack.app).post('/api/campaigns').set(editor.auth).send({ ...input(), ...over }).expect(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    expect(res.body.error.issues.map((i: { path: string }) => i.path)).toContain(field);
    expect(await stateSnapshot(stack.db, stack.blobs, CHANGED)).toEqual(before);
  });

  it('takes a text of 400 characters, markup and entities not counted', async () => {
    const text = `<p><strong>${'a'.repeat(200)}</strong> &amp; ${'b'.repeat(197)}</p>`;
    const res = await request(stack.app).post('/api/campaigns').set(editor.auth).send(input({ text })).expect(201);
    expect((res.body.data as Campaign).text).toBe(text);
  });

  it('refuses a bad change of an existing campaign with nothing stored', async () => {
    const made = await create();
    const before = await stateSnapshot(stack.db, stack.blobs, CHANGED);
    const res = await request(stack.app).put(`/api/campaigns/${made.id}`).set(editor.auth).send(input({ endsAt: '2026-03-01T10:00:00+01:00' })).expect(400);
    expect(res.body.error.issues[0].path).toBe('endsAt');
    expect(await stateSnapshot(stack.db, stack.blobs, CHANGED)).toEqual(before);
  });

  it('accepts a link to a category, a project and a page of the site', async () => {
    await create({ link: { kind: 'category', id: 'markiser' } });
    await create({ link: { kind: 'project', id: 'kontorbygg' } });
    await create({ link: { path: '/kontakt' } });
    await create({ link: { path: '/produkter/markiser/terrassemarkise' } });
  });
});

describe('a stale screen', () => {
  it('is 409 and writes nothing when the campaign changed since the screen read it', async () => {
    const made = await create();
    await request(stack.app).put(`/api/campaigns/${made.id}`).set(editor.auth).send(input({ title: 'Først', modified_at: made.modified_at })).expect(200);
    const before = await stateSnapshot(stack.db, stack.blobs, CHANGED);
    await request(stack.app).put(`/api/campaigns/${made.id}`).set(admin.auth).send(input({ title: 'Sist', modified_at: made.modified_at })).expect(409);
    expect(await stateSnapshot(stack.db, stack.blobs, CHANGED)).toEqual(before);
  });
});

describe('GET /api/campaigns', () => {
  it('gives staff every campaign and visitors only the running ones, by the clock, without drafts', async () => {
    const running = await create({ title: 'Nå' });
    const coming = await create({ title: 'Snart', startsAt: '2026-04-01T12:00:00.000Z', endsAt: '2026-04-02T12:00:00.000Z' });
    await create({ title: 'Kladd', draft: true });
    await create({ title: 'Forbi', startsAt: '2026-03-01T12:00:00.000Z', endsAt: '2026-03-02T12:00:00.000Z' });

    const staff = await request(stack.app).get('/api/campaigns').set(editor.auth).expect(200);
    expect(staff.body.data.map((c: Campaign) => c.title).sort()).toEqual(['Forbi', 'Kladd', 'Nå', 'Snart']);

    const visitor = await request(stack.app).get('/api/campaigns').expect(200);
    expect(visitor.body.data.map((c: Campaign) => c.id)).toEqual([running.id]);
    // Cached as other public answers, never past the next start (two hours ahead is more than they are kept).
    expect(visitor.headers['cache-control']).toBe('public, max-age=60, s-maxage=300, stale-while-revalidate=600');
    expect((await request(stack.app).get('/api/campaigns').set(member.auth).expect(200)).body.data.map((c: Campaign) => c.id)).toEqual([running.id]);

    // Two minutes before the next start: no copy may be kept past it.
    now = new Date('2026-04-01T11:58:00.000Z');
    expect((await request(stack.app).get('/api/campaigns').expect(200)).headers['cache-control']).toBe('public, max-age=60, s-maxage=120, stale-while-revalidate=0');

    // After it, with no write in between: the one that started last comes first.
    now = new Date('2026-04-01T12:00:00.000Z');
    expect((await request(stack.app).get('/api/campaigns').expect(200)).body.data.map((c: Campaign) => c.id)).toEqual([coming.id, running.id]);
    now = new Date('2026-05-01T00:00:00.000Z');
    expect((await request(stack.app).get('/api/campaigns').expect(200)).body.data).toEqual([]);
  });

  it('leaves out a link visitors cannot open (its product deleted, or not yet published), so no button leads to a 404; staff keep it', async () => {
    const made = await create();
    const linkOf = async (at?: string) => {
      const req = request(stack.app).get('/api/campaigns');
      const res = await (at ? req.query({ at }).set(editor.auth) : req).expect(200);
      return (res.body.data as Campaign[]).find((c) => c.id === made.id)?.link;
    };
    expect(await linkOf()).toEqual({ kind: 'product', id: 'terrassemarkise' });

    // Scheduled to appear in June: no button until then, and the look ahead shows it.
    await stack.db.collection('products').doc('terrassemarkise').update({ publishAt: '2026-04-20T08:00:00.000Z' });
    expect(await linkOf()).toBeNull();
    expect(await linkOf('2026-04-21T10:00:00Z')).toEqual({ kind: 'product', id: 'terrassemarkise' });

    await stack.db.collection('products').doc('terrassemarkise').update({ publishAt: null });
    await request(stack.app).delete('/api/products/terrassemarkise').set(editor.auth).expect(200);
    expect(await linkOf()).toBeNull();
    const staff = (await request(stack.app).get('/api/campaigns').set(editor.auth).expect(200)).body.data as Campaign[];
    expect(staff.find((c) => c.id === made.id)?.link).toEqual({ kind: 'product', id: 'terrassemarkise' });
  });

  it('answers staff what visitors will see ?at= a time, never cached, and refuses `at` to anyone else', async () => {
    const coming = await create({ startsAt: '2026-06-01T08:00:00+02:00', endsAt: '2026-06-30T08:00:00+02:00' });
    const res = await request(stack.app).get('/api/campaigns?at=2026-06-02T10:00:00%2B02:00').set(editor.auth).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.data.map((c: Campaign) => c.id)).toEqual([coming.id]);
    expect((await request(stack.app).get('/api/campaigns?at=2026-05-02T10:00:00Z').set(admin.auth).expect(200)).body.data).toEqual([]);
    await request(stack.app).get('/api/campaigns?at=2026-06-02T10:00:00Z').expect(403);
    await request(stack.app).get('/api/campaigns?at=2026-06-02T10:00:00Z').set(member.auth).expect(403);
    await request(stack.app).get('/api/campaigns?at=i-morgen').set(editor.auth).expect(400);
  });
});

describe('history and audit', () => {
  it('keeps a version and an audit entry of every change, and restores an old version', async () => {
    const made = await create();
    const changed = (await request(stack.app).put(`/api/campaigns/${made.id}`).set(editor.auth).send(input({ title: 'Endret', modified_at: made.modified_at })).expect(200)).body.data as Campaign;
    const versions = (await request(stack.app).get(`/api/campaigns/${made.id}/versions`).set(editor.auth).expect(200)).body.data as { id: string; kind: string; changedFields: string[] }[];
    expect(versions.map((v) => v.kind)).toEqual(['endret', 'opprettet']);
    expect(versions[0]!.changedFields).toEqual(['title']);

    const restored = await request(stack.app).post(`/api/campaigns/${made.id}/versions/${versions[1]!.id}/restore`).set(editor.auth).send({ modified_at: changed.modified_at }).expect(200);
    expect(restored.body.data.item.title).toBe('Vårkampanje');
    expect((await request(stack.app).get('/api/campaigns').set(editor.auth).expect(200)).body.data[0].title).toBe('Vårkampanje');

    await request(stack.app).delete(`/api/campaigns/${made.id}`).set(editor.auth).expect(200);
    const after = (await request(stack.app).get(`/api/campaigns/${made.id}/versions`).set(editor.auth).expect(200)).body.data as { kind: string }[];
    expect(after.map((v) => v.kind)).toEqual(['slettet', 'gjenopprettet', 'endret', 'opprettet']);

    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.data() as { action: string; target: string; email: string });
    expect(audit.filter((a) => a.target === made.id).map((a) => a.action).sort()).toEqual(['campaign.create', 'campaign.delete', 'campaign.update', 'campaign.version.restore']);
    expect(audit.every((a) => a.email === 'campaign-editor@example.com')).toBe(true);
  });
});

describe("the bin ('Slettet')", () => {
  it('lists a deleted campaign, and brings it back as it was: running for visitors again, with a version and an audit entry', async () => {
    const made = await create();
    await request(stack.app).delete(`/api/campaigns/${made.id}`).set(editor.auth).expect(200);
    expect((await request(stack.app).get('/api/campaigns').expect(200)).body.data).toEqual([]);
    const bin = (await request(stack.app).get('/api/deleted').set(editor.auth).expect(200)).body.data as { kind: string; id: string; title: string }[];
    expect(bin).toEqual([expect.objectContaining({ kind: 'campaign', id: made.id, title: 'Vårkampanje' })]);

    const restored = await request(stack.app).post(`/api/deleted/campaign/${made.id}/restore`).set(editor.auth).expect(200);
    expect(restored.body.data).toMatchObject({ kind: 'campaign', id: made.id, restored: [made.id] });
    const visible = (await request(stack.app).get('/api/campaigns').expect(200)).body.data as Campaign[];
    expect(visible.map((c) => c.id)).toEqual([made.id]);
    expect(visible[0]).toMatchObject({ title: made.title, text: made.text, link: made.link, placements: made.placements, startsAt: made.startsAt, endsAt: made.endsAt });
    expect((await request(stack.app).get('/api/deleted').set(editor.auth).expect(200)).body.data).toEqual([]);
    const versions = (await request(stack.app).get(`/api/campaigns/${made.id}/versions`).set(editor.auth).expect(200)).body.data as { kind: string }[];
    expect(versions.map((v) => v.kind)).toEqual(['gjenopprettet', 'slettet', 'opprettet']);
    const audit = (await stack.db.collection('audit').get()).docs.map((d) => (d.data() as { action: string }).action);
    expect(audit).toContain('campaign.restore-deleted');
  });

  it('refuses to bring back a campaign that is not in the bin (404) and a malformed id (400), with nothing changed', async () => {
    const kept = await create();
    const before = await stateSnapshot(stack.db, stack.blobs, CHANGED);
    await request(stack.app).post(`/api/deleted/campaign/${kept.id}/restore`).set(editor.auth).expect(404);
    await request(stack.app).post('/api/deleted/campaign/ikke_en_id/restore').set(editor.auth).expect(400);
    expect(await stateSnapshot(stack.db, stack.blobs, CHANGED)).toEqual(before);
  });
});

describe('backups', () => {
  it('hold campaigns, and a restore brings them back as they were', async () => {
    const kept = await create();
    const filename = (await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201)).body.data.name as string;
    await request(stack.app).delete(`/api/campaigns/${kept.id}`).set(editor.auth).expect(200);
    const extra = await create({ title: 'Etter backup' });
    await request(stack.app).post('/api/backups/restore').set(admin.auth).send({ filename }).expect(200);
    const list = (await request(stack.app).get('/api/campaigns').set(editor.auth).expect(200)).body.data as Campaign[];
    expect(list.map((c) => c.id)).toEqual([kept.id]);
    expect(list[0]).toMatchObject({ title: kept.title, text: kept.text, placements: kept.placements, startsAt: kept.startsAt, endsAt: kept.endsAt });
    expect(list.some((c) => c.id === extra.id)).toBe(false);
  });
});

describe('the rendered pages', () => {
  /** Stands in for the web renderer: shows the campaigns the content API answers it, as the home page does. */
  const renderer: Renderer = {
    renderPage: (url, _template, api) => {
      const { data } = api('/api/campaigns').body as { data: Campaign[] };
      return Promise.resolve({ kind: 'page', status: 200, html: `<h1>${url}</h1>${data.map((c) => `<section>${c.title}</section>`).join('')}` });
    },
    sitemapXml: () => '<urlset/>',
  };

  it('show a saved campaign from its start to its end, with no write in between, and a draft never', async () => {
    const render = createRenderHandler({ content: new ContentCache(stack.deps.repos, { checkEveryMs: 0 }), renderer, template: '', clock: () => now });
    const visit = async () => {
      const { res, sent } = renderResponse();
      await render({ method: 'GET', path: '/', headers: {} }, res);
      return String(sent.body);
    };
    await create({ title: 'Påske', startsAt: '2026-04-01T12:00:00.000Z', endsAt: '2026-04-02T12:00:00.000Z' });
    await create({ title: 'Kladd', draft: true });
    expect(await visit()).not.toContain('<section>');
    now = new Date('2026-04-01T12:00:00.000Z');
    expect(await visit()).toContain('<section>Påske</section>');
    now = new Date('2026-04-02T12:00:00.000Z');
    expect(await visit()).not.toContain('<section>');
  });
});
