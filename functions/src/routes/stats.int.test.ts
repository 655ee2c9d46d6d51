import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { OTHER_CAMPAIGNS, OTHER_REFERRERS, StatsSchema, type Stats } from '@rms/schema';
import { apiCollections, clearCollections, createTestStack, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { faultSwitch, faultyRepositories } from '../../../test/faults';
import { createApp } from '../app';
import { DependencyMonitor } from '../dependency-monitor';
import { repositoriesFor } from '../repositories';
import { purgeOldStats } from '../services/stats/stats-retention';
import { VisitCounter } from '../services/stats/visit-counter';
import { COLLECT_RATE_LIMIT } from './stats';

/**
 * The visit beacon (POST /api/collect) and the admin's statistics (GET /api/stats),
 * against the Firestore emulator, with a clock the tests move.
 */

const CATEGORY = 'besok-markiser';
const PRODUCT = 'besok-terrassemarkise';
const PROJECT = 'besok-hytte';
const PRODUCT_PATH = `/produkter/${CATEGORY}/${PRODUCT}`;
const NOW = '2025-01-01T00:00:00.000Z';

/** Five browsers: each its own address and User-Agent. */
const BROWSERS = [
  { ip: '203.0.113.11', ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36' },
  { ip: '203.0.113.12', ua: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15' },
  { ip: '203.0.113.13', ua: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1' },
  { ip: '203.0.113.14', ua: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36' },
  { ip: '203.0.113.15', ua: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0' },
] as const;
const BROWSER = BROWSERS[0];

type Browser = { ip: string; ua: string };
type Hit = { path: string; referrer: string | null; screen: 'small' | 'medium' | 'large'; campaign?: string };
const page = (path: string, referrer: string | null = null): Hit => ({ path, referrer, screen: 'large' });

let stack: TestStack;
let admin: TestUser;
let member: TestUser;
let clock: Date;

/** The app with a fresh counter on the test's clock (a new instance: nothing remembered). */
function appWithClock() {
  const visits = new VisitCounter(stack.deps.repos, stack.deps.config.projectId, { now: () => clock });
  return { app: createApp({ ...stack.deps, visits }), visits };
}

/** One beacon as the browser sends it: a text/plain body, the address Google's front end saw. */
async function beacon(app: ReturnType<typeof createApp>, hit: Hit | string, browser: Browser = BROWSER, headers: Record<string, string> = {}) {
  const res = await request(app)
    .post('/api/collect')
    .set('X-Forwarded-For', browser.ip)
    .set('User-Agent', browser.ua)
    .set('Content-Type', 'text/plain;charset=UTF-8')
    .set(headers)
    .send(typeof hit === 'string' ? hit : JSON.stringify(hit));
  // No answer of the beacon ever sets a cookie.
  expect(res.headers['set-cookie']).toBeUndefined();
  return res;
}

async function statsOf(app: ReturnType<typeof createApp>, from: string, to = from): Promise<Stats> {
  const res = await request(app).get(`/api/stats?from=${from}&to=${to}`).set(admin.auth).expect(200);
  return StatsSchema.parse((res.body as { data: unknown }).data);
}

/** Everything the statistics keep: the day totals, the visitor sets and the salt. */
async function statsStorage() {
  const docs = async (name: string) => Object.fromEntries((await stack.db.collection(name).get()).docs.map((d) => [d.id, d.data()]));
  return { days: await docs('stats-days'), visitors: await docs('stats-visitors'), salt: (await stack.db.doc('meta/stats-salt').get()).data() ?? null };
}

async function clearStats() {
  await clearCollections(stack.db, 'stats-days', 'stats-visitors');
  await stack.db.doc('meta/stats-salt').delete();
}

async function quoteRequest(id: string, productId: string, created_at: string, status = 'sent') {
  await stack.db.doc(`messages/${id}`).set({
    name: 'Kari',
    contactPhone: '',
    contactEmail: 'kari@example.no',
    subject: 'Tilbud: Terrassemarkise – Kari',
    message: 'Pris?',
    status,
    attempts: 1,
    lastError: null,
    created_at,
    sent_at: created_at,
    next_attempt_at: null,
    handling: 'new',
    product: { id: productId, title: 'Terrassemarkise', path: PRODUCT_PATH },
    notes: [],
    quote: null,
    spamReason: status === 'spam' ? 'honeypot' : null,
    answered_at: null,
  });
}

beforeAll(async () => {
  stack = await createTestStack({ env: { RMS_TRUST_PROXY_HOPS: '1' } });
  admin = await userWithRole(stack.db, 'besok-admin@example.com', 'admin');
  member = await userWithRole(stack.db, 'besok-member@example.com', 'user');
  const base = { description: '', images: [], draft: false, created_at: NOW, modified_at: NOW };
  await stack.db.doc(`products/${CATEGORY}`).set({ ...base, title: 'Markiser', category: null, index: 90 });
  await stack.db.doc(`products/${PRODUCT}`).set({ ...base, title: 'Terrassemarkise', category: CATEGORY, index: 0 });
  await stack.db.doc(`projects/${PROJECT}`).set({ ...base, title: 'Hytte på Hafjell' });
});

beforeEach(async () => {
  clock = new Date('2025-03-10T09:00:00Z');
  await clearStats();
});

afterAll(async () => {
  await clearStats();
  for (const doc of [`products/${PRODUCT}`, `products/${CATEGORY}`, `projects/${PROJECT}`, 'messages/besok-q1', 'messages/besok-q2', 'messages/besok-q3', 'messages/besok-q4']) await stack.db.doc(doc).delete();
  await stack.cleanup();
});

describe('POST /api/collect', () => {
  it('counts 50 beacons from 5 browsers on one day as 5 visitors and 50 pageviews', async () => {
    const { app, visits } = appWithClock();
    const pages = ['/', PRODUCT_PATH, `/referanser/${PROJECT}`, '/kontakt', PRODUCT_PATH];
    const hits: Promise<unknown>[] = [];
    BROWSERS.forEach((browser, b) => {
      for (let i = 0; i < 10; i++) {
        const path = pages[(b + i) % pages.length]!;
        // The first page of each visit came from Google or was typed; the rest were reached inside the site.
        const referrer = i > 0 ? null : b % 2 === 0 ? 'www.google.com' : '';
        hits.push(beacon(app, { path, referrer, screen: b === 2 || b === 3 ? 'small' : 'large' }, browser).then((res) => expect(res.status).toBe(204)));
      }
    });
    await Promise.all(hits);
    await visits.settled();

    const stats = await statsOf(app, '2025-03-10');
    expect(stats.days).toEqual([{ date: '2025-03-10', visitors: 5, pageviews: 50 }]);
    const product = stats.pages.find((p) => p.path === PRODUCT_PATH);
    expect(product).toEqual({ path: PRODUCT_PATH, title: 'Terrassemarkise', visitors: 5, pageviews: 20 });
    expect(stats.pages.find((p) => p.path === '/')).toEqual({ path: '/', title: 'Forside', visitors: 5, pageviews: 10 });
    expect(stats.pages.find((p) => p.path === `/referanser/${PROJECT}`)?.title).toBe('Hytte på Hafjell');
    expect(stats.pages[0]!.path).toBe(PRODUCT_PATH);
    expect(stats.referrers).toEqual([
      { host: 'google.com', pageviews: 3 },
      { host: '', pageviews: 2 },
    ]);
    expect(stats.devices).toEqual([
      { device: 'desktop', pageviews: 30 },
      { device: 'mobile', pageviews: 20 },
      { device: 'tablet', pageviews: 0 },
    ]);
    expect(stats.countries).toEqual([{ country: 'ZZ', pageviews: 50 }]);
  });

  it('counts a browser again the next day as a new visitor: the salt changed and the old one is gone', async () => {
    const { app } = appWithClock();
    expect((await beacon(app, page('/'))).status).toBe(204);
    expect((await beacon(app, page('/om'))).status).toBe(204);
    const first = (await stack.db.doc('meta/stats-salt').get()).data() as { date: string; salt: string };
    expect(first.date).toBe('2025-03-10');

    // 23:30 UTC on 10 March is already 11 March in Norway.
    clock = new Date('2025-03-10T23:30:00Z');
    expect((await beacon(app, page('/'))).status).toBe(204);
    const second = (await stack.db.doc('meta/stats-salt').get()).data() as { date: string; salt: string };
    expect(second.date).toBe('2025-03-11');
    expect(second.salt).not.toBe(first.salt);

    const stats = await statsOf(app, '2025-03-10', '2025-03-11');
    expect(stats.days).toEqual([
      { date: '2025-03-10', visitors: 1, pageviews: 2 },
      { date: '2025-03-11', visitors: 1, pageviews: 1 },
    ]);
    // The old salt is nowhere, and the two days' visitor hashes cannot be linked.
    const everything = JSON.stringify(await dumpAll());
    expect(everything).not.toContain(first.salt);
    const visitorsOf = async (day: string) =>
      (await stack.db.collection('stats-visitors').where('date', '==', day).get()).docs.flatMap((d) => Object.keys(d.data()).filter((k) => k.startsWith('v_')));
    const [day1, day2] = [await visitorsOf('2025-03-10'), await visitorsOf('2025-03-11')];
    expect(day1).toHaveLength(1);
    expect(day2).toHaveLength(1);
    expect(day1[0]).not.toBe(day2[0]);
  });

  it('counts nothing for a bot User-Agent, a headless browser or no User-Agent', async () => {
    const { app } = appWithClock();
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ];
    for (const ua of bots) expect((await beacon(app, page('/'), { ip: '203.0.113.40', ua })).status).toBe(204);
    expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });
  });

  it('counts nothing when the browser sends Global Privacy Control or Do Not Track', async () => {
    const { app } = appWithClock();
    expect((await beacon(app, page('/'), BROWSER, { 'Sec-GPC': '1' })).status).toBe(204);
    expect((await beacon(app, page('/'), BROWSER, { DNT: '1' })).status).toBe(204);
    expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });
    // The same beacon without them is counted: the test would see a broken filter.
    expect((await beacon(app, page('/'), BROWSER, { DNT: '0' })).status).toBe(204);
    expect((await statsOf(app, '2025-03-10')).days[0]).toMatchObject({ pageviews: 1 });
  });

  it('stores nothing for a made-up path: no document, no field', async () => {
    const { app } = appWithClock();
    const madeUp = ['/produkter/finnes-ikke', `/produkter/feil/${PRODUCT}`, '/referanser/finnes-ikke', '/admin', '/wp-login.php', '/om/noe'];
    for (const path of madeUp) expect((await beacon(app, page(path))).status).toBe(204);
    expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });

    expect((await beacon(app, page('/om'))).status).toBe(204);
    const before = await statsStorage();
    for (const path of madeUp) expect((await beacon(app, page(path), BROWSERS[1])).status).toBe(204);
    expect(await statsStorage()).toEqual(before);
  });

  it('counts a product reached by its id alone under its address in the tree', async () => {
    const { app } = appWithClock();
    expect((await beacon(app, page(`/produkter/${PRODUCT}`))).status).toBe(204);
    expect((await beacon(app, page(`${PRODUCT_PATH}/`))).status).toBe(204);
    expect((await statsOf(app, '2025-03-10')).pages).toEqual([{ path: PRODUCT_PATH, title: 'Terrassemarkise', visitors: 1, pageviews: 2 }]);
  });

  it('refuses a body over 1 kB with 413 and counts nothing; other bad bodies are 400', async () => {
    const { app } = appWithClock();
    const large = JSON.stringify({ ...page('/'), pad: 'x'.repeat(1100) });
    const res = await beacon(app, large);
    expect(res.status).toBe(413);
    expect((res.body as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
    expect((await beacon(app, 'not json')).status).toBe(400);
    expect((await beacon(app, { ...page('/'), id: 'x' } as Hit)).status).toBe(400);
    expect((await beacon(app, { path: '/', referrer: 'https://www.google.com/', screen: 'large' })).status).toBe(400);
    expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });
  });

  it("counts nothing for a signed-in admin's request", async () => {
    const { app } = appWithClock();
    expect((await beacon(app, page('/'), BROWSER, admin.auth)).status).toBe(204);
    expect((await beacon(app, page(PRODUCT_PATH), BROWSER, admin.auth)).status).toBe(204);
    expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });
  });

  it('counts a referrer on the site itself as a page reached inside the site', async () => {
    const { app } = appWithClock();
    await request(app).post('/api/collect').set('Host', 'www.rms.example').set('X-Forwarded-For', BROWSER.ip).set('User-Agent', BROWSER.ua).send(JSON.stringify(page('/om', 'rms.example'))).expect(204);
    await beacon(app, page('/', 'www.facebook.com'), BROWSERS[1]);
    expect((await statsOf(app, '2025-03-10')).referrers).toEqual([{ host: 'facebook.com', pageviews: 1 }]);
  });

  it('counts the campaign of the page a visit entered on, by name in lower case, and the names beyond the day\'s limit together', async () => {
    const visits = new VisitCounter(stack.deps.repos, stack.deps.config.projectId, { now: () => clock, maxCampaigns: 2 });
    const app = createApp({ ...stack.deps, visits });
    await beacon(app, { ...page('/', 'www.facebook.com'), campaign: 'Var ' }, BROWSERS[0]);
    await beacon(app, { ...page('/om', null), campaign: 'var' }, BROWSERS[0]);
    await beacon(app, { ...page('/', ''), campaign: 'var' }, BROWSERS[1]);
    await beacon(app, { ...page('/', ''), campaign: 'host' }, BROWSERS[2]);
    await beacon(app, { ...page('/', ''), campaign: 'jul' }, BROWSERS[3]);
    await visits.settled();
    const stats = await statsOf(app, '2025-03-10');
    // The hit reached inside the site (referrer null) is no entry: its campaign is not counted again.
    expect(stats.campaigns).toEqual([
      { campaign: 'var', pageviews: 2 },
      { campaign: OTHER_CAMPAIGNS, pageviews: 1 },
      { campaign: 'host', pageviews: 1 },
    ]);
    expect(stats.referrers).toEqual([
      { host: '', pageviews: 3 },
      { host: 'facebook.com', pageviews: 1 },
    ]);
    expect((await beacon(app, { ...page('/'), campaign: 'x'.repeat(201) })).status).toBe(400);
  });

  it("counts the hosts beyond the day's limit together, so made-up referrers cannot grow the day's document without end", async () => {
    const visits = new VisitCounter(stack.deps.repos, stack.deps.config.projectId, { now: () => clock, maxReferrerHosts: 2 });
    const app = createApp({ ...stack.deps, visits });
    for (const host of ['a.example', 'b.example', 'c.example', 'a.example', 'd.example', '']) await beacon(app, page('/', host));
    await visits.settled();
    expect((await statsOf(app, '2025-03-10')).referrers).toEqual([
      { host: OTHER_REFERRERS, pageviews: 2 },
      { host: 'a.example', pageviews: 2 },
      { host: '', pageviews: 1 },
      { host: 'b.example', pageviews: 1 },
    ]);
    const day = (await stack.db.doc('stats-days/2025-03-10').get()).data()!;
    expect(Object.keys(day).filter((field) => field.startsWith('rf_'))).toHaveLength(4);
    // The next day has room for new hosts again.
    clock = new Date('2025-03-11T09:00:00Z');
    await beacon(app, page('/', 'c.example'));
    await visits.settled();
    expect((await statsOf(app, '2025-03-11')).referrers).toEqual([{ host: 'c.example', pageviews: 1 }]);
  });

  it('limits each client to 60 beacons a minute (429, no cookie), others go on', async () => {
    const { app } = appWithClock();
    const flood = { ip: '203.0.113.99', ua: BROWSER.ua };
    for (let i = 0; i < COLLECT_RATE_LIMIT.limit; i++) expect((await beacon(app, page('/'), flood)).status).toBe(204);
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const limited = await beacon(app, page('/'), flood);
    expect(limited.status).toBe(429);
    expect((limited.body as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    expect((await beacon(app, page('/'), BROWSERS[1])).status).toBe(204);
    vi.restoreAllMocks();
    expect((await statsOf(app, '2025-03-10')).days[0]).toEqual({ date: '2025-03-10', visitors: 2, pageviews: COLLECT_RATE_LIMIT.limit + 1 });
  });

  it('loses none of 200 concurrent beacons and writes far fewer documents than hits', async () => {
    const { app, visits } = appWithClock();
    const server = createServer(app);
    await new Promise<void>((res) => server.listen(0, '127.0.0.1', res));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/collect`;
    try {
      const answers = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(url, { method: 'POST', headers: { 'X-Forwarded-For': `198.51.100.${i % 50}`, 'User-Agent': BROWSER.ua, 'Content-Type': 'text/plain' }, body: JSON.stringify(page(i % 2 ? '/' : PRODUCT_PATH)) }),
        ),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(200).fill(204));
      expect(answers.some((a) => a.headers.get('set-cookie'))).toBe(false);
    } finally {
      await new Promise((res) => server.close(res));
    }
    await visits.settled();
    const counts = visits.counters();
    expect(counts).toMatchObject({ received: 200, stored: 200, dropped: 0 });
    expect(counts.writes).toBeLessThan(60);
    expect((await statsOf(app, '2025-03-10')).days[0]).toEqual({ date: '2025-03-10', visitors: 50, pageviews: 200 });
  });

  it('keeps no raw address and no User-Agent anywhere in Firestore', async () => {
    const { app } = appWithClock();
    const browser = { ip: '198.51.100.237', ua: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Sporbar/4.2' };
    for (const path of ['/', PRODUCT_PATH, '/kontakt']) expect((await beacon(app, page(path, ''), browser)).status).toBe(204);
    expect((await statsOf(app, '2025-03-10')).days[0]!.pageviews).toBe(3);
    const everything = JSON.stringify(await dumpAll());
    expect(everything).toContain('stats-days');
    expect(everything).not.toContain('198.51.100.237');
    expect(everything).not.toContain('Sporbar');
  });

  it.each([
    ['hangs', { kind: 'hang' } as const],
    ['fails', { kind: 'error' } as const],
  ])('still answers 204 within a second when Firestore %s, and counts again once it is back', async (_label, mode) => {
    const fault = faultSwitch();
    // The production wiring: the app's own counter, over repositories with (shortened) deadlines.
    const app = createApp({ ...stack.deps, repos: faultyRepositories(repositoriesFor(stack.db), fault), monitor: new DependencyMonitor(), deadlines: { firestore: 400, firestoreCommit: 600 } });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      fault.set(mode);
      for (let i = 0; i < 3; i++) {
        const started = performance.now();
        expect((await beacon(app, page('/'))).status).toBe(204);
        expect(performance.now() - started).toBeLessThan(1000);
      }
      expect(fault.hits).toBeGreaterThan(0);
      expect(await statsStorage()).toEqual({ days: {}, visitors: {}, salt: null });
      fault.set({ kind: 'none' });
      await vi.waitFor(
        async () => {
          await beacon(app, page('/om'), BROWSERS[1]);
          expect(Object.values((await statsStorage()).days)).toEqual([expect.objectContaining({ pv__2Fom: expect.any(Number) })]);
        },
        { timeout: 8000, interval: 200 },
      );
    } finally {
      fault.set({ kind: 'none' });
      warn.mockRestore();
      error.mockRestore();
    }
  });
});

describe('GET /api/stats', () => {
  it('refuses anonymous callers (401) and signed-in non-admins (403)', async () => {
    const { app } = appWithClock();
    expect((await request(app).get('/api/stats?from=2025-03-01&to=2025-03-10')).status).toBe(401);
    expect((await request(app).get('/api/stats?from=2025-03-01&to=2025-03-10').set(member.auth)).status).toBe(403);
  });

  it('answers 400 with a clear message for bad dates and ranges', async () => {
    const { app } = appWithClock();
    const bad = async (query: string) => {
      const res = await request(app).get(`/api/stats${query}`).set(admin.auth).expect(400);
      return (res.body as { error: { code: string; message: string } }).error;
    };
    expect(await bad('')).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringContaining('from: skriv datoen som ÅÅÅÅ-MM-DD') });
    expect((await bad('?from=2025-02-30&to=2025-03-01')).message).toContain('datoen finnes ikke');
    expect((await bad('?from=2025-03-02&to=2025-03-01')).message).toContain('from kan ikke være etter to');
    expect((await bad('?from=2024-01-01&to=2025-03-01')).message).toContain('Velg høyst 400 dager');
  });

  it('lists every day of the range and, per product, visits against product enquiries of the range', async () => {
    const { app } = appWithClock();
    for (const browser of BROWSERS.slice(0, 4)) await beacon(app, page(PRODUCT_PATH), browser);
    await quoteRequest('besok-q1', PRODUCT, '2025-03-09T12:00:00.000Z');
    await quoteRequest('besok-q2', PRODUCT, '2025-03-10T08:00:00.000Z');
    await quoteRequest('besok-q3', PRODUCT, '2025-03-10T09:00:00.000Z', 'spam');
    await quoteRequest('besok-q4', PRODUCT, '2025-03-12T09:00:00.000Z');
    const stats = await statsOf(app, '2025-03-08', '2025-03-10');
    expect(stats.days.map((d) => [d.date, d.visitors])).toEqual([
      ['2025-03-08', 0],
      ['2025-03-09', 0],
      ['2025-03-10', 4],
    ]);
    expect(stats.quotesByProduct).toEqual([{ productId: PRODUCT, title: 'Terrassemarkise', visits: 4, quotes: 2 }]);
  });
});

describe('the statistics retention', () => {
  it('deletes past days’ visitor sets and salt and totals older than 25 months, and keeps the rest', async () => {
    const { app } = appWithClock();
    await beacon(app, page('/'));
    await stack.db.doc('stats-days/2023-02-10').set({ date: '2023-02-10', pageviews: 5, visitors: 2 });
    await stack.db.doc('stats-days/2023-02-11').set({ date: '2023-02-11', pageviews: 7, visitors: 3 });

    // The next night (00:05 on 11 March in Norway): yesterday's visitor sets and salt go; totals from 11 February 2023 on stay.
    const outcome = await purgeOldStats(stack.deps.repos, new Date('2025-03-10T23:05:00Z'));
    expect(outcome).toEqual({ days: 1, visitorSets: 1, salt: true, keptFrom: '2023-02-11' });
    const kept = await statsStorage();
    expect(kept.salt).toBeNull();
    expect(kept.visitors).toEqual({});
    expect(Object.keys(kept.days).sort()).toEqual(['2023-02-11', '2025-03-10']);
  });
});

/** Every document of every collection the API writes. */
async function dumpAll(): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const name of await apiCollections()) out[name] = Object.fromEntries((await stack.db.collection(name).get()).docs.map((d) => [d.id, d.data()]));
  return out;
}
