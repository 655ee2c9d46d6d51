import type { BlobStore } from '../../adapters/blob-store';
import { rewriteBackupFiles } from './backups';

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
  let removed = 0;
  const { files, unreadable } = await rewriteBackupFiles(blobs, (collections) => {
    const messages = collections.messages;
    if (!messages || typeof messages !== 'object') return false;
    const gone = Object.entries(messages).filter(([id, doc]) => doomed(id, doc));
    for (const [id] of gone) delete messages[id];
    removed += gone.length;
    return gone.length > 0;
  });
  if (unreadable > 0) console.warn(`[backups] ${unreadable} backup file(s) could not be read; enquiries in them were not removed`);
  return { files, removed, unreadable };
}
