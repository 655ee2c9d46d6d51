import type { BlobStore } from '../../adapters/blob-store';
import { rewriteBackupFiles } from './backups';
import { dropEnquiryPhotoCopies } from './backup-enquiry-photos';

/**
 * Backups hold every collection, the enquiries too, and manual and safety backups are kept until
 * someone deletes them. So that an enquiry is gone everywhere when its time is up, or when an admin
 * deletes it on the visitor's request (GDPR art. 5(1)(e) and 17), the same enquiries
 * are taken out of every backup file. A file that cannot be read is left as it is and counted.
 */
export interface BackupScrub {
  /** Backup files rewritten. */
  files: number;
  /** Enquiries taken out, over all files. */
  removed: number;
  /** Site visit bookings taken out with their enquiries, over all files. */
  bookingsRemoved: number;
  unreadable: number;
}

type StoredDoc = Record<string, unknown>;

/**
 * Takes the doomed enquiries out of every backup file, and with them the site visit bookings they
 * show (decision 149): a booking holds the same person's name, address and phone. A booking whose
 * enquiry is not in the file at all goes too, so no booking outlives its enquiry in a copy.
 */
export async function removeMessagesFromBackups(blobs: BlobStore, doomed: (id: string, doc: StoredDoc) => boolean): Promise<BackupScrub> {
  let removed = 0;
  let bookingsRemoved = 0;
  const goneIds = new Set<string>();
  const { files, unreadable } = await rewriteBackupFiles(blobs, (collections) => {
    const messages = collections.messages;
    if (!messages || typeof messages !== 'object') return false;
    const gone = Object.entries(messages).filter(([id, doc]) => doomed(id, doc));
    for (const [id] of gone) {
      delete messages[id];
      goneIds.add(id);
    }
    removed += gone.length;
    const bookings = collections.bookings;
    const orphans = bookings && typeof bookings === 'object' ? Object.entries(bookings).filter(([, doc]) => typeof doc.enquiryId !== 'string' || !Object.hasOwn(messages, doc.enquiryId)) : [];
    for (const [id] of orphans) delete bookings![id];
    bookingsRemoved += orphans.length;
    return gone.length > 0 || orphans.length > 0;
  });
  // Their photos' copies go with them (decision 154): the same predicate took them out of every file.
  await dropEnquiryPhotoCopies(blobs, goneIds);
  if (unreadable > 0) console.warn(`[backups] ${unreadable} backup file(s) could not be read; enquiries in them were not removed`);
  return { files, removed, bookingsRemoved, unreadable };
}
