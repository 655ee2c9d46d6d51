import { onObjectFinalized } from 'firebase-functions/v2/storage';
import type { BlobStore } from '../adapters/blob-store';
import { REGION } from '../config';

let blobs: BlobStore | undefined;

/**
 * Pre-builds WebP 256/512/1024/1500 and AVIF 1024 for every new original in the bucket. The handler
 * skips everything outside raw/ (its own output included) and is idempotent, so no retries are needed:
 * a variant it failed to build is built on first request by /optimize instead.
 * The region must be compatible with the default bucket's location (Eventarc).
 */
export const imageVariants = onObjectFinalized(
  { region: REGION, memory: '1GiB', cpu: 1, concurrency: 1, timeoutSeconds: 300, maxInstances: 5, retry: false },
  async (event) => {
    // Loaded on the first event, so the other functions' instances never load sharp (decision 016).
    const [{ defaultDeps }, { sharpProcessor }, { onImageStored }] = await Promise.all([import('../deps'), import('../adapters/image-processor'), import('../services/image-variants')]);
    blobs ??= defaultDeps().blobs;
    await onImageStored(blobs, sharpProcessor, event.data.name, event.data.contentType);
  },
);
