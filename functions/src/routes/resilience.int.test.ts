import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_RECEIVED_MESSAGE } from '@rms/schema';
import { clearCollections, createTestStack, formToken, userWithRole, type TestStack, type TestUser } from '../../../test/api-helpers';
import { faultSwitch, faulty, faultyRepositories, hungCall, type FaultMode, type FaultSwitch } from '../../../test/faults';
import { siteSettingsDoc } from '../../../test/site-settings-fixture';
import { createApp } from '../app';
import type { AppDeps } from '../app-deps';
import { outboxMailer } from '../adapters/mail';
import { DependencyMonitor } from '../dependency-monitor';
import { repositoriesFor } from '../repositories';
import { ContentCache } from '../services/content/content-cache';
import { MESSAGE_FALLBACK_PREFIX, rescueFallbackEnquiries } from '../services/enquiries/enquiry-fallback';
import { sweepOrphanOriginals } from '../services/images/orphan-sweep';
import { createBackup, RestoreIncompleteError, restoreBackup } from '../services/backups/backups';
import { photoJpeg } from '../../../test/image-fixtures';

/**
 * Each dependency hangs, answers late (2 s) or fails, injected through the ports the app
 * already has, and the visitor still gets an answer in time, no enquiry is lost, and System Status
 * says what is wrong.
 */

const HANG: FaultMode = { kind: 'hang' };
const SLOW: FaultMode = { kind: 'slow', ms: 2000 };
const FAIL: FaultMode = { kind: 'error' };
const HEALTHY: FaultMode = { kind: 'none' };
const MODES: [string, FaultMode][] = [
  ['hangs', HANG],
  ['answers after 2 s', SLOW],
  ['fails', FAIL],
];

const at = '2024-01-01T00:00:00.000Z';
const message = { name: 'Kari Nordmann', contactPhone: '900 00 000', contactEmail: 'kari@example.no', subject: 'Markise', message: 'Kan dere komme på befaring?', formToken: formToken() };

let base: TestStack;
let admin: TestUser;
const faults: Record<'firestore' | 'storage' | 'mail' | 'auth', FaultSwitch> = { firestore: faultSwitch(), storage: faultSwitch(), mail: faultSwitch(), auth: faultSwitch() };

/** The app over faulty ports, with per-call deadlines short enough for tests (production's are seconds longer). */
function faultyApp(overrides: Partial<AppDeps> = {}) {
  const repos = faultyRepositories(repositoriesFor(base.db), faults.firestore);
  const monitor = new DependencyMonitor();
  const deps: AppDeps = {
    ...base.deps,
    repos,
    blobs: faulty(base.blobs, faults.storage),
    mailer: faulty(outboxMailer(join(base.dataDir, 'outbox')), faults.mail),
    verifier: faulty(base.deps.verifier, faults.auth),
    content: new ContentCache(repos, { refreshDeadlineMs: 1500 }),
    monitor,
    deadlines: { firestore: 800, firestoreCommit: 1200, storage: 800, mail: 800, auth: 800 },
    ...overrides,
  };
  return { app: createApp(deps), deps, monitor };
}

async function timed(run: () => Promise<request.Response>): Promise<{ res: request.Response; ms: number }> {
  const started = performance.now();
  const res = await run();
  return { res, ms: performance.now() - started };
}

async function outbox(): Promise<string[]> {
  const dir = join(base.dataDir, 'outbox');
  const files = await readdir(dir).catch(() => [] as string[]);
  return Promise.all(files.map((f) => readFile(join(dir, f), 'utf8')));
}

beforeAll(async () => {
  base = await createTestStack();
  admin = await userWithRole(base.db, 'resilience-admin@example.com', 'admin');
});

afterAll(async () => {
  for (const f of Object.values(faults)) f.set(HEALTHY);
  await base.cleanup();
});

beforeEach(async () => {
  for (const f of Object.values(faults)) f.set(HEALTHY);
  await clearCollections(base.db, 'products', 'projects', 'meta', 'messages', 'audit');
  await base.blobs.deletePrefix(MESSAGE_FALLBACK_PREFIX);
  await rm(join(base.dataDir, 'outbox'), { recursive: true, force: true });
  await base.blobs.deletePrefix('raw/');
  await base.blobs.deletePrefix('optimized/');
  const batch = base.db.batch();
  batch.set(base.db.collection('products').doc('markiser'), { title: 'Markiser', category: null, index: 0, description: '<p>M</p>', images: [], created_at: at, modified_at: at });
  batch.set(base.db.collection('products').doc('terrassemarkise'), { title: 'Terrassemarkise', category: 'markiser', index: 0, description: '<p>T</p>', images: [], created_at: at, modified_at: at });
  batch.set(base.db.collection('projects').doc('hytta'), { title: 'Hytta', description: '<p>H</p>', images: [], draft: false, created_at: at, modified_at: at });
  batch.set(base.db.collection('settings').doc('site'), siteSettingsDoc({ modified_at: at }));
  batch.set(base.db.collection('meta').doc('content'), { version: `v-${Math.random()}` });
  await batch.commit();
});

const VISITOR_GETS = ['/api/products', '/api/products/terrassemarkise', '/api/projects', '/api/projects/hytta', '/api/settings/site', '/api/maps/key'];

describe("visitors' content while Firestore is in trouble", () => {
  for (const [label, mode] of MODES) {
    it(`answers every public GET within 1 s from the last good snapshot when Firestore ${label}, cached only briefly`, async () => {
      const { app } = faultyApp();
      const before = new Map<string, unknown>();
      for (const path of VISITOR_GETS) before.set(path, (await request(app).get(path).expect(200)).body);
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      faults.firestore.set(mode);
      // Past the snapshot's check interval, so every answer needs a check that Firestore does not give in time.
      await new Promise((r) => setTimeout(r, 1100));
      for (const path of VISITOR_GETS) {
        const { res, ms } = await timed(() => request(app).get(path));
        expect(res.status, path).toBe(200);
        expect(res.body, path).toEqual(before.get(path));
        expect(ms, path).toBeLessThan(1000);
        expect(res.headers['cache-control'], path).toBe('public, max-age=0, s-maxage=10');
      }
      expect(faults.firestore.hits).toBeGreaterThan(0);
      warn.mockRestore();
      error.mockRestore();
    });
  }

  it('once Firestore is known to be in trouble, no visitor waits for the check going on in the background', async () => {
    const { app } = faultyApp();
    await request(app).get('/api/products').expect(200);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    faults.firestore.set(HANG);
    await new Promise((r) => setTimeout(r, 1100));
    // The first reader meets the hanging check and waits its short while; everyone after it is answered at once.
    expect((await timed(() => request(app).get('/api/products').expect(200))).ms).toBeGreaterThanOrEqual(350);
    for (let i = 0; i < 5; i++) expect((await timed(() => request(app).get('/api/products').expect(200))).ms).toBeLessThan(150);
    warn.mockRestore();
  });

  it('after a change, a reader waits for a rebuild that is only slow, and gets the new content, not the old', async () => {
    const real = repositoriesFor(base.db);
    const slowProducts = faultSwitch();
    const repos = { ...real, products: faulty(real.products, slowProducts) };
    const { app } = faultyApp({ repos, content: new ContentCache(repos, { checkEveryMs: 0 }) });
    expect((await request(app).get('/api/products/markiser').expect(200)).body.data.title).toBe('Markiser');
    await base.db.doc('products/markiser').update({ title: 'Markiser (ny)' });
    await base.db.doc('meta/content').set({ version: `v-${Math.random()}` });
    slowProducts.set({ kind: 'slow', ms: 1000 });
    const { res, ms } = await timed(() => request(app).get('/api/products/markiser'));
    expect(res.body.data.title).toBe('Markiser (ny)');
    expect(ms).toBeGreaterThanOrEqual(900);
    slowProducts.set(HEALTHY);
  });

  it('an instance without any snapshot answers 503 with Retry-After within 3 s when Firestore hangs, and never hangs', async () => {
    faults.firestore.set(HANG);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { app } = faultyApp();
    const { res, ms } = await timed(() => request(app).get('/api/products'));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('30');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: expect.stringContaining('Prøv igjen om litt') });
    expect(ms).toBeLessThan(3000);
    error.mockRestore();
  });
});

describe('a contact message while a dependency is in trouble', () => {
  for (const [label, mode] of MODES) {
    it(`is kept in the second store and mailed at once when Firestore ${label}, then moved into Firestore exactly once`, async () => {
      const { app } = faultyApp();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      faults.firestore.set(mode);
      const { res, ms } = await timed(() => request(app).post('/api/email/send').send(message));
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ received: true, message: CONTACT_RECEIVED_MESSAGE });
      expect(ms).toBeLessThan(10_000);
      expect((await base.blobs.list(MESSAGE_FALLBACK_PREFIX)).length).toBe(1);
      expect(await outbox()).toHaveLength(1);

      faults.firestore.set(HEALTHY);
      // A slow write lands after the visitor was answered: the rescue must still leave one message.
      if (mode === SLOW) await new Promise((r) => setTimeout(r, 2500));
      const repos = repositoriesFor(base.db);
      const first = await rescueFallbackEnquiries(repos, base.blobs);
      expect(first.found).toBe(1);
      expect(first.failed).toBe(0);
      expect(await rescueFallbackEnquiries(repos, base.blobs)).toMatchObject({ found: 0 });

      const inbox = (await request(app).get('/api/messages').set(admin.auth).expect(200)).body.data as { name: string; status: string; sent_at: string | null }[];
      expect(inbox).toHaveLength(1);
      expect(inbox[0]).toMatchObject({ name: 'Kari Nordmann', status: 'sent', sent_at: expect.any(String) });
      expect(await base.blobs.list(MESSAGE_FALLBACK_PREFIX)).toEqual([]);
      error.mockRestore();
      warn.mockRestore();
    });
  }

  it('tells the visitor, with the phone number, only when Firestore and the second store both fail, and stores nothing', async () => {
    const { app } = faultyApp();
    await request(app).get('/api/settings/site').expect(200);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    faults.firestore.set(FAIL);
    faults.storage.set(HANG);
    const { res, ms } = await timed(() => request(app).post('/api/email/send').send(message));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBeDefined();
    expect(res.body.error.code).toBe('UNAVAILABLE');
    expect(res.body.error.message).toMatch(/kunne ikke lagres.*ring oss på 63 97 41 20/);
    expect(ms).toBeLessThan(10_000);
    faults.storage.set(HEALTHY);
    faults.firestore.set(HEALTHY);
    expect((await base.db.collection('messages').get()).size).toBe(0);
    expect(await base.blobs.list(MESSAGE_FALLBACK_PREFIX)).toEqual([]);
    expect(await outbox()).toHaveLength(0);
    error.mockRestore();
  });

  for (const [label, mode] of MODES) {
    it(`is stored and answered within 10 s when mail ${label}; the retry has it`, async () => {
      const { app } = faultyApp();
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      faults.mail.set(mode === SLOW ? { kind: 'slow', ms: 4000 } : mode);
      const { res, ms } = await timed(() => request(app).post('/api/email/send').send(message));
      expect(res.status).toBe(200);
      expect(res.body.data.received).toBe(true);
      expect(ms).toBeLessThan(10_000);
      const stored = (await base.db.collection('messages').get()).docs.map((d) => d.data());
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: expect.any(String) });
      error.mockRestore();
    });
  }
});

describe('deadlines for staff and the Auth backend', () => {
  it('an admin write whose Firestore hangs gets a clear 503 within its deadline, and nothing is written', async () => {
    const { app } = faultyApp();
    await request(app).get('/api/products').set(admin.auth).expect(200);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    faults.firestore.set(HANG);
    const { res, ms } = await timed(() => request(app).post('/api/products').set(admin.auth).send({ title: 'Screens', description: '<p>S</p>', images: [], category: null }));
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({ code: 'UNAVAILABLE', message: 'Databasen svarte ikke i tide. Prøv igjen om litt.' });
    expect(ms).toBeLessThan(5000);
    faults.firestore.set(HEALTHY);
    expect((await base.db.collection('products').doc('screens').get()).exists).toBe(false);
    error.mockRestore();
  });

  it('a hanging Auth backend is a 503, not a "sign in again" 401', async () => {
    const { app } = faultyApp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    faults.auth.set(HANG);
    const { res, ms } = await timed(() => request(app).get('/api/messages').set(admin.auth));
    expect(res.status).toBe(503);
    expect(ms).toBeLessThan(3000);
    error.mockRestore();
  });

  it('a visitor request that hangs past its overall deadline gets a Norwegian 503 in time', async () => {
    const { app } = faultyApp({ deadlines: { storage: 2500 }, requestDeadlines: { visitor: 1000 } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    faults.storage.set(HANG);
    // A site photo: it is public without asking the content, so the hanging storage is what answers.
    const { res, ms } = await timed(() => request(app).get('/raw/site/hero-1.jpg'));
    expect(res.status).toBe(503);
    expect(res.body.error.message).toBe('Siden svarte ikke i tide. Prøv igjen om litt.');
    expect(ms).toBeLessThan(2000);
    // The call's own deadline still ends it later (and its timer does not outlive the test).
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith('[deps] storage get gave no answer within 2500 ms'), { timeout: 5000 });
    error.mockRestore();
  });
});

describe('System Status while Firestore is in trouble', () => {
  it('shows Firestore degraded with its last latency and since when, and that visitors get the saved content', async () => {
    const { app } = faultyApp();
    await request(app).get('/api/products').expect(200);
    await request(app).get('/api/health').set(admin.auth).expect(200);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    faults.firestore.set(HANG);
    await new Promise((r) => setTimeout(r, 1100));
    await request(app).get('/api/products').expect(200);
    // A write meets the deadline, so the monitor has seen Firestore fail.
    await request(app).post('/api/products').set(admin.auth).send({ title: 'Screens', category: null }).expect(503);
    const health = (await request(app).get('/api/health').set(admin.auth).expect(200)).body.data as { status: boolean; details: { service: string; status: string; message: string }[] };
    expect(health.status).toBe(false);
    const firestore = health.details.find((d) => d.service === 'firestore');
    expect(firestore?.status).toBe('unhealthy');
    expect(firestore?.message).toMatch(/took \d+ ms; failing since \d\d:\d\d:\d\d/);
    const content = health.details.find((d) => d.service === 'content');
    expect(content).toMatchObject({ status: 'degraded', message: expect.stringContaining('Visitors are being served the saved content') });
    error.mockRestore();
    warn.mockRestore();
  });
});

describe('uploads are never half-done', () => {
  const imagesOf = async (id: string) => ((await base.db.doc(`products/${id}`).get()).get('images') as unknown[]) ?? [];
  const originals = async () => (await base.blobs.list('raw/products/terrassemarkise/')).map((b) => b.name);

  it('an upload whose Storage write fails leaves no gallery entry', async () => {
    const { app } = faultyApp();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    faults.storage.set(FAIL);
    const res = await request(app).post('/api/products/terrassemarkise/images').set(admin.auth).attach('file', await photoJpeg(64, 48), 'a.jpg');
    expect(res.status).toBeGreaterThanOrEqual(500);
    faults.storage.set(HEALTHY);
    expect(await imagesOf('terrassemarkise')).toEqual([]);
    expect(await originals()).toEqual([]);
    error.mockRestore();
  });

  it('a gallery write that Firestore refuses after the file was stored leaves no file behind', async () => {
    const refusing = { ...repositoriesFor(base.db), transaction: () => Promise.reject(Object.assign(new Error('14 UNAVAILABLE: injected'), { code: 14 })) };
    const { app } = faultyApp({ repos: refusing });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await request(app).post('/api/products/terrassemarkise/images').set(admin.auth).attach('file', await photoJpeg(64, 48), 'a.jpg');
    expect(res.status).toBe(500);
    expect(await imagesOf('terrassemarkise')).toEqual([]);
    expect(await originals()).toEqual([]);
    error.mockRestore();
  });

  it('a gallery write that gives no answer keeps its file (it may still land), and the nightly sweep removes it once nothing refers to it', async () => {
    const hanging = { ...repositoriesFor(base.db), transaction: () => hungCall<never>() };
    const { app } = faultyApp({ repos: hanging });
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const res = await request(app).post('/api/products/terrassemarkise/images').set(admin.auth).attach('file', await photoJpeg(64, 48), 'a.jpg');
    expect(res.status).toBe(503);
    const [kept] = await originals();
    expect(kept).toMatch(/^raw\/products\/terrassemarkise\/\w+\.jpg$/);
    // A referenced original and the site's own photos stay; the orphan goes a day later, variants too.
    await base.blobs.put('raw/products/markiser/brukt.jpg', await photoJpeg(8, 8), 'image/jpeg');
    await base.db.doc('products/markiser').update({ images: [{ id: 'brukt', src: 'products,markiser,brukt.jpg', alt_text: '', title: '', isMain: true }] });
    await base.blobs.put('raw/site/hero-1.jpg', await photoJpeg(8, 8), 'image/jpeg');
    await base.blobs.put(`optimized/${kept!.slice(4, -4)}/w256-q80.webp`, Buffer.from('v'), 'image/webp');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const today = await sweepOrphanOriginals(repositoriesFor(base.db), base.blobs, base.deps.images);
    expect(today.deleted).toEqual([]);
    const tomorrow = await sweepOrphanOriginals(repositoriesFor(base.db), base.blobs, base.deps.images, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(tomorrow.deleted).toEqual([kept]);
    expect(await base.blobs.exists('raw/products/markiser/brukt.jpg')).toBe(true);
    expect(await base.blobs.exists('raw/site/hero-1.jpg')).toBe(true);
    expect(await base.blobs.list(`optimized/${kept!.slice(4, -4)}/`)).toEqual([]);
    info.mockRestore();
    error.mockRestore();
    warn.mockRestore();
  });

  it('the sweep deletes nothing when the content cannot be read', async () => {
    await base.blobs.put('raw/products/markiser/foreldrelos.jpg', await photoJpeg(8, 8), 'image/jpeg');
    const fault = faultSwitch();
    fault.set(FAIL);
    await expect(sweepOrphanOriginals(faultyRepositories(repositoriesFor(base.db), fault), base.blobs, base.deps.images, new Date(Date.now() + 48 * 3600 * 1000))).rejects.toThrow();
    expect(await base.blobs.exists('raw/products/markiser/foreldrelos.jpg')).toBe(true);
  });
});

describe('a restore that fails part-way', () => {
  it('reports what it did and where it stopped, and running it again finishes it', async () => {
    const repos = repositoriesFor(base.db);
    const backup = await createBackup(repos, base.blobs, { kind: 'manual', tag: 'før', now: new Date() });
    // Changes after the backup, which the restore must undo.
    await base.db.doc('products/markiser').update({ title: 'Endret' });
    await base.db.doc('projects/hytta').update({ title: 'Endret' });
    let commits = 0;
    const failing = {
      ...repos,
      batch: () => {
        const batch = repos.batch();
        return Object.assign(Object.create(batch) as typeof batch, {
          commit: () => (++commits >= 2 ? Promise.reject(Object.assign(new Error('14 UNAVAILABLE: injected'), { code: 14 })) : batch.commit()),
        });
      },
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await restoreBackup(failing, base.blobs, backup.name, 'test').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(RestoreIncompleteError);
    expect((failure as Error).message).toMatch(/stopped at projects: 14 UNAVAILABLE: injected\. Done: products \(2 written, 0 deleted\)\. Run the restore again/);
    expect((await base.db.doc('products/markiser').get()).get('title')).toBe('Markiser');
    expect((await base.db.doc('projects/hytta').get()).get('title')).toBe('Endret');

    const again = await restoreBackup(repos, base.blobs, backup.name, 'test');
    expect(again.counts.projects).toMatchObject({ written: 1 });
    expect((await base.db.doc('projects/hytta').get()).get('title')).toBe('Hytta');
    expect((await base.db.doc('products/markiser').get()).get('title')).toBe('Markiser');
    error.mockRestore();
  });
});
