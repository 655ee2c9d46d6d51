import { randomBytes } from 'node:crypto';
import { ImagePatchSchema, type Image, type ImageStorageKind, type UploadedImage } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { ImageProcessor } from '../../adapters/image-processor';
import { ValidationError } from '../../errors';
import { CONTENT_TYPE, EXTENSION_OF, type MediaPath } from '../shared/media-paths';
import { checkUpload, normalizeUpload } from './image-validation';
import { variantsFor } from './image-variants';

/**
 * The upload pipeline every uploaded image goes through, whoever owns it (a product, a category,
 * a project, the site settings): content checks, rotation, metadata stripped, the original stored;
 * and its way back out, the original deleted with every variant.
 */

/** Where originals and their variants are stored, and what checks and encodes them. */
export interface ImageFileDeps {
  blobs: BlobStore;
  processor: ImageProcessor;
}

export interface IncomingFile {
  data: Buffer;
  filename: string;
  fields: Record<string, string>;
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** A new random image id, 12 characters of [a-z0-9] (~62 bits). A replaced image always gets a new one. */
export function newImageId(): string {
  const bytes = randomBytes(12);
  return Array.from(bytes, (b) => ID_ALPHABET[b % ID_ALPHABET.length]).join('');
}

/** Optional texts sent with the file; the title defaults to the file name without its extension. */
function textsOf(file: IncomingFile): { title: string; alt_text: string } {
  const fallbackTitle = file.filename.replace(/\.[^.]*$/, '').slice(0, 200);
  const title = file.fields.title ?? fallbackTitle;
  const alt = file.fields.alt_text ?? file.fields.alt ?? '';
  const parsed = ImagePatchSchema.safeParse({ title, alt_text: alt });
  if (!parsed.success) throw new ValidationError('title is at most 200 and alt_text at most 500 characters');
  return { title: parsed.data.title ?? '', alt_text: parsed.data.alt_text ?? '' };
}

interface StoredOriginal {
  path: MediaPath;
  image: Omit<Image, 'isMain'>;
}

/**
 * Checks and stores a new original: content checks, auto-rotation, metadata stripped, written to
 * `raw/<kind>/<owner>/<id>.<ext>`. Nothing is written when a check fails.
 */
export async function storeOriginal(deps: ImageFileDeps, kind: ImageStorageKind, ownerId: string, file: IncomingFile): Promise<StoredOriginal> {
  const texts = textsOf(file);
  const checked = await checkUpload(file.data, deps.processor);
  const normalized = await normalizeUpload(file.data, checked, deps.processor);
  const id = newImageId();
  const ext = EXTENSION_OF[checked.format];
  const relative = `${kind}/${ownerId}/${id}.${ext}`;
  const path: MediaPath = { storagePath: `raw/${relative}`, relative, stem: `${kind}/${ownerId}/${id}`, kind, format: checked.format };
  await deps.blobs.put(path.storagePath, normalized.data, CONTENT_TYPE[checked.format]);
  return {
    path,
    image: { id, src: `${kind},${ownerId},${id}.${ext}`, ...texts, width: normalized.width, height: normalized.height },
  };
}

/** Removes an original and its variants; a failure is logged, not thrown (the record is the truth). */
export async function deleteFiles(deps: ImageFileDeps, path: MediaPath | null): Promise<void> {
  if (!path) return;
  try {
    await variantsFor(deps.blobs, deps.processor).deleteAll(path);
  } catch (e) {
    console.warn(`[images] could not delete ${path.storagePath} and its variants: ${String(e)}`);
  }
}

export function uploaded(stored: Image, path: MediaPath, filename: string, modifiedAt?: string): UploadedImage {
  return {
    id: stored.id,
    url: `/raw/${path.relative}`,
    name: filename || `${stored.id}.${EXTENSION_OF[path.format]}`,
    alt: stored.alt_text,
    image: stored,
    ...(modifiedAt ? { modified_at: modifiedAt } : {}),
  };
}
