import { BACKUP_FILES_PREFIX, RESTORED_CONTENT_COLLECTIONS, type BackupDocuments } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import { mediaPathOfSrc } from '../shared/media-paths';

/**
 * Backups carry the image files their content refers to (decision 047). An original never changes
 * once written (a replaced image gets a new id), so one copy per raw/ path serves every backup:
 * `raw/<relative>` is kept at `backups/files/<relative>`. Variants are not kept; /optimize rebuilds
 * them from the original on first request.
 */

/**
 * The raw/ paths (bucket-relative, `raw/...`) of every image the content documents refer to: product
 * and project images, category images, and the settings' team photos and logos, wherever they sit
 * in a document (anything with a stored `src`).
 */
export function referencedOriginals(collections: Pick<BackupDocuments, (typeof RESTORED_CONTENT_COLLECTIONS)[number]>): string[] {
  return originalsIn(RESTORED_CONTENT_COLLECTIONS.map((name) => Object.values(collections[name] ?? {})));
}

/** The raw/ paths of every stored `src` anywhere in `value` (documents, a version's item, …), sorted. */
export function originalsIn(value: unknown): string[] {
  const paths = new Set<string>();
  const visit = (v: unknown) => {
    if (Array.isArray(v)) return v.forEach(visit);
    if (!v || typeof v !== 'object') return;
    const src = (v as { src?: unknown }).src;
    const path = typeof src === 'string' ? mediaPathOfSrc(src) : null;
    if (path) paths.add(path.storagePath);
    Object.values(v).forEach(visit);
  };
  visit(value);
  return [...paths].sort();
}

/** `raw/products/x/a.jpg` → `backups/files/products/x/a.jpg`. */
export function backupCopyOf(rawPath: string): string {
  return BACKUP_FILES_PREFIX + rawPath.replace(/^raw\//, '');
}

/** Copies `from` to `to`; false when `from` does not exist. */
export async function copyBlob(blobs: BlobStore, from: string, to: string): Promise<boolean> {
  const blob = await blobs.get(from);
  if (!blob) return false;
  await blobs.put(to, blob.data, blob.contentType);
  return true;
}

/**
 * Makes sure the backup store holds a copy of every original in `rawPaths` (only the ones it lacks
 * are copied: one listing, then one read and one write per new photo). Answers the paths that could
 * not be kept because the original is already gone.
 */
export async function keepOriginals(blobs: BlobStore, rawPaths: string[]): Promise<string[]> {
  const kept = new Set((await blobs.list(BACKUP_FILES_PREFIX)).map((b) => b.name));
  const missing: string[] = [];
  for (const raw of rawPaths) {
    const copy = backupCopyOf(raw);
    if (kept.has(copy)) continue;
    if (!(await copyBlob(blobs, raw, copy))) missing.push(raw);
  }
  if (missing.length > 0) console.warn(`[backups] ${missing.length} referenced original(s) were already gone: ${missing.slice(0, 5).join(', ')}`);
  return missing;
}

/**
 * Puts back every original in `rawPaths` that is missing from raw/, from the backup store's copy.
 * Answers how many were brought back and which could not be (no copy either).
 */
export async function bringBackOriginals(blobs: BlobStore, rawPaths: string[]): Promise<{ restored: number; unavailable: string[] }> {
  let restored = 0;
  const unavailable: string[] = [];
  for (const raw of rawPaths) {
    if (await blobs.exists(raw)) continue;
    if (await copyBlob(blobs, backupCopyOf(raw), raw)) restored++;
    else unavailable.push(raw);
  }
  if (unavailable.length > 0) console.warn(`[backups] ${unavailable.length} image file(s) have no copy to restore from: ${unavailable.slice(0, 5).join(', ')}`);
  return { restored, unavailable };
}

/**
 * Deletes the kept copies no remaining backup refers to (after nightly pruning). `referenced` is the
 * union of referencedOriginals() over every backup still stored.
 */
export async function dropUnreferencedCopies(blobs: BlobStore, referenced: Iterable<string>): Promise<number> {
  const wanted = new Set([...referenced].map(backupCopyOf));
  let dropped = 0;
  for (const blob of await blobs.list(BACKUP_FILES_PREFIX)) {
    if (wanted.has(blob.name)) continue;
    await blobs.delete(blob.name);
    dropped++;
  }
  return dropped;
}
