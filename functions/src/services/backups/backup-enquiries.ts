import type { BlobStore } from '../../adapters/blob-store';
import { BACKUP_PREFIX, listBackups } from './backups';

/**
 * Backups hold every collection, the enquiries too, and manual and safety backups are kept until
 * someone deletes them. So that an enquiry is gone everywhere when its time is up, or when an admin
 * deletes it on the visitor's request (issue #23, GDPR art. 5(1)(e) and 17), the same enquiries
 * are taken out of every backup file. A file that cannot be read is left as it is and counted.
 */
export interface BackupScrub {
  /** Backup files rewritten. */
  files: number;
  /** Enquiries taken out, over all files. */
  removed: number;
  unreadable: number;
}

type StoredDoc = Record<string, unknown>;

export async function removeMessagesFromBackups(blobs: BlobStore, doomed: (id: string, doc: StoredDoc) => boolean): Promise<BackupScrub> {
  const scrub: BackupScrub = { files: 0, removed: 0, unreadable: 0 };
  for (const backup of await listBackups(blobs)) {
    const path = BACKUP_PREFIX + backup.name;
    const blob = await blobs.get(path);
    let file: { collections?: { messages?: Record<string, StoredDoc> } };
    try {
      file = JSON.parse(blob?.data.toString('utf8') ?? '') as typeof file;
    } catch {
      scrub.unreadable++;
      continue;
    }
    const messages = file.collections?.messages;
    if (!messages || typeof messages !== 'object') continue;
    const gone = Object.entries(messages).filter(([id, doc]) => doomed(id, doc));
    if (gone.length === 0) continue;
    for (const [id] of gone) delete messages[id];
    await blobs.put(path, Buffer.from(JSON.stringify(file)), blob!.contentType || 'application/json');
    scrub.files++;
    scrub.removed += gone.length;
  }
  if (scrub.unreadable > 0) console.warn(`[backups] ${scrub.unreadable} backup file(s) could not be read; enquiries in them were not removed`);
  return scrub;
}
