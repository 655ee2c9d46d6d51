import { ENQUIRY_PHOTO_PREFIX } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import { copyBlob } from './backup-files';

/**
 * Backups carry the photos of the enquiries they hold (decision 154), as they carry the site's image
 * files (decision 047): a backup file holds the enquiry's document with its photo list, and
 * `backups/enquiry-photos/{enquiryId}/` holds one copy of its files for every backup. A photo never
 * changes once stored, so one copy serves all. The copies go when the enquiry leaves the backups
 * (retention, an admin's delete: removeEnquiriesFromBackups) or when no kept backup holds it any more.
 */
export const BACKUP_PHOTO_PREFIX = 'backups/enquiry-photos/';

type Documents = Record<string, Record<string, unknown>> | undefined;

/** The ids of the enquiries among `messages` that list photos. */
export function enquiriesWithPhotos(messages: Documents): string[] {
  return Object.entries(messages ?? {})
    .filter(([, doc]) => Array.isArray(doc.photos) && doc.photos.length > 0)
    .map(([id]) => id);
}

/** Copies into the backup store every photo file of these enquiries it lacks (two listings, then one read and write per new file). */
export async function keepEnquiryPhotos(blobs: BlobStore, messages: Documents): Promise<number> {
  const ids = new Set(enquiriesWithPhotos(messages));
  if (ids.size === 0) return 0;
  const kept = new Set((await blobs.list(BACKUP_PHOTO_PREFIX)).map((b) => b.name));
  let copied = 0;
  for (const file of await blobs.list(ENQUIRY_PHOTO_PREFIX)) {
    const relative = file.name.slice(ENQUIRY_PHOTO_PREFIX.length);
    if (!ids.has(relative.split('/')[0] ?? '') || kept.has(BACKUP_PHOTO_PREFIX + relative)) continue;
    if (await copyBlob(blobs, file.name, BACKUP_PHOTO_PREFIX + relative)) copied++;
  }
  return copied;
}

/** Puts back the photo files of these enquiries that are missing from the live store (a restore). */
export async function bringBackEnquiryPhotos(blobs: BlobStore, messages: Documents): Promise<number> {
  let restored = 0;
  for (const id of enquiriesWithPhotos(messages)) {
    for (const file of await blobs.list(`${BACKUP_PHOTO_PREFIX}${id}/`)) {
      const live = ENQUIRY_PHOTO_PREFIX + file.name.slice(BACKUP_PHOTO_PREFIX.length);
      if (await blobs.exists(live)) continue;
      if (await copyBlob(blobs, file.name, live)) restored++;
    }
  }
  return restored;
}

/** Deletes the backup copies of these enquiries' photos. */
export async function dropEnquiryPhotoCopies(blobs: BlobStore, enquiryIds: Iterable<string>): Promise<void> {
  for (const id of enquiryIds) await blobs.deletePrefix(`${BACKUP_PHOTO_PREFIX}${id}/`);
}

/** Deletes the copies of enquiries no kept backup holds (after nightly pruning); `held` is every enquiry id over all backups. */
export async function dropUnheldEnquiryPhotoCopies(blobs: BlobStore, held: ReadonlySet<string>): Promise<number> {
  const unheld = new Set<string>();
  for (const file of await blobs.list(BACKUP_PHOTO_PREFIX)) {
    const id = file.name.slice(BACKUP_PHOTO_PREFIX.length).split('/')[0] ?? '';
    if (!held.has(id)) unheld.add(id);
  }
  await dropEnquiryPhotoCopies(blobs, unheld);
  return unheld.size;
}
