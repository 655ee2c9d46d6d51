import type { Firestore } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlobInfo, BlobStore, StoredBlob } from '../../functions/src/adapters/blob-store';
import { seed, SEED_VERSION } from './index';
import { buildPlan } from './plan';

// Painting is covered by paint.test.ts; here only what seed() writes where matters.
vi.mock('./paint', () => ({ paintJpeg: async () => Buffer.from('jpeg') }));

/**
 * Just the Firestore surface the pure-Node emulator supports (collection().limit().get(), doc
 * get/set/delete, batch). Anything else seed() might reach for — recursiveDelete, bulkWriter,
 * listDocuments — is missing here, so using it fails these tests as it would fail the emulator.
 */
class FakeDb {
  readonly docs = new Map<string, unknown>();
  readonly batchSizes: number[] = [];

  collection(name: string) {
    return {
      limit: (n: number) => ({
        get: async () => {
          const docs = [...this.docs.keys()].filter((p) => p.startsWith(`${name}/`) && p.split('/').length === 2).slice(0, n).map((p) => ({ ref: this.doc(p) }));
          return { empty: docs.length === 0, size: docs.length, docs };
        },
      }),
    };
  }

  doc(path: string) {
    return {
      path,
      get: async () => ({ exists: this.docs.has(path), data: () => this.docs.get(path) }),
      set: async (data: unknown) => void this.docs.set(path, data),
      delete: async () => void this.docs.delete(path),
    };
  }

  batch() {
    const ops: Array<() => void> = [];
    return {
      set: (ref: { path: string }, data: unknown) => ops.push(() => this.docs.set(ref.path, data)),
      delete: (ref: { path: string }) => ops.push(() => this.docs.delete(ref.path)),
      commit: async () => {
        this.batchSizes.push(ops.length);
        for (const op of ops) op();
      },
    };
  }

  ids(collection: string): string[] {
    return [...this.docs.keys()].filter((p) => p.startsWith(`${collection}/`)).map((p) => p.slice(collection.length + 1));
  }
}

class MemoryBlobs implements BlobStore {
  readonly kind = 'local' as const;
  readonly files = new Map<string, Buffer>();
  puts = 0;
  async put(path: string, data: Buffer) {
    this.puts++;
    this.files.set(path, data);
  }
  async get(path: string): Promise<StoredBlob | null> {
    const data = this.files.get(path);
    return data ? { data, contentType: 'image/jpeg', etag: '"x"', size: data.length } : null;
  }
  async exists(path: string) {
    return this.files.has(path);
  }
  async delete(path: string) {
    this.files.delete(path);
  }
  async deletePrefix(prefix: string) {
    for (const name of [...this.files.keys()]) if (name.startsWith(prefix)) this.files.delete(name);
  }
  async list(prefix: string): Promise<BlobInfo[]> {
    return [...this.files.keys()].filter((n) => n.startsWith(prefix)).map((name) => ({ name, size: 1, timeCreated: '' }));
  }
  async ping() {}
}

const expected = buildPlan(new Date());
let db: FakeDb;
let blobs: MemoryBlobs;
const run = (reset = false) => seed({ db: db as unknown as Firestore, blobs, reset, log: () => undefined });

beforeEach(() => {
  db = new FakeDb();
  blobs = new MemoryBlobs();
});

describe('seed', () => {
  it('fills an empty stack: every document, every image, then the marker', async () => {
    const result = await run();
    expect(result).toEqual({ seeded: true, products: expected.products.length, projects: expected.projects.length, images: expected.jobs.length });
    expect(db.ids('products').sort()).toEqual(expected.products.map((p) => p.id).sort());
    expect(db.ids('projects').sort()).toEqual(expected.projects.map((p) => p.id).sort());
    expect([...blobs.files.keys()].sort()).toEqual(expected.jobs.map((j) => j.path).sort());
    expect(db.docs.get('settings/seed')).toMatchObject({ version: SEED_VERSION, seededAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(Math.max(...db.batchSizes)).toBeLessThanOrEqual(400);
  });

  it('does nothing when the marker says the stack is seeded', async () => {
    await run();
    const before = new Map(db.docs);
    const puts = blobs.puts;
    db.docs.delete('products/markiser');
    before.delete('products/markiser');
    expect(await run()).toEqual({ seeded: false, products: 0, projects: 0, images: 0 });
    expect(db.docs).toEqual(before);
    expect(blobs.puts).toBe(puts);
  });

  it('never duplicates content when seeded again after an interrupted run', async () => {
    await run();
    db.docs.delete('settings/seed');
    await run();
    expect(db.ids('products')).toHaveLength(expected.products.length);
    expect(blobs.files.size).toBe(expected.jobs.length);
  });

  it('reset clears content, messages, audit and images but keeps users and backups', async () => {
    await run();
    db.docs.set('users/u1', { email: 'admin@example.com', role: 'admin' });
    db.docs.set('products/added-by-admin', { title: 'Ny', category: null });
    db.docs.set('audit/a1', { action: 'x' });
    for (let i = 0; i < 450; i++) db.docs.set(`messages/m${i}`, { name: `n${i}` });
    await blobs.put('raw/products/added-by-admin/abc.jpg', Buffer.from('x'));
    await blobs.put('optimized/products/markiser/abc/w512.webp', Buffer.from('x'));
    await blobs.put('backups/2026-01-01.json', Buffer.from('{}'));

    const result = await run(true);

    expect(result.seeded).toBe(true);
    expect(db.docs.get('users/u1')).toEqual({ email: 'admin@example.com', role: 'admin' });
    expect(db.ids('products')).not.toContain('added-by-admin');
    expect(db.ids('products')).toHaveLength(expected.products.length);
    expect(db.ids('messages')).toEqual([]);
    expect(db.ids('audit')).toEqual([]);
    expect(await blobs.exists('backups/2026-01-01.json')).toBe(true);
    expect(await blobs.list('optimized/')).toEqual([]);
    expect(await blobs.exists('raw/products/added-by-admin/abc.jpg')).toBe(false);
    expect(db.docs.has('settings/seed')).toBe(true);
    expect(Math.max(...db.batchSizes)).toBeLessThanOrEqual(400);
  });
});
