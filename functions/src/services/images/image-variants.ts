import { createHash } from 'node:crypto';
import { VARIANT_WIDTHS, DEFAULT_IMAGE_QUALITY } from '@rms/schema';
import type { BlobStore, StoredBlob } from '../../adapters/blob-store';
import type { ImageProcessor } from '../../adapters/image-processor';
import { BusyError, NotFoundError } from '../../errors';
import { CONTENT_TYPE, parseMediaPath, variantFolder, variantPath, type MediaPath, type VariantSpec } from '../shared/media-paths';

/**
 * What the storage trigger builds for every new original: WebP at every site width, the srcset every
 * page asks for. Nothing else is pre-built: other formats (AVIF, JPEG) are built by /optimize on a
 * first request (decision 020, addendum: the AVIF 1024 that was pre-built here took nearly nine tenths
 * of an upload's variant time, and no page ever asked for it).
 */
export const PREBUILT_VARIANTS: VariantSpec[] = VARIANT_WIDTHS.map((width) => ({ width, height: null, format: 'webp' as const, quality: DEFAULT_IMAGE_QUALITY }));

export interface PrebuildResult {
  /** Why nothing was built, when nothing was. */
  skipped?: 'not-raw' | 'not-an-image' | 'original-missing';
  built: string[];
  existing: string[];
  failed: { key: string; message: string }[];
}

export interface VariantService {
  /** The stored variant, built and kept on first request; concurrent first requests share one build. */
  variant(source: MediaPath, spec: VariantSpec): Promise<StoredBlob>;
  /** The storage trigger's handler: builds the prebuilt set for a new original; skips everything else. */
  prebuild(storagePath: string): Promise<PrebuildResult>;
  /** Waits for builds of this original still running in this process (before its files are deleted). */
  settle(source: MediaPath): Promise<void>;
  /** Deletes the original and every variant of it. */
  deleteAll(source: MediaPath): Promise<void>;
}

/**
 * At most `maxBuilds` variant builds at once per process, each reading its original only when it
 * starts; at most `maxWaiting` more wait their turn, and beyond that a request is answered 503 with
 * Retry-After. 2 + 38 = the function's 40 concurrent requests, so an instance never refuses its own
 * traffic while no more than two originals (up to ~150 MB decoded each) are in memory.
 */
export interface BuildLimits {
  maxBuilds: number;
  maxWaiting: number;
  retryAfterSeconds: number;
}
export const BUILD_LIMITS: BuildLimits = { maxBuilds: 2, maxWaiting: 38, retryAfterSeconds: 5 };

function buildSlots(limits: BuildLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(job: () => Promise<T>, mayQueueWithoutBound = false): Promise<T> {
    if (running < limits.maxBuilds) running++;
    else {
      if (!mayQueueWithoutBound && waiting.length >= limits.maxWaiting) {
        throw new BusyError('Too many images are being prepared right now; try again shortly', limits.retryAfterSeconds);
      }
      // The finishing job hands its slot over directly, so a newcomer can never slip in between.
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await job();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

export function etagOf(data: Buffer): string {
  return `"${createHash('sha1').update(data).digest('base64url')}"`;
}

const services = new WeakMap<BlobStore, WeakMap<ImageProcessor, VariantService>>();

/**
 * One variant service per blob store and processor, so the media routes, the upload/delete service
 * and the local store's trigger hook share the same in-flight map and build slots.
 */
export function variantsFor(blobs: BlobStore, processor: ImageProcessor): VariantService {
  let byProcessor = services.get(blobs);
  if (!byProcessor) services.set(blobs, (byProcessor = new WeakMap()));
  let service = byProcessor.get(processor);
  if (!service) byProcessor.set(processor, (service = createVariantService(blobs, processor)));
  return service;
}

export function createVariantService(blobs: BlobStore, processor: ImageProcessor, limits: BuildLimits = BUILD_LIMITS): VariantService {
  const inflight = new Map<string, Promise<StoredBlob>>();
  const inSlot = buildSlots(limits);

  async function build(source: MediaPath, spec: VariantSpec, key: string, original?: StoredBlob): Promise<StoredBlob> {
    original ??= (await blobs.get(source.storagePath)) ?? undefined;
    if (!original) throw new NotFoundError('No such image');
    const out = await processor.render(original.data, { width: spec.width ?? undefined, height: spec.height ?? undefined, format: spec.format, quality: spec.quality, crop: spec.crop });
    let data = out.data;
    // Never larger than the original when nothing changed but the encoding: same size, same format.
    if (out.format === source.format && out.width === out.sourceWidth && out.height === out.sourceHeight && data.length >= original.size) {
      data = original.data;
    }
    // The original may have been deleted while we worked: then keep nothing.
    if (!(await blobs.exists(source.storagePath))) throw new NotFoundError('No such image');
    const contentType = CONTENT_TYPE[spec.format];
    await blobs.put(key, data, contentType);
    // A takedown or the sweep on another instance may have deleted the original between that check and
    // this write, and listed the variants before the write landed, so the variant would outlive the
    // picture. deleteAll deletes the original first and the variants after it, so looking again after
    // the write settles it (decision 144): the original still there means its deletion, and so the
    // variant deletion after it, is still to come; the original gone means this variant is ours to delete.
    if (!(await blobs.exists(source.storagePath))) await discard(key);
    return { data, contentType, size: data.length, etag: etagOf(data) };
  }

  /** Deletes a variant whose original is gone, and answers as for a missing original. */
  async function discard(key: string): Promise<never> {
    await blobs.delete(key);
    throw new NotFoundError('No such image');
  }

  /** `original` given: the caller (prebuild) already holds a build slot and the original. */
  function variant(source: MediaPath, spec: VariantSpec, original?: StoredBlob): Promise<StoredBlob> {
    const key = variantPath(source, spec);
    let pending = inflight.get(key);
    if (!pending) {
      // The lookup is inside the shared promise too: a second request never races the first one's put.
      // The original is read inside the slot, when the build starts, never while waiting for it.
      // A stored variant is served only while its original exists: one whose original is gone (between
      // a takedown's two deletes, or written late by a build elsewhere) is deleted instead (decision 144).
      pending = (async () => {
        const [stored, originalStored] = await Promise.all([blobs.get(key), blobs.exists(source.storagePath)]);
        if (stored) return originalStored ? stored : discard(key);
        if (!originalStored) throw new NotFoundError('No such image');
        return original ? build(source, spec, key, original) : inSlot(() => build(source, spec, key));
      })();
      inflight.set(key, pending);
      const forget = () => inflight.delete(key);
      pending.then(forget, forget);
    }
    return pending;
  }

  async function settle(source: MediaPath): Promise<void> {
    const prefix = variantFolder(source);
    const running = [...inflight.entries()].filter(([key]) => key.startsWith(prefix)).map(([, p]) => p);
    await Promise.allSettled(running);
  }

  return {
    variant: (source, spec) => variant(source, spec),

    async prebuild(storagePath) {
      const result: PrebuildResult = { built: [], existing: [], failed: [] };
      // Our own output lives under optimized/: reacting to it would loop.
      if (!storagePath.startsWith('raw/')) return { ...result, skipped: 'not-raw' };
      let source: MediaPath;
      try {
        source = parseMediaPath(encodeURI(storagePath.slice('raw/'.length)));
      } catch {
        return { ...result, skipped: 'not-an-image' };
      }
      const todo: { spec: VariantSpec; key: string }[] = [];
      for (const spec of PREBUILT_VARIANTS) {
        const key = variantPath(source, spec);
        // A variant a request is building already counts as there (waiting on it here could hold
        // this slot while that request waits for one).
        if (inflight.has(key) || (await blobs.exists(key))) result.existing.push(key);
        else todo.push({ spec, key });
      }
      if (todo.length === 0) return result;
      // One slot for the whole set, one at a time: the trigger shares the instance with requests.
      // It queues without bound (a background event, not a visitor waiting) and reads the original once.
      return inSlot(async () => {
        const original = await blobs.get(source.storagePath);
        if (!original) return { ...result, skipped: 'original-missing' as const };
        for (const { spec, key } of todo) {
          try {
            await variant(source, spec, original);
            result.built.push(key);
          } catch (e) {
            // A bad original must not make the trigger retry forever; /optimize will answer for it.
            result.failed.push({ key, message: e instanceof Error ? e.message : String(e) });
          }
        }
        return result;
      }, true);
    },

    settle,

    async deleteAll(source) {
      await settle(source);
      // The original first: a build elsewhere that finds it gone after its write deletes its own variant (build).
      await blobs.delete(source.storagePath);
      await blobs.deletePrefix(variantFolder(source));
    },
  };
}

/**
 * The handler both the Storage trigger and the local blob store's onPut hook call. It reacts only to
 * originals under raw/ (never to its own optimized/ output, so no trigger loop), skips anything whose
 * declared type is not an image, and builds only the variants that do not exist yet (idempotent:
 * a redelivered event does nothing).
 */
export async function onImageStored(blobs: BlobStore, processor: ImageProcessor, path: string, contentType?: string): Promise<PrebuildResult> {
  if (!path.startsWith('raw/')) return { skipped: 'not-raw', built: [], existing: [], failed: [] };
  if (contentType && !contentType.startsWith('image/')) return { skipped: 'not-an-image', built: [], existing: [], failed: [] };
  const result = await variantsFor(blobs, processor).prebuild(path);
  if (result.built.length > 0) console.info(`[images] ${path}: built ${result.built.length} variant(s)`);
  for (const f of result.failed) console.warn(`[images] ${path}: variant ${f.key} failed: ${f.message}`);
  return result;
}
