import { RESTORED_CONTENT_COLLECTIONS, type BackupDocuments } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { ImageProcessor } from '../../adapters/image-processor';
import type { Repositories } from '../../repositories';
import { originalsIn, referencedOriginals } from '../backups/backup-files';
import { parseMediaPath } from '../shared/media-paths';
import { UPLOAD_FOLDERS } from './image-visibility';
import { variantsFor } from './image-variants';

/**
 * The nightly clean-up of originals nothing refers to: an upload whose gallery write
 * timed out keeps its file, since the write may still have landed. A settings image uploaded but
 * never saved stays too. An image removed from a gallery, or the pictures of a deleted item, stay
 * while a kept version refers to them, so restoring that version brings them back.
 * Such a file is deleted here, with its variants, once no product, project, setting or kept version
 * refers to it and it is older than ORPHAN_GRACE_MS. Backups keep their own copies of the files they
 * refer to (backup-files.ts), so they need nothing in raw/.
 */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

export interface SweepOutcome {
  /** Originals in raw/. */
  checked: number;
  deleted: string[];
}

export async function sweepOrphanOriginals(repos: Repositories, blobs: BlobStore, processor: ImageProcessor, now = new Date()): Promise<SweepOutcome> {
  // Read every content collection and the versions first: if one cannot be read, the sweep stops before deleting anything.
  const content: Partial<BackupDocuments> = {};
  for (const name of RESTORED_CONTENT_COLLECTIONS) {
    content[name] = Object.fromEntries((await repos.backupCollections.list(name)).map((d) => [d.id, d.data])) as BackupDocuments[typeof name];
  }
  const referenced = new Set(referencedOriginals(content as BackupDocuments));
  for (const path of originalsIn((await repos.versions.all()).map((v) => v.item))) referenced.add(path);
  const originals = await blobs.list('raw/');
  const deleted: string[] = [];
  for (const blob of originals) {
    // Only what the API uploaded: the site's own photos are named by no document and never swept.
    if (referenced.has(blob.name) || !UPLOAD_FOLDERS.test(blob.name)) continue;
    const age = now.getTime() - Date.parse(blob.timeCreated);
    if (!(age > ORPHAN_GRACE_MS)) continue;
    let path;
    try {
      path = parseMediaPath(encodeURI(blob.name.replace(/^raw\//, '')));
    } catch {
      continue;
    }
    await variantsFor(blobs, processor).deleteAll(path);
    deleted.push(blob.name);
  }
  if (deleted.length > 0) console.info(`[images] nightly sweep deleted ${deleted.length} original(s) nothing refers to: ${deleted.slice(0, 5).join(', ')}`);
  return { checked: originals.length, deleted };
}
