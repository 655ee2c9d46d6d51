import type { Firestore } from 'firebase-admin/firestore';
import sharp from 'sharp';
import type { BlobStore } from '../../functions/src/adapters/blob-store';
import { paintJpeg } from './paint';
import { SITE_SETTINGS } from './content/settings';
import { mapLimit, PAINT_CONCURRENCY } from './limit';
import { buildPlan, SEED_VERSION, type ImageJob } from './plan';

export { SEED_VERSION } from './plan';

export interface SeedOptions {
  db: Firestore;
  blobs: BlobStore;
  /** Wipe the seedable content (never users or backups) and seed again. */
  reset?: boolean;
  log?: (line: string) => void;
}

/** What this call wrote; all zero when the stack was already seeded. */
export interface SeedResult {
  seeded: boolean;
  products: number;
  projects: number;
  images: number;
}

export const MARKER_PATH = 'settings/seed';
/** The company's facts; admins edit them from then on. */
export const SITE_SETTINGS_PATH = 'settings/site';
/** Everything a reset clears. `users` and `backups/` are deliberately absent. */
export const RESET_COLLECTIONS = ['products', 'projects', 'messages', 'audit'] as const;
export const RESET_PREFIXES = ['raw/', 'optimized/'] as const;

/** Firestore allows 500 writes per batch; stay well below. */
const BATCH = 400;
/**
 * Deletes by querying pages and committing batches: the pure-Node emulator lacks
 * recursiveDelete, bulkWriter and listDocuments.
 */
async function clearCollection(db: Firestore, name: string): Promise<number> {
  let deleted = 0;
  for (;;) {
    const page = await db.collection(name).limit(BATCH).get();
    if (page.empty) return deleted;
    const batch = db.batch();
    for (const doc of page.docs) batch.delete(doc.ref);
    await batch.commit();
    deleted += page.size;
  }
}

async function reset(db: Firestore, blobs: BlobStore, log: (line: string) => void): Promise<void> {
  for (const name of RESET_COLLECTIONS) {
    const n = await clearCollection(db, name);
    if (n > 0) log(`reset: deleted ${n} ${name}`);
  }
  await db.doc(MARKER_PATH).delete();
  for (const prefix of RESET_PREFIXES) await blobs.deletePrefix(prefix);
  log('reset: cleared raw/ and optimized/');
}

function siteSettingsDoc(now: Date) {
  return { ...SITE_SETTINGS, modified_at: now.toISOString() };
}

async function writeDocs(db: Firestore, docs: ReadonlyArray<{ path: string; data: object }>): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) {
    const batch = db.batch();
    for (const { path, data } of docs.slice(i, i + BATCH)) batch.set(db.doc(path), data);
    await batch.commit();
  }
}

/**
 * Fills an empty local stack with Norwegian demo content: the product tree, reference
 * projects and their generated photos, plus the fixed photos the static pages use.
 * The marker `settings/seed` makes a second start a no-op; `reset` starts over.
 */
export async function seed(opts: SeedOptions): Promise<SeedResult> {
  const { db, blobs } = opts;
  const log = opts.log ?? (() => undefined);
  const marker = db.doc(MARKER_PATH);
  if (opts.reset) await reset(db, blobs, log);
  else if ((await marker.get()).exists) {
    // A data folder seeded before the settings existed gets them once; an admin's version is kept.
    if (!(await db.doc(SITE_SETTINGS_PATH).get()).exists) {
      await db.doc(SITE_SETTINGS_PATH).set(siteSettingsDoc(new Date()));
      log('seed: added settings/site');
    }
    log('seed: already seeded, nothing to do');
    return { seeded: false, products: 0, projects: 0, images: 0 };
  }

  const started = Date.now();
  const plan = buildPlan(new Date());
  sharp.concurrency(2);
  // A picture already in the bucket is the one this seed would paint (same seed, same picture): test
  // and bench stacks start with the cached ones (image-cache.ts), and an interrupted seed keeps its work.
  const missing: ImageJob[] = [];
  for (const job of plan.jobs) if (!(await blobs.exists(job.path))) missing.push(job);
  log(`seed: painting ${missing.length} of ${plan.jobs.length} images`);
  let painted = 0;
  await mapLimit(missing, PAINT_CONCURRENCY, async (job: ImageJob) => {
    await blobs.put(job.path, await paintJpeg(job.paint), 'image/jpeg');
    painted++;
    if (painted % 25 === 0) log(`seed: ${painted}/${missing.length} images`);
  });

  // Documents after images: a visitor never sees a product whose pictures are still missing.
  await writeDocs(db, [
    ...plan.products.map((p) => ({ path: `products/${p.id}`, data: p.data })),
    ...plan.projects.map((p) => ({ path: `projects/${p.id}`, data: p.data })),
    { path: SITE_SETTINGS_PATH, data: siteSettingsDoc(new Date()) },
  ]);
  // The marker goes last, so an interrupted seed is simply redone on the next start.
  await marker.set({ seededAt: new Date().toISOString(), version: SEED_VERSION });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  log(`seed: ${plan.products.length} products, ${plan.projects.length} projects, ${plan.jobs.length} images in ${seconds} s`);
  return { seeded: true, products: plan.products.length, projects: plan.projects.length, images: plan.jobs.length };
}
