import { mkdtemp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { StorageEvent } from 'firebase-functions/v2/storage';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { photoJpeg } from '../../../test/image-fixtures';
import { REGION } from '../config';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'rms-trigger-'));
  vi.stubEnv('RMS_BLOB_DIR', dir);
  // Set by firebase-tools at deploy and in the emulators; the trigger reads its default bucket from it.
  vi.stubEnv('FIREBASE_CONFIG', JSON.stringify({ projectId: 'demo-rms', storageBucket: 'demo-rms.appspot.com' }));
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await rm(dir, { recursive: true, force: true });
});

const event = (name: string, contentType: string) => ({ data: { name, contentType, bucket: 'demo-rms.appspot.com' } }) as unknown as StorageEvent;

describe('imageVariants (onObjectFinalized)', () => {
  it('listens to finalized objects of the default bucket in the functions region, without retries', async () => {
    const { imageVariants } = await import('./image-variants');
    const endpoint = (imageVariants as unknown as { __endpoint: Record<string, unknown> }).__endpoint;
    expect(endpoint).toMatchObject({
      region: [REGION],
      eventTrigger: { eventType: 'google.cloud.storage.object.v1.finalized', eventFilters: { bucket: 'demo-rms.appspot.com' }, retry: false },
    });
  });

  it('builds the variants of a new original, skips its own output and is idempotent', async () => {
    const { imageVariants } = await import('./image-variants');
    await mkdir(join(dir, 'raw/products/markiser'), { recursive: true });
    await writeFile(join(dir, 'raw/products/markiser/abc123.jpg'), await photoJpeg(640, 480));
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});

    await imageVariants.run(event('raw/products/markiser/abc123.jpg', 'image/jpeg'));
    const folder = join(dir, 'optimized/products/markiser/abc123');
    expect((await readdir(folder)).sort()).toEqual(['w1024-q80.webp', 'w1500-q80.webp', 'w256-q80.webp', 'w512-q80.webp', 'w768-q80.webp']);

    // Its own output and a redelivered event change nothing.
    await imageVariants.run(event('optimized/products/markiser/abc123/w256-q80.webp', 'image/webp'));
    await imageVariants.run(event('raw/products/markiser/abc123.jpg', 'image/jpeg'));
    expect(await readdir(folder)).toHaveLength(5);
    expect(info).toHaveBeenCalledTimes(1);
    info.mockRestore();
  });
});
