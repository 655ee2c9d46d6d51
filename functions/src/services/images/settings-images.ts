import type { Image, SettingsImageSlot, UploadedImage } from '@rms/schema';
import { recordAudit, type AuditActor } from '../shared/audit';
import { mediaPathOfSrc } from '../shared/media-paths';
import type { ImageServiceDeps } from './image-actions';
import { deleteFiles, storeOriginal, uploaded, type IncomingFile } from './image-uploads';
import { historyRefersTo } from '../history/versions';

/**
 * POST /api/settings/site/images: a team photo or a partner or membership logo through the image
 * pipeline (content checks, rotation, metadata stripped) to raw/site/<slot>/<id>.<ext>. The file is
 * not referenced until the admin saves the settings with its `src`; a replaced image gets a new id.
 */
export async function uploadSettingsImage(deps: ImageServiceDeps, actor: AuditActor, slot: SettingsImageSlot, file: IncomingFile): Promise<UploadedImage> {
  const { path, image } = await storeOriginal(deps, 'site', slot, file);
  const stored: Image = { ...image, isMain: false };
  await recordAudit(deps.repos, actor, 'settings.image.upload', slot, { imageId: stored.id, src: stored.src });
  return uploaded(stored, path, file.filename);
}

/**
 * Deletes the uploaded files a saved version no longer uses, unless a kept version of the settings
 * still refers to them (the nightly sweep deletes those later). Only files this API uploaded
 * (raw/site/<slot>/...) go; the seeded site photos and the site's own /logos files are left alone.
 */
export async function deleteDroppedSettingsImages(deps: ImageServiceDeps, sources: string[]): Promise<void> {
  for (const src of sources) {
    const path = mediaPathOfSrc(src);
    if (!path || !/^site\/(team|partners|membership|share)\/[^/]+$/.test(path.relative)) continue;
    if (await historyRefersTo(deps.repos, { kind: 'settings', id: 'site' }, path.storagePath)) continue;
    await deleteFiles(deps, path);
  }
}
