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
  /** Quote versions taken out with their enquiries, over all files (decision 152). */
  quotesRemoved: number;
  unreadable: number;
}

type StoredDoc = Record<string, unknown>;

/** Takes out of `docs` every document whose enquiry is not in `messages`; answers how many. */
function dropOrphans(docs: Record<string, StoredDoc> | undefined, messages: Record<string, StoredDoc>): number {
  if (!docs || typeof docs !== 'object') return 0;
  const orphans = Object.entries(docs).filter(([, doc]) => typeof doc.enquiryId !== 'string' || !Object.hasOwn(messages, doc.enquiryId));
  for (const [id] of orphans) delete docs[id];
  return orphans.length;
}

/**
 * Takes the doomed enquiries out of every backup file, and with them the site visit bookings they
 * show (decision 149) and their quotes (decision 152): both hold the same person's name and address.
 * A booking or quote whose enquiry is not in the file at all goes too, so none outlives its enquiry in a copy.
 */
export async function removeEnquiriesFromBackups(blobs: BlobStore, doomed: (id: string, doc: StoredDoc) => boolean): Promise<BackupScrub> {
  let removed = 0;
  let bookingsRemoved = 0;
  let quotesRemoved = 0;
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
    const bookings = dropOrphans(collections.bookings, messages);
    const quotes = dropOrphans(collections.quotes, messages);
    bookingsRemoved += bookings;
    quotesRemoved += quotes;
    return gone.length > 0 || bookings > 0 || quotes > 0;
  });
  // Their photos' copies go with them (decision 154): the same predicate took them out of every file.
  await dropEnquiryPhotoCopies(blobs, goneIds);
  if (unreadable > 0) console.warn(`[backups] ${unreadable} backup file(s) could not be read; enquiries in them were not removed`);
  return { files, removed, bookingsRemoved, quotesRemoved, unreadable };
}
