import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import sharp from 'sharp';
import { LocalBlobStore } from '../../functions/src/adapters/local-blob-store';
import { sharpProcessor } from '../../functions/src/adapters/image-processor';
import { onImageStored } from '../../functions/src/services/images/image-variants';
import { ROOT } from '../stack-config';
import { paintJpeg } from './paint';
import { buildPlan } from './plan';
import { mapLimit, PAINT_CONCURRENCY } from './limit';

/**
 * The seed's pictures for test and bench stacks: the painted originals (raw/) and the variants the
 * storage trigger builds for each (optimized/), made once per change of what they are made from and
 * kept under node_modules/.cache, which git ignores and a fresh clone fills on its first run. Painting
 * and encoding them is the bulk of seeding a stack (a minute or more on two busy cores); copying them is
 * a second. The documents are not cached: the seed writes them on every start, so their dates stay
 * relative to the day of the run.
 */
export const IMAGE_CACHE_ROOT = resolve(ROOT, 'node_modules/.cache/rms-seed-images');

/** Everything the cached files are made from: the seed's code and content, the variant builder, the image library. */
const INPUTS = [
  'emulators/seed',
  'functions/src/services/images/image-variants.ts',
  'functions/src/services/images/image-paths.ts',
  'functions/src/adapters/image-processor.ts',
  'functions/src/adapters/local-blob-store.ts',
  'schema/src/image-widths.ts',
];

function filesUnder(path: string): string[] {
  const full = resolve(ROOT, path);
  try {
    return readdirSync(full, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile() && !/\.test\.ts$/.test(e.name))
      .map((e) => relative(ROOT, join(e.parentPath, e.name)))
      .sort();
  } catch {
    return [path];
  }
}

/** A content hash of the inputs: the cache folder's name. */
export function imageCacheKey(): string {
  const hash = createHash('sha256');
  for (const file of INPUTS.flatMap(filesUnder)) hash.update(`${file}\0`).update(readFileSync(resolve(ROOT, file))).update('\0');
  hash.update(`sharp ${sharp.versions.sharp} vips ${sharp.versions.vips}`);
  return hash.digest('hex').slice(0, 16);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

/** Paints every picture of the plan and builds its variants into `dir`, a fresh bucket folder. */
async function buildImages(dir: string, log: (line: string) => void): Promise<number> {
  const blobs = new LocalBlobStore(dir);
  const { jobs } = buildPlan(new Date());
  sharp.concurrency(2);
  let done = 0;
  await mapLimit(jobs, PAINT_CONCURRENCY, async (job) => {
    await blobs.put(job.path, await paintJpeg(job.paint));
    const built = await onImageStored(blobs, sharpProcessor, job.path, 'image/jpeg');
    if (built.failed.length > 0) throw new Error(`Variants of ${job.path} failed: ${built.failed.map((f) => f.message).join('; ')}`);
    if (++done % 25 === 0) log(`seed images: ${done}/${jobs.length}`);
  });
  return jobs.length;
}

/**
 * The cached bucket folder for the current seed, built first when there is none. Two runs building
 * at once each build into a folder of their own and the first rename wins; older keys are removed.
 */
export async function seedImages(log: (line: string) => void = () => undefined): Promise<string> {
  const key = imageCacheKey();
  const dir = join(IMAGE_CACHE_ROOT, key);
  if (await exists(dir)) return dir;
  await mkdir(IMAGE_CACHE_ROOT, { recursive: true });
  const started = Date.now();
  const building = join(IMAGE_CACHE_ROOT, `.building-${key}-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  const count = await buildImages(building, log);
  await rename(building, dir).catch(async (e: NodeJS.ErrnoException) => {
    if (!(await exists(dir))) throw e;
    await rm(building, { recursive: true, force: true });
  });
  for (const old of await readdir(IMAGE_CACHE_ROOT)) {
    if (old !== key && !old.startsWith('.building-')) await rm(join(IMAGE_CACHE_ROOT, old), { recursive: true, force: true });
  }
  log(`seed images: ${count} pictures and their variants cached in ${((Date.now() - started) / 1000).toFixed(1)} s (${relative(ROOT, dir)})`);
  return dir;
}

/** Copies the cached pictures into a stack's bucket folder, so its seed paints nothing. */
export async function copySeedImages(blobDir: string, log?: (line: string) => void): Promise<void> {
  await cp(await seedImages(log), blobDir, { recursive: true });
}
