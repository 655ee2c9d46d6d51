import type { Express } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCollections, createTestStack, stateSnapshot, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { storedBooking } from '../../../test/booking-fixture';
import { campaignInput } from '../../../test/campaign-fixture';
import { enquiryDoc } from '../../../test/enquiry-fixture';
import { photoJpeg } from '../../../test/image-fixtures';
import { enquiryPhotoPath } from '@rms/schema';
import { allRoutes, type RouteSpec } from './index';

let stack: TestStack;

beforeAll(async () => {
  stack = await createTestStack();
});

afterAll(async () => {
  await stack.cleanup();
});

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Express path syntax → the registry's: `:id` → `{id}`, `*path` → `{path}`, no trailing slash. */
function normalise(path: string): string {
  const p = path.replace(/:(\w+)/g, '{$1}').replace(/\*(\w+)/g, '{$1}').replace(/\/+/g, '/');
  return p.length > 1 ? p.replace(/\/$/, '') : p;
}

/** A served route: its method and either a path in registry syntax or, for a RegExp route, a test. */
interface Served {
  key: string;
  matches: (method: string, registryPath: string) => boolean;
}

/** A registry path with sample values for its parameters, for testing against RegExp routes. */
const samplePath = (path: string) => path.replace(/\{\w+\}/g, 'sample');

/** Every route the app serves, found by walking its routers (Express 5 / router 2 layers keep rawPath). */
function appRoutes(app: Express): Served[] {
  const found: Served[] = [];
  const walk = (layers: Layer[], prefix: string) => {
    for (const layer of layers) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const path of paths) {
          for (const [m, on] of Object.entries(layer.route.methods)) {
            if (!on || m === '_all') continue;
            const method = m.toUpperCase();
            if (path instanceof RegExp) {
              found.push({ key: `${method} ${prefix}${String(path)}`, matches: (rm, rp) => rm === method && rp.startsWith(prefix) && path.test(samplePath(rp.slice(prefix.length))) });
            } else {
              const key = `${method} ${normalise(`${prefix}${String(path)}`)}`;
              found.push({ key, matches: (rm, rp) => `${rm} ${rp}` === key });
            }
          }
        }
      } else if (layer.handle?.stack) {
        const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
        walk(layer.handle.stack, `${prefix}${mount}`);
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return found;
}

describe('the route registry and the app', () => {
  it('documents every route the app serves', () => {
    const undocumented = appRoutes(stack.app)
      .filter((served) => !allRoutes.some((r) => served.matches(r.method, r.path) || (r.method === 'GET' && served.matches('HEAD', r.path))))
      .map((served) => served.key);
    expect(undocumented, 'add these to functions/src/api-spec/*.ts, then run npm run docs:api').toEqual([]);
  });

  it('serves every documented route', () => {
    const served = appRoutes(stack.app);
    const missing = allRoutes.filter((r) => !served.some((s) => s.matches(r.method, r.path))).map((r) => `${r.method} ${r.path}`);
    expect(missing, 'documented but not served by the app').toEqual([]);
  });

  it('finds the routes of this module by walking the app', () => {
    expect(appRoutes(stack.app).map((s) => s.key)).toEqual(expect.arrayContaining(['GET /api/products', 'PUT /api/products/{id}', 'DELETE /api/projects/by-title/{pattern}', 'GET /api/firebase']));
  });
});

describe('authorization, for every guarded route in the registry', () => {
  const CATEGORY = 'reg-markiser';
  const PRODUCT = 'reg-terrassemarkise';
  const PROJECT = 'reg-prosjekt';
  const PROJECT_TITLE = 'Registerprosjekt på Hamar';
  const NOW = '2024-01-01T00:00:00.000Z';
  const MESSAGE = 'regmelding';
  const PHOTO = '0123456789abcdef';
  let admin: TestUser;
  let editor: TestUser;
  let member: TestUser;
  const imageOf: Record<string, string> = {};

  beforeAll(async () => {
    admin = await userWithRole(stack.db, 'registry-admin@example.com', 'admin');
    editor = await userWithRole(stack.db, 'registry-editor@example.com', 'editor');
    member = await userWithRole(stack.db, 'registry-member@example.com', 'user');
    // Real targets, so a route that lost its guard would change something the test can see.
    await stack.db.collection('products').doc(CATEGORY).set({ title: 'Markiser', description: '', category: null, index: 0, images: [], draft: false, created_at: NOW, modified_at: NOW });
    await stack.db.collection('products').doc(PRODUCT).set({ title: 'Terrassemarkise', description: '', category: CATEGORY, index: 0, images: [], draft: false, created_at: NOW, modified_at: NOW });
    await stack.db.collection('projects').doc(PROJECT).set({ title: PROJECT_TITLE, description: '', images: [], draft: false, created_at: NOW, modified_at: NOW });
    for (const [kind, id] of [['products', PRODUCT], ['projects', PROJECT]] as const) {
      const res = await request(stack.app).post(`/api/${kind}/${id}/images`).set(admin.auth).attach('file', await photoJpeg(40, 30), 'a.jpg');
      expect(res.status).toBe(201);
      imageOf[kind] = (res.body as { data: { id: string } }).data.id;
    }
    await stack.db.collection('messages').doc(MESSAGE).set(enquiryDoc({ name: 'Kari', contactEmail: 'kari@example.no', subject: 'Hei', created_at: NOW, sent_at: NOW, photos: [{ id: PHOTO, width: 40, height: 30, bytes: 100 }] }));
    await stack.blobs.put(enquiryPhotoPath(MESSAGE, PHOTO), await photoJpeg(40, 30), 'image/jpeg');
    await request(stack.app).post('/api/backups/trigger').set(admin.auth).expect(201);
  });

  /** The registry path with real ids where the seeded data has them, else a well-formed sample. */
  function concretePath(route: RouteSpec): string {
    const kind = route.path.startsWith('/api/projects') ? 'projects' : 'products';
    const values: Record<string, string> = {
      id: route.path.startsWith('/api/messages/') ? MESSAGE : route.path.startsWith('/api/products/categories') ? CATEGORY : kind === 'projects' ? PROJECT : PRODUCT,
      imageId: imageOf[kind] ?? 'sample',
      photoId: PHOTO,
      pattern: encodeURIComponent('Registerprosjekt'),
    };
    return route.path.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? 'sample');
  }

  async function call(route: RouteSpec, user: TestUser | null) {
    const req = request(stack.app)[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](concretePath(route));
    if (user) req.set(user.auth);
    if (route.method === 'GET') return req;
    if (route.body === 'multipart') return req.attach('file', await photoJpeg(40, 30, 9), 'b.jpg');
    return req.send({ title: 'Endret', filename: 'finnes.json', imageIds: [], imageId: 'x', handling: 'archived', note: 'Endret' });
  }

  it('refuses every guarded route to anonymous callers (401) and staff routes to accounts without staff access (403), or answers both 404 where the route hides what it guards, and nothing changes', async () => {
    const guarded = allRoutes.filter((r) => r.auth !== 'public');
    expect(guarded.filter((r) => r.auth === 'admin').length).toBeGreaterThan(10);
    expect(guarded.filter((r) => r.auth === 'staff').length).toBeGreaterThan(25);
    const collections = await apiCollections();
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    expect(Object.keys(before['(blobs)'] as object).length).toBeGreaterThan(2);

    const wrong: string[] = [];
    for (const route of guarded) {
      const name = `${route.method} ${route.path}`;
      // A route that hides what it guards answers anyone else as if nothing were there.
      const [anonymousStatus, anonymousCode, refusedStatus, refusedCode] = route.refusal === 'not-found' ? [404, 'NOT_FOUND', 404, 'NOT_FOUND'] : [401, 'UNAUTHENTICATED', 403, 'FORBIDDEN'];
      const anonymous = await call(route, null);
      if (anonymous.status !== anonymousStatus || (anonymous.body as { error?: { code?: string } }).error?.code !== anonymousCode) wrong.push(`${name} anonymous: ${anonymous.status}`);
      if (route.auth === 'admin' || route.auth === 'staff') {
        const signedIn = await call(route, member);
        if (signedIn.status !== refusedStatus || (signedIn.body as { error?: { code?: string } }).error?.code !== refusedCode) wrong.push(`${name} as a non-admin: ${signedIn.status}`);
      }
      const after = await stateSnapshot(stack.db, stack.blobs, collections);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        wrong.push(`${name} changed stored data`);
        expect(after, `${name} changed stored data`).toEqual(before);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('takes `at` (content at a time) only from staff: 403 for anyone else, no-store for staff, on every route that documents it', async () => {
    const withAt = allRoutes.filter((r) => r.query instanceof z.ZodObject && 'at' in r.query.shape);
    expect(withAt.map((r) => `${r.method} ${r.path}`)).toEqual(expect.arrayContaining(['GET /api/products', 'GET /api/projects']));
    const at = new Date(Date.parse('2030-01-01T00:00:00Z')).toISOString();
    const wrong: string[] = [];
    for (const route of withAt) {
      const name = `${route.method} ${route.path}`;
      for (const [who, user] of [['anonymous', null], ['a non-staff account', member]] as const) {
        const req = request(stack.app).get(concretePath(route)).query({ at });
        const res = await (user ? req.set(user.auth) : req);
        if (res.status !== 403 || (res.body as { error?: { code?: string } }).error?.code !== 'FORBIDDEN') wrong.push(`${name}?at= as ${who}: ${res.status}`);
      }
      const staff = await request(stack.app).get(concretePath(route)).query({ at }).set(editor.auth);
      if (staff.status !== 200 || staff.headers['cache-control'] !== 'no-store') wrong.push(`${name}?at= as an editor: ${staff.status} ${String(staff.headers['cache-control'])}`);
      const malformed = await request(stack.app).get(concretePath(route)).query({ at: 'neste uke' }).set(editor.auth);
      if (malformed.status !== 400) wrong.push(`${name}?at=neste uke as an editor: ${malformed.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('refuses every administrators-only route to editors (403), and nothing changes', async () => {
    const adminOnly = allRoutes.filter((r) => r.auth === 'admin');
    const collections = await apiCollections();
    const before = await stateSnapshot(stack.db, stack.blobs, collections);
    const wrong: string[] = [];
    for (const route of adminOnly) {
      const res = await call(route, editor);
      if (res.status !== 403 || (res.body as { error?: { code?: string } }).error?.code !== 'FORBIDDEN') wrong.push(`${route.method} ${route.path} as an editor: ${res.status}`);
      const after = await stateSnapshot(stack.db, stack.blobs, collections);
      if (JSON.stringify(after) !== JSON.stringify(before)) {
        wrong.push(`${route.method} ${route.path} changed stored data`);
        expect(after, `${route.method} ${route.path} changed stored data`).toEqual(before);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets editors use every staff route (2xx)', async () => {
    // Real requests an editor's screens make, each against targets that exist at that moment.
    for (const [kind, id] of [['products', PRODUCT], ['projects', PROJECT]] as const) await stack.db.collection(kind).doc(id).update({ draft: true });
    const GONE = 'reg-slettet';
    await stack.db.collection('products').doc(GONE).set({ title: 'Slettet', description: '', category: CATEGORY, index: 1, images: [], draft: false, created_at: NOW, modified_at: NOW });
    await request(stack.app).delete(`/api/products/${GONE}`).set(admin.auth).expect(200);
    const made: Record<string, string> = {};
    const CAMPAIGN = 'regKampanje1';
    const campaign = campaignInput(NOW, '2024-02-01T00:00:00.000Z');
    await stack.db.collection('campaigns').doc(CAMPAIGN).set({ ...campaign, created_at: NOW, modified_at: NOW });
    await request(stack.app).put(`/api/campaigns/${CAMPAIGN}`).set(admin.auth).send({ ...campaign, title: 'Kampanje 2' }).expect(200);
    const campaignRoute = (route: RouteSpec) => route.path.startsWith('/api/campaigns/{id}');
    const kindOf = (route: RouteSpec) => (route.path.startsWith('/api/projects') ? 'projects' : campaignRoute(route) ? 'campaigns' : 'products');
    const ownerOf = (route: RouteSpec) => (kindOf(route) === 'projects' ? PROJECT : kindOf(route) === 'campaigns' ? CAMPAIGN : PRODUCT);
    const storedImages = async (route: RouteSpec) => ((await stack.db.collection(kindOf(route)).doc(ownerOf(route)).get()).get('images') as { id: string }[]).map((i) => i.id);

    async function staffCall(route: RouteSpec) {
      const key = `${route.method} ${route.path.replace(/^\/api\/(products|projects)\//, '/api/{kind}/')}`;
      let path = campaignRoute(route) ? route.path.replace('{id}', CAMPAIGN).replace(/\{\w+\}/g, 'sample') : concretePath(route);
      let body: Record<string, unknown> | undefined = { title: 'Endret av redaktør', handling: 'archived', note: 'Ringt tilbake' };
      if (key === 'PUT /api/{kind}/{id}/images/main') body = { imageId: imageOf[kindOf(route)] };
      if (key === 'PUT /api/{kind}/{id}/images/order') body = { imageIds: (await storedImages(route)).reverse() };
      if (key === 'PATCH /api/{kind}/{id}/images/{imageId}') body = { alt_text: 'Markise' };
      if (key === 'PATCH /api/images/{key}') {
        const [picture] = (await stack.db.collection('products').doc(PRODUCT).get()).get('images') as { src: string }[];
        path = `/api/images/${encodeURIComponent(picture!.src)}`;
        body = { alt_text: 'Markise i biblioteket' };
      }
      if (key.includes('{versionId}')) {
        const list = await request(stack.app).get(`/api/${kindOf(route)}/${ownerOf(route)}/versions`).set(editor.auth).expect(200);
        path = path.replace('/versions/sample', `/versions/${(list.body as { data: { id: string }[] }).data[0]!.id}`);
        body = { modified_at: (await stack.db.collection(kindOf(route)).doc(ownerOf(route)).get()).get('modified_at') as string };
      }
      if (key === 'POST /api/deleted/{kind}/{id}/restore') path = `/api/deleted/product/${GONE}/restore`;
      if (key === 'DELETE /api/{kind}/{id}/preview-links/{linkId}') path = path.replace(/sample$/, made[kindOf(route)]!);
      if (key === 'DELETE /api/{kind}/{id}/images/{imageId}') path = path.replace(/[^/]+$/, (await storedImages(route)).at(-1)!);
      if (key === 'GET /api/stats') path = '/api/stats?from=2024-01-01&to=2024-01-31';
      if (key === 'POST /api/redirects') body = { from: '/gammel-markise', to: '/produkter' };
      if (key === 'DELETE /api/redirects/{id}') path = `/api/redirects/${made.redirect}`;
      if (key === 'POST /api/campaigns') body = campaign;
      if (key === 'PUT /api/campaigns/{id}') body = { ...campaign, title: 'Endret av redaktør' };
      if (key === 'GET /api/bookings') path = '/api/bookings?from=2030-01-01&to=2030-01-31';
      if (key === 'PATCH /api/bookings/{id}') {
        const { id, ...visit } = storedBooking('regBefaring', '2030-01-07T08:00:00.000Z', '2030-01-07T09:00:00.000Z', { enquiryId: null, created_at: NOW, modified_at: NOW });
        await stack.db.collection('bookings').doc(id).set(visit);
        path = '/api/bookings/regBefaring';
        body = { start: '2030-01-08T09:00:00+01:00' };
      }
      if (key === 'POST /api/quotes') body = { enquiryId: MESSAGE, customer: { name: 'Kari', email: 'kari@example.no' }, lines: [{ description: 'Markise', quantity: 1, unitPriceNok: 12000 }], priceType: 'fixed' };
      if (key === 'GET /api/quotes') path = `/api/quotes?enquiryId=${MESSAGE}`;
      if (route.path.startsWith('/api/quotes/{id}')) {
        const quote = (await stack.db.collection('quotes').where('enquiryId', '==', MESSAGE).limit(1).get()).docs[0]!;
        path = route.path.replace('{id}', quote.id);
        if (key === 'PATCH /api/quotes/{id}') body = { note: 'Endret av redaktør', modified_at: quote.get('modified_at') as string };
      }
      const req = request(stack.app)[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](path).set(editor.auth);
      if (route.method === 'GET' || route.method === 'DELETE') return req;
      if (route.body === 'multipart') return req.attach('file', await photoJpeg(40, 30, 7), 'c.jpg');
      return req.send(body);
    }

    // Deletions last (the items themselves at the very end), so the routes before them find their targets.
    // A quote is made (POST /api/quotes) before the routes that read, change and send it, and sent last.
    const order = (r: RouteSpec) => (r.path === '/api/quotes' && r.method === 'POST' ? -1 : r.path === '/api/quotes/{id}/send' ? 0.5 : r.method !== 'DELETE' ? 0 : /^\/api\/(products|projects)\/\{id\}$/.test(r.path) ? 2 : 1);
    const staffRoutes = allRoutes.filter((r) => r.auth === 'staff').sort((a, b) => order(a) - order(b));
    const wrong: string[] = [];
    for (const route of staffRoutes) {
      const res = await staffCall(route);
      if (res.status < 200 || res.status > 299) wrong.push(`${route.method} ${route.path} as an editor: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
      const data = (res.body as { data?: { link?: { id: string }; id?: string } }).data;
      if (route.path.endsWith('/preview-links') && route.method === 'POST' && data?.link) made[kindOf(route)] = data.link.id;
      if (route.path === '/api/redirects' && route.method === 'POST' && data?.id) made.redirect = data.id;
    }
    expect(wrong).toEqual([]);
  }, 120_000);
});
