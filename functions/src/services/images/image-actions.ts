import type { Image, ImageOwnerCollection, ImagePatch, ImageStorageKind, UploadedImage } from '@rms/schema';
import type { Repositories } from '../../repositories';
import { UnavailableError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../shared/audit';
import { imageIdFromParam, mediaPathOfSrc, type MediaPath } from '../shared/media-paths';
import { deleteFiles, storeOriginal, uploaded, type ImageFileDeps, type IncomingFile } from './image-uploads';
import { historyRefersTo, type ItemRef } from '../history/versions';
import {
  appendImage,
  clearCategoryImage,
  patchImage,
  removeImage,
  reorderImages,
  replaceCategoryImage,
  setMainImage,
} from './image-lists';

/**
 * What an admin does to the images of a product, category or project: upload, delete, set main,
 * reorder, edit texts, replace or clear the category image, and list them all. Each step stores or
 * deletes the files (image-uploads.ts), changes the owner's image list (image-lists.ts) and records
 * the audit entry.
 */
export interface ImageServiceDeps extends ImageFileDeps {
  repos: Repositories;
}

/**
 * The gallery write failed after the file was stored: the owner vanished or the transaction was
 * refused, so nothing is left behind. A write that only timed out may still land, so its file is
 * kept; if the write never landed, the nightly sweep (orphan-sweep.ts) deletes the file.
 */
async function discardUnlessUnknown(deps: ImageServiceDeps, path: MediaPath, e: unknown): Promise<void> {
  if (e instanceof UnavailableError) {
    console.warn(`[images] the gallery write for ${path.storagePath} gave no answer; the file stays for the nightly sweep`);
    return;
  }
  await deleteFiles(deps, path);
}

/** Singular entity names for audit actions (product.image.upload, project.image.delete, ...) and histories. */
const ENTITY = { products: 'product', projects: 'project' } as const satisfies Record<ImageOwnerCollection, string>;

/**
 * An original that left a gallery is deleted with its variants only when no kept version of its
 * owner refers to it: otherwise restoring that version must bring the picture back,
 * and the nightly sweep (orphan-sweep.ts) deletes the file once no version refers to it any more.
 */
async function deleteUnlessInHistory(deps: ImageServiceDeps, item: ItemRef, path: MediaPath | null): Promise<void> {
  if (!path) return;
  if (await historyRefersTo(deps.repos, item, path.storagePath)) return;
  await deleteFiles(deps, path);
}

/** POST /api/{products|projects}/{id}/images. The owner's first image becomes main. */
export async function uploadOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, file: IncomingFile): Promise<UploadedImage> {
  const { path, image } = await storeOriginal(deps, collection, ownerId, file);
  let stored: Image;
  let modifiedAt: string;
  try {
    ({ result: stored, modified_at: modifiedAt } = await appendImage(deps.repos, actor, collection, ownerId, image));
  } catch (e) {
    await discardUnlessUnknown(deps, path, e);
    throw e;
  }
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.upload`, ownerId, { imageId: stored.id, src: stored.src });
  return uploaded(stored, path, file.filename, modifiedAt);
}

/** DELETE /api/{products|projects}/{id}/images/{imageId}: the record; the files too unless a kept version needs them. */
export async function deleteOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIdParam: string): Promise<{ id: string }> {
  const imageId = imageIdFromParam(imageIdParam);
  if (!imageId) throw new ValidationError('imageId is required');
  const removed = await removeImage(deps.repos, actor, collection, ownerId, imageId);
  await deleteUnlessInHistory(deps, { kind: ENTITY[collection], id: ownerId }, ownedPath(removed.src, collection, ownerId));
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
  const images = await setMainImage(deps.repos, actor, collection, ownerId, imageIdFromParam(imageId), startedFrom);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.main`, ownerId, { imageId });
  return images;
}

export async function reorderOwnerImages(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIds: string[], startedFrom?: string): Promise<Image[]> {
  const images = await reorderImages(deps.repos, actor, collection, ownerId, imageIds, startedFrom);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.reorder`, ownerId, { imageIds });
  return images;
}

export async function updateOwnerImage(deps: ImageServiceDeps, actor: AuditActor, collection: ImageOwnerCollection, ownerId: string, imageIdParam: string, patch: ImagePatch): Promise<Image> {
  const image = await patchImage(deps.repos, actor, collection, ownerId, imageIdFromParam(imageIdParam), patch);
  await recordAudit(deps.repos, actor, `${ENTITY[collection]}.image.update`, ownerId, {
    imageId: image.id,
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.alt_text !== undefined ? { alt_text: patch.alt_text } : {}),
  });
  return image;
}

/** POST /api/products/categories/{id}/image: one image per category; the one it replaces goes (its files as a removed image's). */
export async function uploadCategoryImage(deps: ImageServiceDeps, actor: AuditActor, categoryId: string, file: IncomingFile): Promise<UploadedImage> {
  const { path, image } = await storeOriginal(deps, 'categories', categoryId, file);
  const stored: Image = { ...image, isMain: true };
  let previous: Image | null;
  let modifiedAt: string;
  try {
    ({ result: previous, modified_at: modifiedAt } = await replaceCategoryImage(deps.repos, actor, categoryId, stored, file.fields.modified_at));
  } catch (e) {
    await discardUnlessUnknown(deps, path, e);
    throw e;
  }
  if (previous) await deleteUnlessInHistory(deps, { kind: 'product', id: categoryId }, ownedPath(previous.src, 'categories', categoryId));
  await recordAudit(deps.repos, actor, 'category.image.upload', categoryId, { imageId: stored.id, src: stored.src, replaced: previous?.id ?? null });
  return uploaded(stored, path, file.filename, modifiedAt);
}

export async function deleteCategoryImage(deps: ImageServiceDeps, actor: AuditActor, categoryId: string, startedFrom?: string): Promise<{ id: string }> {
  const removed = await clearCategoryImage(deps.repos, actor, categoryId, startedFrom);
  await deleteUnlessInHistory(deps, { kind: 'product', id: categoryId }, ownedPath(removed.src, 'categories', categoryId));
  await recordAudit(deps.repos, actor, 'category.image.delete', categoryId, { imageId: removed.id, src: removed.src });
  return { id: removed.id };
}
