import { randomBytes } from 'node:crypto';
import {
  ImagePatchSchema,
  type Image,
  type ImageOwnerCollection,
  type ImagePatch,
  type ImageStorageKind,
  type OwnedImage,
  type ServiceHealth,
  type UploadedImage,
} from '@rms/schema';
import type { BlobStore } from '../adapters/blob-store';
import type { Repositories } from '../repositories';
import type { ImageProcessor } from '../adapters/image-processor';
import { ValidationError } from '../errors';
import { recordAudit, type AuditActor } from './audit';
import { CONTENT_TYPE, EXTENSION_OF, imageIdFromParam, mediaPathOfSrc, type MediaPath } from './image-paths';
import { checkUpload, normalizeUpload } from './image-validation';
import { variantsFor } from './image-variants';
import {
  appendImage,
  clearCategoryImage,
  listOwnedImages,
  patchImage,
  removeImage,
  reorderImages,
  replaceCategoryImage,
  setMainImage,
} from './owner-images';

export interface ImageServiceDeps {
  repos: Repositories;
  blobs: BlobStore;
  processor: ImageProcessor;
}

export interface IncomingFile {
  data: Buffer;
  filename: string;
  fields: Record<string, string>;
}

/** Singular entity names for audit actions: product.image.upload, project.image.delete, ... */
const ENTITY: Record<ImageOwnerCollection, string> = { products: 'product', projects: 'project' };

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
export async function storeOriginal(deps: ImageServiceDeps, kind: ImageStorageKind, ownerId: string, file: IncomingFile): Promise<StoredOriginal> {
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
export async function deleteFiles(deps: ImageServiceDeps, path: MediaPath | null): Promise<void> {
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

/** POST /api/{products|projects}/{id}/images. The owner's first image becomes main. */
export async function uploadOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, file: IncomingFile): Promise<UploadedImage> {
  const { path, image } = await storeOriginal(deps, collection, ownerId, file);
  let stored: Image;
  let modifiedAt: string;
  try {
    ({ result: stored, modified_at: modifiedAt } = await appendImage(deps.repos, collection, ownerId, image));
  } catch (e) {
    // The owner vanished or the transaction failed: leave nothing behind.
    await deleteFiles(deps, path);
    throw e;
  }
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.upload`, ownerId, { imageId: stored.id, src: stored.src });
  return uploaded(stored, path, file.filename, modifiedAt);
}

/** DELETE /api/{products|projects}/{id}/images/{imageId}: record, original and every variant. */
export async function deleteOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIdParam: string): Promise<{ id: string }> {
  const imageId = imageIdFromParam(imageIdParam);
  if (!imageId) throw new ValidationError('imageId is required');
  const removed = await removeImage(deps.repos, collection, ownerId, imageId);
  await deleteFiles(deps, ownedPath(removed.src, collection, ownerId));
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.delete`, ownerId, { imageId: removed.id, src: removed.src });
  return { id: removed.id };
}

/**
 * The files behind a record, only when they sit in this owner's own folder: a src an admin typed
 * into a PUT body must not let an image delete reach another owner's files.
 */
function ownedPath(src: string, kind: ImageStorageKind, ownerId: string): MediaPath | null {
  const path = mediaPathOfSrc(src);
  return path && path.relative.startsWith(`${kind}/${ownerId}/`) ? path : null;
}

export async function setOwnerMainImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageId: string, startedFrom?: string): Promise<Image[]> {
  const images = await setMainImage(deps.repos, collection, ownerId, imageIdFromParam(imageId), startedFrom);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.main`, ownerId, { imageId });
  return images;
}

export async function reorderOwnerImages(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIds: string[], startedFrom?: string): Promise<Image[]> {
  const images = await reorderImages(deps.repos, collection, ownerId, imageIds, startedFrom);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.reorder`, ownerId, { imageIds });
  return images;
}

export async function updateOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIdParam: string, patch: ImagePatch): Promise<Image> {
  const image = await patchImage(deps.repos, collection, ownerId, imageIdFromParam(imageIdParam), patch);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.update`, ownerId, {
    imageId: image.id,
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.alt_text !== undefined ? { alt_text: patch.alt_text } : {}),
  });
  return image;
}

/** POST /api/products/categories/{id}/image: one image per category; the one it replaces is deleted. */
export async function uploadCategoryImage(deps: ImageServiceDeps, actor: AuditActor, categoryId: string, file: IncomingFile): Promise<UploadedImage> {
  const { path, image } = await storeOriginal(deps, 'categories', categoryId, file);
  const stored: Image = { ...image, isMain: true };
  let previous: Image | null;
  let modifiedAt: string;
  try {
    ({ result: previous, modified_at: modifiedAt } = await replaceCategoryImage(deps.repos, categoryId, stored, file.fields.modified_at));
  } catch (e) {
    await deleteFiles(deps, path);
    throw e;
  }
  if (previous) await deleteFiles(deps, ownedPath(previous.src, 'categories', categoryId));
  await recordAudit(deps.repos, actor, 'category.image.upload', categoryId, { imageId: stored.id, src: stored.src, replaced: previous?.id ?? null });
  return uploaded(stored, path, file.filename, modifiedAt);
}

export async function deleteCategoryImage(deps: ImageServiceDeps, actor: AuditActor, categoryId: string, startedFrom?: string): Promise<{ id: string }> {
  const removed = await clearCategoryImage(deps.repos, categoryId, startedFrom);
  await deleteFiles(deps, ownedPath(removed.src, 'categories', categoryId));
  await recordAudit(deps.repos, actor, 'category.image.delete', categoryId, { imageId: removed.id, src: removed.src });
  return { id: removed.id };
}

export function listImages(deps: ImageServiceDeps): Promise<OwnedImage[]> {
  return listOwnedImages(deps.repos);
}

/** GET /api/images/health: the blob store answers and sharp can encode a tiny image. */
export async function imagesHealth(deps: ImageServiceDeps): Promise<ServiceHealth> {
  const [store, processor] = await Promise.allSettled([deps.blobs.ping(), deps.processor.selfTest()]);
  const describe = (r: PromiseSettledResult<void>) => (r.status === 'fulfilled' ? 'ok' : `failed: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  const status = store.status === 'fulfilled' && processor.status === 'fulfilled';
  return {
    status,
    message: status ? 'Image storage and processing are healthy' : 'Image service is degraded',
    details: { blobStore: { kind: deps.blobs.kind, result: describe(store) }, processor: { result: describe(processor), threads: deps.processor.concurrency } },
  };
}
