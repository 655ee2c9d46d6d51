import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { blobStoreContract } from '../../../test/blob-store-contract';
import { LocalBlobStore } from './local-blob-store';

const dirs: string[] = [];

/** Typed as the port: the contract passes a content type, which the folder adapter infers from the name. */
async function freshStore(onPut?: (path: string) => Promise<void>): Promise<BlobStore> {
  const dir = await mkdtemp(join(tmpdir(), 'rms-blobs-'));
  dirs.push(dir);
  return new LocalBlobStore(dir, onPut);
}

afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

blobStoreContract('LocalBlobStore', () => freshStore());

describe('LocalBlobStore, beyond the contract', () => {
  it('refuses a path that leaves its folder', async () => {
    const store = await freshStore();
    await expect(store.put('../outside.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Path escapes the store');
    await expect(store.get('raw/../../outside.jpg')).rejects.toThrow('Path escapes the store');
  });

  it('calls onPut after each write, the way Cloud Storage fires onObjectFinalized', async () => {
    const seen: string[] = [];
    const store = await freshStore(async (path) => {
      seen.push(path);
      // The file is complete by the time the hook runs.
      expect((await store.get(path))?.data.toString()).toBe('bytes');
    });
    await store.put('raw/products/p/a.jpg', Buffer.from('bytes'), 'image/jpeg');
    expect(seen).toEqual(['raw/products/p/a.jpg']);
  });
});
