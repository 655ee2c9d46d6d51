import { onObjectFinalized } from 'firebase-functions/v2/storage';
import type { AppDeps } from '../app-deps';
import { REGION } from '../config';

let deps: AppDeps | undefined;

/**
 * Pre-builds WebP 256/512/768/1024/1500 for every new original in the bucket. The handler
 * skips everything outside raw/ (its own output included) and is idempotent, so no retries are needed:
 * a variant it failed to build is built on first request by /optimize instead.
 * The region must be compatible with the default bucket's location (Eventarc).
 */
export const imageVariants = onObjectFinalized(
  { region: REGION, memory: '1GiB', cpu: 1, concurrency: 1, timeoutSeconds: 300, maxInstances: 5, retry: false },
  async (event) => {
    // Loaded on the first event, so the other functions' instances never load sharp (decision 016).
    const [{ defaultDeps }, { onImageStored }] = await Promise.all([import('../production-deps'), import('../services/images/image-variants')]);
    deps ??= defaultDeps();
    await onImageStored(deps.blobs, deps.images, event.data.name, event.data.contentType);
  },
);
