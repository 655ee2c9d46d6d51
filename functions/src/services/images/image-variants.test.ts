import { describe, expect, it, vi } from 'vitest';
import type { BlobInfo, BlobStore, StoredBlob } from '../../adapters/blob-store';
import type { ImageProcessor, RenderOptions } from '../../adapters/image-processor';
import { parseMediaPath } from '../shared/media-paths';
import { BusyError } from '../../errors';
import { BUILD_LIMITS, createVariantService, etagOf, onImageStored, PREBUILT_VARIANTS } from './image-variants';

/** A bucket in a Map; `puts` records every write. */
function memoryStore(): BlobStore & { files: Map<string, Buffer>; puts: string[] } {
  const files = new Map<string, Buffer>();
  const puts: string[] = [];
  return {
    kind: 'local',
    files,
    puts,
    async put(path, data) {
      puts.push(path);
      files.set(path, data);
    },
    async get(path): Promise<StoredBlob | null> {
      const data = files.get(path);
      return data ? { data, size: data.length, contentType: 'application/octet-stream', etag: etagOf(data) } : null;
    },
    async exists(path) {
      return files.has(path);
    },
    async delete(path) {
      files.delete(path);
    },
    async deletePrefix(prefix) {
      for (const k of [...files.keys()]) if (k.startsWith(prefix)) files.delete(k);
    },
    async list(prefix): Promise<BlobInfo[]> {
      return [...files.keys()].filter((k) => k.startsWith(prefix)).map((name) => ({ name, size: files.get(name)!.length, timeCreated: '' }));
    },
    async ping() {},
  };
}

/** A processor that "renders" a buffer of a chosen size, slowly enough for requests to overlap. */
function fakeProcessor(outputBytes: (o: RenderOptions) => number, source = { width: 800, height: 600 }) {
  const render = vi.fn(async (_data: Buffer, o: RenderOptions) => {
    await new Promise((r) => setTimeout(r, 20));
    const width = Math.min(o.width ?? source.width, source.width);
    return { data: Buffer.alloc(outputBytes(o), 1), format: o.format, width, height: Math.round((width * source.height) / source.width), sourceWidth: source.width, sourceHeight: source.height };
  });
  const processor: ImageProcessor = {
    concurrency: 1,
    inspect: async () => null,
    normalize: async () => {
      throw new Error('unused');
    },
    render,
    selfTest: async () => {},
  };
  return { processor, render };
}

const source = parseMediaPath('products/abc/x1.jpg');
const ORIGINAL = Buffer.alloc(1000, 7);

describe('variant service', () => {
  it('builds a variant once for concurrent first requests and keeps it under optimized/', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor, render } = fakeProcessor(() => 100);
    const variants = createVariantService(blobs, processor);
    const spec = { width: 512, height: null, format: 'webp' as const, quality: 80 };
    const results = await Promise.all(Array.from({ length: 8 }, () => variants.variant(source, spec)));
    expect(render).toHaveBeenCalledTimes(1);
    expect(blobs.puts).toEqual(['optimized/products/abc/x1/w512-q80.webp']);
    expect(new Set(results.map((r) => r.etag)).size).toBe(1);
    // Later requests read the stored variant.
    await variants.variant(source, spec);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('keeps the original bytes when a same-size, same-format re-encode would be larger', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor } = fakeProcessor(() => 5000);
    const variants = createVariantService(blobs, processor);
    const out = await variants.variant(source, { width: null, height: null, format: 'jpeg', quality: 80 });
    expect(out.data.equals(ORIGINAL)).toBe(true);
    // A resize or another format is kept as rendered.
    const webp = await variants.variant(source, { width: 256, height: null, format: 'webp', quality: 80 });
    expect(webp.size).toBe(5000);
  });

  it('answers 404 for a missing original and stores nothing', async () => {
    const blobs = memoryStore();
    const { processor, render } = fakeProcessor(() => 10);
    await expect(createVariantService(blobs, processor).variant(source, { width: 256, height: null, format: 'webp', quality: 80 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(render).not.toHaveBeenCalled();
    expect(blobs.puts).toEqual([]);
  });

  it('stores nothing when the original is deleted while the variant is built', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor } = fakeProcessor(() => 10);
    const variants = createVariantService(blobs, processor);
    const pending = variants.variant(source, { width: 256, height: null, format: 'webp', quality: 80 });
    blobs.files.delete(source.storagePath);
    await expect(pending).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(blobs.puts).toEqual([]);
  });

  it('deletes the variant it stored when the original was deleted while the write landed (a takedown elsewhere)', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const put = blobs.put.bind(blobs);
    // Another instance deletes the original and lists the variants just before this write lands.
    blobs.put = async (path, data, type) => {
      blobs.files.delete(source.storagePath);
      await put(path, data, type);
    };
    const { processor } = fakeProcessor(() => 10);
    await expect(createVariantService(blobs, processor).variant(source, { width: 256, height: null, format: 'webp', quality: 80 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect([...blobs.files.keys()]).toEqual([]);
  });

  it('never serves a stored variant whose original is gone, and deletes it', async () => {
    const blobs = memoryStore();
    blobs.files.set('optimized/products/abc/x1/w256-q80.webp', Buffer.alloc(3));
    const { processor, render } = fakeProcessor(() => 10);
    await expect(createVariantService(blobs, processor).variant(source, { width: 256, height: null, format: 'webp', quality: 80 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect([...blobs.files.keys()]).toEqual([]);
    expect(render).not.toHaveBeenCalled();
  });

  it('deleteAll waits for running builds, then removes the original and every variant', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    blobs.files.set('optimized/products/abc/x1/w256-q80.webp', Buffer.alloc(3));
    blobs.files.set('optimized/products/abc/x12/w256-q80.webp', Buffer.alloc(3));
    const { processor } = fakeProcessor(() => 10);
    const variants = createVariantService(blobs, processor);
    const pending = variants.variant(source, { width: 512, height: null, format: 'webp', quality: 80 });
    await variants.deleteAll(source);
    await pending.catch(() => undefined);
    expect([...blobs.files.keys()]).toEqual(['optimized/products/abc/x12/w256-q80.webp']);
  });
});

describe('build slots', () => {
  /**
   * Originals "in memory": read from the store and not yet done with (their variant not yet put).
   * Every original here is a distinct file, so each read is one original held.
   */
  function countingStore() {
    const store = memoryStore();
    let held = 0;
    let peak = 0;
    const get = store.get.bind(store);
    const put = store.put.bind(store);
    store.get = async (path) => {
      const blob = await get(path);
      if (blob && path.startsWith('raw/')) peak = Math.max(peak, ++held);
      return blob;
    };
    store.put = async (path, data, type) => {
      if (path.startsWith('optimized/')) held--;
      await put(path, data, type);
    };
    return { store, peak: () => peak };
  }

  it(`41 concurrent distinct variant requests never hold more than ${BUILD_LIMITS.maxBuilds} originals; the one over the queue gets 503 with Retry-After`, async () => {
    const { store, peak } = countingStore();
    const { processor, render } = fakeProcessor(() => 10);
    const sources = Array.from({ length: 41 }, (_, i) => parseMediaPath(`products/abc/p${i}.jpg`));
    for (const s of sources) await store.put(s.storagePath, ORIGINAL, 'image/jpeg');
    const service = createVariantService(store, processor);
    const results = await Promise.allSettled(sources.map((s) => service.variant(s, { width: 256, height: null, format: 'webp', quality: 80 })));

    expect(peak()).toBeLessThanOrEqual(BUILD_LIMITS.maxBuilds);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused).toHaveLength(41 - BUILD_LIMITS.maxBuilds - BUILD_LIMITS.maxWaiting);
    expect(refused[0]?.reason).toBeInstanceOf(BusyError);
    expect(refused[0]?.reason).toMatchObject({ code: 'BUSY', retryAfterSeconds: BUILD_LIMITS.retryAfterSeconds });
    expect(render).toHaveBeenCalledTimes(BUILD_LIMITS.maxBuilds + BUILD_LIMITS.maxWaiting);
    // The refused request read no original and stored nothing.
    expect(store.files.size).toBe(41 + BUILD_LIMITS.maxBuilds + BUILD_LIMITS.maxWaiting);
  });

  it('lets the storage trigger queue behind requests without being refused', async () => {
    const { store, peak } = countingStore();
    const { processor } = fakeProcessor(() => 10);
    const limits = { maxBuilds: 1, maxWaiting: 0, retryAfterSeconds: 1 };
    const service = createVariantService(store, processor, limits);
    const a = parseMediaPath('products/abc/a.jpg');
    const b = parseMediaPath('products/abc/b.jpg');
    await store.put(a.storagePath, ORIGINAL, 'image/jpeg');
    await store.put(b.storagePath, ORIGINAL, 'image/jpeg');
    const request = service.variant(a, { width: 512, height: null, format: 'webp', quality: 80 });
    const trigger = service.prebuild(b.storagePath);
    await expect(service.variant(a, { width: 1024, height: null, format: 'webp', quality: 80 })).rejects.toBeInstanceOf(BusyError);
    await request;
    expect((await trigger).built).toHaveLength(PREBUILT_VARIANTS.length);
    expect(peak()).toBe(1);
  });
});

describe('onImageStored (the storage trigger handler)', () => {
  it('builds WebP 256/512/768/1024/1500 for a new original, and nothing the pages never ask for', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor } = fakeProcessor(() => 10);
    const result = await onImageStored(blobs, processor, source.storagePath, 'image/jpeg');
    expect(result.built).toEqual([
      'optimized/products/abc/x1/w256-q80.webp',
      'optimized/products/abc/x1/w512-q80.webp',
      'optimized/products/abc/x1/w768-q80.webp',
      'optimized/products/abc/x1/w1024-q80.webp',
      'optimized/products/abc/x1/w1500-q80.webp',
    ]);
    expect(PREBUILT_VARIANTS).toHaveLength(5);
  });

  it('is idempotent: a redelivered event builds nothing', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor, render } = fakeProcessor(() => 10);
    await onImageStored(blobs, processor, source.storagePath, 'image/jpeg');
    const again = await onImageStored(blobs, processor, source.storagePath, 'image/jpeg');
    expect(again.built).toEqual([]);
    expect(again.existing).toHaveLength(PREBUILT_VARIANTS.length);
    expect(render).toHaveBeenCalledTimes(PREBUILT_VARIANTS.length);
  });

  it('never reacts to its own optimized/ output, backups or non-images', async () => {
    const blobs = memoryStore();
    const { processor, render } = fakeProcessor(() => 10);
    expect((await onImageStored(blobs, processor, 'optimized/products/abc/x1/w256-q80.webp', 'image/webp')).skipped).toBe('not-raw');
    expect((await onImageStored(blobs, processor, 'backups/backup-1.json', 'application/json')).skipped).toBe('not-raw');
    expect((await onImageStored(blobs, processor, 'raw/products/abc/notes.txt', 'text/plain')).skipped).toBe('not-an-image');
    expect((await onImageStored(blobs, processor, 'raw/products/abc/notes.txt')).skipped).toBe('not-an-image');
    expect(render).not.toHaveBeenCalled();
    expect(blobs.puts).toEqual([]);
  });

  it('records a variant that fails instead of throwing (no retry storm)', async () => {
    const blobs = memoryStore();
    blobs.files.set(source.storagePath, ORIGINAL);
    const { processor, render } = fakeProcessor(() => 10);
    render.mockRejectedValueOnce(new Error('VipsJpeg: premature end of JPEG image'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const result = await onImageStored(blobs, processor, source.storagePath, 'image/jpeg');
    expect(result.failed).toHaveLength(1);
    expect(result.built).toHaveLength(PREBUILT_VARIANTS.length - 1);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('premature end'));
    warn.mockRestore();
  });
});
