import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { homedir } from 'node:os';
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
 * storage trigger builds for each (optimized/), made once per change of what they are made from.
 * Painting and encoding them is the bulk of seeding a stack (about 50 s of CPU); copying them is a
 * second. The documents are not cached: the seed writes them on every start, so their dates stay
 * relative to the day of the run.
 */

/**
 * Where the builds are kept: the user's cache folder ($XDG_CACHE_HOME, else ~/.cache), as Playwright
 * keeps its browsers, so the clones and worktrees of one machine share them and `npm ci`, which empties
 * node_modules, keeps them (decision 137, addendum). RMS_SEED_IMAGE_CACHE names another folder.
 */
export function imageCacheRoot(env: NodeJS.ProcessEnv = process.env, home = homedir()): string {
  if (env.RMS_SEED_IMAGE_CACHE) return resolve(env.RMS_SEED_IMAGE_CACHE);
  return join(env.XDG_CACHE_HOME || join(home, '.cache'), 'rms-seed-images');
}

/** The builds kept: the current one and the most recently used beside it (other branches, other clones). */
export const KEPT_BUILDS = 3;

/** Of the cached builds (name and when last used), those to remove: all but the KEPT_BUILDS used last, never the current one. */
export function staleBuilds(builds: readonly { name: string; usedAt: number }[], current: string): string[] {
  const others = builds.filter((b) => b.name !== current).sort((a, b) => b.usedAt - a.usedAt);
  return others.slice(KEPT_BUILDS - 1).map((b) => b.name);
}

/** Everything the cached files are made from: the seed's code and content, the variant builder, the image library. */
const INPUTS = [
  'emulators/seed',
  'functions/src/services/images/image-variants.ts',
  'functions/src/services/shared/media-paths.ts',
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
 * at once each build into a folder of their own and the first rename wins. Using a build marks it
 * used; builds beyond KEPT_BUILDS, the least recently used first, are removed.
 */
export async function seedImages(log: (line: string) => void = () => undefined): Promise<string> {
  const root = imageCacheRoot();
  const key = imageCacheKey();
  const dir = join(root, key);
  if (await exists(dir)) {
    const now = new Date();
    await utimes(dir, now, now);
    return dir;
  }
  await mkdir(root, { recursive: true });
  const started = Date.now();
  const building = join(root, `.building-${key}-${process.pid}`);
  await rm(building, { recursive: true, force: true });
  const count = await buildImages(building, log);
  await rename(building, dir).catch(async (e: NodeJS.ErrnoException) => {
    if (!(await exists(dir))) throw e;
    await rm(building, { recursive: true, force: true });
  });
  const builds = await Promise.all(
    (await readdir(root)).filter((name) => !name.startsWith('.building-')).map(async (name) => ({ name, usedAt: (await stat(join(root, name))).mtimeMs })),
  );
  for (const old of staleBuilds(builds, key)) await rm(join(root, old), { recursive: true, force: true });
  log(`seed images: ${count} pictures and their variants cached in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir})`);
  return dir;
}

/** Copies the cached pictures into a stack's bucket folder, so its seed paints nothing. */
export async function copySeedImages(blobDir: string, log?: (line: string) => void): Promise<void> {
  await cp(await seedImages(log), blobDir, { recursive: true });
}
