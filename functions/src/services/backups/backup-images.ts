import type { BlobStore } from '../../adapters/blob-store';
import type { DocumentData } from '../../repositories/writer';
import { auditWithoutPicture, withoutCampaignPicture, withoutPicture, withoutSettingsPicture } from '../shared/picture-scrub';
import { backupCopyOf } from './backup-files';
import { rewriteBackupFiles } from './backups';

/**
 * A picture taken down for good (decision 129) is taken out of every backup file, as an enquiry is
 * (backup-enquiries.ts): its entries leave the products and projects each file holds, the audit
 * entries about it lose its address and texts, and the backups' copy of its original is deleted, so no
 * restore can bring it back. A file that cannot be read is left as it is and counted.
 */
export interface PictureScrub {
  /** Backup files rewritten. */
  files: number;
  unreadable: number;
  /** Whether the backups' copy of the original was deleted. */
  copyDeleted: boolean;
}

const PICTURE_COLLECTIONS = ['products', 'projects'] as const;

/**
 * `currentSettings`: the live site settings, whose membership logo a backup's settings take where the
 * picture was theirs (the settings need one; see image-scrub.ts). `pictureIds`: the ids the picture has
 * had in items, by which audit entries name it.
 */
export async function removePictureFromBackups(blobs: BlobStore, rawPath: string, currentSettings?: DocumentData, pictureIds: ReadonlySet<string> = new Set()): Promise<PictureScrub> {
  const { files, unreadable } = await rewriteBackupFiles(blobs, (collections) => {
    let changed = false;
    for (const name of PICTURE_COLLECTIONS) {
      const docs = collections[name];
      if (!docs || typeof docs !== 'object') continue;
      for (const [id, doc] of Object.entries(docs)) {
        const next = withoutPicture(doc, rawPath);
        if (!next) continue;
        docs[id] = next;
        changed = true;
      }
    }
    for (const [id, doc] of Object.entries(collections.campaigns ?? {})) {
      const next = withoutCampaignPicture(doc, rawPath);
      if (!next) continue;
      collections.campaigns![id] = next;
      changed = true;
    }
    const settings = collections.settings;
    if (settings && typeof settings === 'object') {
      for (const [id, doc] of Object.entries(settings)) {
        const next = withoutSettingsPicture(doc, rawPath, currentSettings);
        if (!next) continue;
        settings[id] = next;
        changed = true;
      }
    }
    for (const [id, entry] of Object.entries(collections.audit ?? {})) {
      const next = auditWithoutPicture(entry, rawPath, pictureIds);
      if (!next) continue;
      collections.audit![id] = next;
      changed = true;
    }
    return changed;
  });
  const copy = backupCopyOf(rawPath);
  const copyDeleted = await blobs.exists(copy);
  if (copyDeleted) await blobs.delete(copy);
  if (unreadable > 0) console.warn(`[backups] ${unreadable} backup file(s) could not be read; a picture taken down may remain in them`);
  return { files, unreadable, copyDeleted };
}
