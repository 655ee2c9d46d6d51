import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { afterAll, describe, expect, it } from 'vitest';
import { PersistentFirestore } from './firestore-store';
import { freePort } from './processes';

const dir = await mkdtemp(join(tmpdir(), 'rms-fs-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Starts the emulator from the file, runs `work` against it with the Admin SDK, stops (saving). */
async function session<T>(file: string, work: (db: FirebaseFirestore.Firestore) => Promise<T>): Promise<T> {
  const emulator = new PersistentFirestore(file, 50);
  const port = await freePort();
  await emulator.start(port);
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const app = initializeApp({ projectId: 'demo-rms' }, `t-${port}`);
  try {
    return await work(getFirestore(app));
  } finally {
    await deleteApp(app);
    await emulator.stop();
  }
}

describe('PersistentFirestore', () => {
  it('keeps documents, nested collections and every value type across a restart', async () => {
    const file = join(dir, 'a.json');
    const doc = { title: 'Markise', n: 1.5, i: 3, ok: true, none: null, list: [{ id: 'x', isMain: true }], map: { k: 'v' } };
    await session(file, async (db) => {
      await db.doc('products/markiser').set(doc);
      await db.doc('users/u1/sessions/s1').set({ at: 'now' });
    });
    const [restored, nested] = await session(file, async (db) => [(await db.doc('products/markiser').get()).data(), (await db.doc('users/u1/sessions/s1').get()).data()]);
    expect(restored).toEqual(doc);
    expect(nested).toEqual({ at: 'now' });
  });

  it('keeps deletions and updates made between restarts', async () => {
    const file = join(dir, 'b.json');
    await session(file, async (db) => {
      await db.doc('projects/a').set({ title: 'A' });
      await db.doc('projects/b').set({ title: 'B' });
    });
    await session(file, async (db) => {
      await db.doc('projects/a').delete();
      await db.doc('projects/b').update({ title: 'B2' });
    });
    const titles = await session(file, async (db) => (await db.collection('projects').get()).docs.map((d) => d.get('title')));
    expect(titles).toEqual(['B2']);
  });

  it('saves shortly after a change, without waiting for stop', async () => {
    const file = join(dir, 'c.json');
    const emulator = new PersistentFirestore(file, 20);
    const port = await freePort();
    await emulator.start(port);
    process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
    const app = initializeApp({ projectId: 'demo-rms' }, `c-${port}`);
    await getFirestore(app).doc('messages/m').set({ text: 'hei' });
    await new Promise((r) => setTimeout(r, 300));
    const { readFile } = await import('node:fs/promises');
    const saved = JSON.parse(await readFile(file, 'utf8')) as { documents: { path: string }[] };
    expect(saved.documents.map((d) => d.path)).toEqual([expect.stringMatching(/\/documents\/messages\/m$/)]);
    await deleteApp(app);
    await emulator.stop();
  });
});
