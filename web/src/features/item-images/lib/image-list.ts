import type { Image } from '@rms/schema';

/** An image being managed, with its transient upload state. */
export interface ManagedImage extends Image {
  uploading?: boolean;
  /** 0–100. */
  progress?: number;
  error?: boolean;
  /** Why the upload failed, in Norwegian (shown on the tile with the file name). */
  errorReason?: string;
  /** The dropped file's name, kept for the failure message. */
  fileName?: string;
  /** The local object URL shown until (and after) the stored image exists. */
  preview?: string;
}

/** Temporary images have the id 'temp-' plus their local preview address. */
export const TEMP_IMAGE_PREFIX = 'temp-';

export const isTempImage = (image: Pick<Image, 'id'>) => image.id.startsWith(TEMP_IMAGE_PREFIX);

/** The local entry a dropped file gets at once, before its upload starts. */
export function createPreview(file: File, objectUrl: string): ManagedImage {
  return { id: `${TEMP_IMAGE_PREFIX}${objectUrl}`, src: objectUrl, preview: objectUrl, title: file.name, fileName: file.name, alt_text: '', isMain: false, uploading: true, progress: 0 };
}

export function withProgress(list: ManagedImage[], tempId: string, progress: number): ManagedImage[] {
  return list.map((img) => (img.id === tempId ? { ...img, progress } : img));
}

/** A finished upload takes its temporary entry's place, keeping the local preview. */
export function replaceTemp(list: ManagedImage[], tempId: string, stored: Image): ManagedImage[] {
  return list.map((img) => (img.id === tempId ? { ...stored, preview: img.preview } : img));
}

/** A failed upload stays, flagged with its reason, so the tile says which file failed and why. */
export function markUploadFailed(list: ManagedImage[], tempId: string, reason?: string): ManagedImage[] {
  return list.map((img) => (img.id === tempId ? { ...img, uploading: false, error: true, ...(reason ? { errorReason: reason } : {}) } : img));
}

/** Set main: the chosen image becomes isMain, all others false, and it moves to the front. */
export function withMain<T extends Image>(list: T[], id: string): T[] {
  const chosen = list.find((img) => img.id === id);
  if (!chosen) return list;
  return [{ ...chosen, isMain: true }, ...list.filter((img) => img.id !== id).map((img) => ({ ...img, isMain: false }))];
}

export function withoutImage<T extends Image>(list: T[], id: string): T[] {
  return list.filter((img) => img.id !== id);
}

/** Moves the image `fromId` to where `toId` is (drag and drop). */
export function moveImage<T extends Image>(list: T[], fromId: string, toId: string): T[] {
  const from = list.findIndex((img) => img.id === fromId);
  const to = list.findIndex((img) => img.id === toId);
  if (from < 0 || to < 0 || from === to) return list;
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

/** The ids the server knows: neither temporary nor failed entries. */
export function storedImageIds(list: ManagedImage[]): string[] {
  return list.filter((img) => !isTempImage(img) && !img.error).map((img) => img.id);
}

/** The server's list, with the local previews and the unfinished uploads kept. */
export function mergeServerImages(server: Image[], local: ManagedImage[]): ManagedImage[] {
  const previews = new Map(local.filter((img) => img.preview).map((img) => [img.id, img.preview]));
  const pending = local.filter((img) => isTempImage(img));
  return [...server.map((img) => ({ ...img, preview: previews.get(img.id) })), ...pending];
}

/**
 * Uploads files one by one, in order. Each file's progress and outcome is reported;
 * a failure is logged and the next file still goes. Resolves with the number that failed.
 */
export async function uploadSequentially(
  jobs: { tempId: string; file: File }[],
  upload: (file: File, onProgress: (percent: number) => void) => Promise<Image>,
  report: { progress: (tempId: string, percent: number) => void; done: (tempId: string, image: Image) => void; failed: (tempId: string, error: unknown) => void },
): Promise<number> {
  let failures = 0;
  for (const { tempId, file } of jobs) {
    try {
      const image = await upload(file, (percent) => report.progress(tempId, percent));
      report.done(tempId, image);
    } catch (e) {
      failures++;
      report.failed(tempId, e);
    }
  }
  return failures;
}
