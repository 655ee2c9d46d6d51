import { describe, expect, it } from 'vitest';
import type { BlobStore } from '../functions/src/adapters/blob-store';

/**
 * What every BlobStore promises, whatever holds the bytes. Run by functions/src/adapters/local-blob-store.test.ts and
 * cloud-blob-store.test.ts, so the offline stack and production keep behaving alike.
 * `fresh` returns an empty store for each test.
 */
export function blobStoreContract(name: string, fresh: () => Promise<BlobStore>) {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0, 255, 0xff, 0xd9]);

  describe(`${name}: the BlobStore contract`, () => {
    it('gives back what was put: the same bytes, size, content type and a quoted etag', async () => {
      const store = await fresh();
      await store.put('raw/products/markiser/abc123.jpg', jpeg, 'image/jpeg');
      const blob = await store.get('raw/products/markiser/abc123.jpg');
      expect(blob?.data.equals(jpeg)).toBe(true);
      expect(blob).toMatchObject({ size: jpeg.length, contentType: 'image/jpeg' });
      expect(blob?.etag).toMatch(/^"[^"]+"$/);
      expect(await store.exists('raw/products/markiser/abc123.jpg')).toBe(true);
    });

    it('keeps JSON backups as JSON', async () => {
      const store = await fresh();
      const json = Buffer.from(JSON.stringify({ products: [{ id: 'markiser' }] }));
      await store.put('backups/backup-2026-06-01.json', json, 'application/json');
      const blob = await store.get('backups/backup-2026-06-01.json');
      expect(blob?.contentType).toBe('application/json');
      expect(JSON.parse(blob!.data.toString('utf8'))).toEqual({ products: [{ id: 'markiser' }] });
    });

    it('answers null and false for a blob that is not there, and deleting it is no error', async () => {
      const store = await fresh();
      expect(await store.get('raw/products/markiser/finnesikke.jpg')).toBeNull();
      expect(await store.exists('raw/products/markiser/finnesikke.jpg')).toBe(false);
      await expect(store.delete('raw/products/markiser/finnesikke.jpg')).resolves.toBeUndefined();
    });

    it('replaces a blob: the new bytes and a different etag', async () => {
      const store = await fresh();
      await store.put('optimized/a/w256.webp', Buffer.from('first'), 'image/webp');
      const before = await store.get('optimized/a/w256.webp');
      await store.put('optimized/a/w256.webp', Buffer.from('second version'), 'image/webp');
      const after = await store.get('optimized/a/w256.webp');
      expect(after?.data.toString()).toBe('second version');
      expect(after?.size).toBe('second version'.length);
      expect(after?.etag).not.toBe(before?.etag);
    });

    it('deletes one blob and leaves its neighbours', async () => {
      const store = await fresh();
      await store.put('raw/projects/p1/a.jpg', jpeg, 'image/jpeg');
      await store.put('raw/projects/p1/b.jpg', jpeg, 'image/jpeg');
      await store.delete('raw/projects/p1/a.jpg');
      expect(await store.exists('raw/projects/p1/a.jpg')).toBe(false);
      expect(await store.get('raw/projects/p1/a.jpg')).toBeNull();
      expect(await store.exists('raw/projects/p1/b.jpg')).toBe(true);
    });

    it('lists by prefix: full bucket paths in name order, with sizes and creation times, across folders and partial names', async () => {
      const store = await fresh();
      await store.put('optimized/projects/p1/img1/w512-q80.webp', Buffer.from('12345'), 'image/webp');
      await store.put('optimized/projects/p1/img1/w256-q80.webp', Buffer.from('123'), 'image/webp');
      await store.put('optimized/projects/p1/img1/w256-q95.webp', Buffer.from('1234'), 'image/webp');
      await store.put('optimized/projects/p1/img2/w256-q80.webp', Buffer.from('1'), 'image/webp');
      await store.put('optimized/projects/p10/img1/w256-q80.webp', Buffer.from('1'), 'image/webp');
      await store.put('raw/projects/p1/img1.jpg', jpeg, 'image/jpeg');

      const folder = await store.list('optimized/projects/p1/');
      expect(folder.map((b) => b.name)).toEqual(['optimized/projects/p1/img1/w256-q80.webp', 'optimized/projects/p1/img1/w256-q95.webp', 'optimized/projects/p1/img1/w512-q80.webp', 'optimized/projects/p1/img2/w256-q80.webp']);
      expect(folder.map((b) => b.size)).toEqual([3, 4, 5, 1]);
      for (const b of folder) expect(new Date(b.timeCreated).toISOString()).toBe(b.timeCreated);

      // A prefix that ends inside a name matches like Cloud Storage's prefix does.
      expect((await store.list('optimized/projects/p1/img1/w256')).map((b) => b.name)).toEqual(['optimized/projects/p1/img1/w256-q80.webp', 'optimized/projects/p1/img1/w256-q95.webp']);
      expect(await store.list('optimized/projects/finnesikke/')).toEqual([]);
      expect((await store.list('')).length).toBe(6);
    });

    it('deletes everything under a prefix and nothing else', async () => {
      const store = await fresh();
      for (const w of [256, 512, 1024]) await store.put(`optimized/products/p1/img1/w${w}-q80.webp`, Buffer.from(String(w)), 'image/webp');
      await store.put('optimized/products/p1/img2/w256-q80.webp', Buffer.from('keep'), 'image/webp');
      await store.put('raw/products/p1/img1.jpg', jpeg, 'image/jpeg');
      await store.deletePrefix('optimized/products/p1/img1/');
      expect(await store.list('optimized/products/p1/img1/')).toEqual([]);
      expect((await store.list('')).map((b) => b.name)).toEqual(['optimized/products/p1/img2/w256-q80.webp', 'raw/products/p1/img1.jpg']);
      await expect(store.deletePrefix('optimized/products/finnesikke/')).resolves.toBeUndefined();
    });

    it('answers a ping when it can be reached', async () => {
      const store = await fresh();
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
