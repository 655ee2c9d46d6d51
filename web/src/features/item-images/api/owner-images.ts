import { ImageListSchema, ImageSchema, UploadedImageSchema, type Image, type ImagePatch, type UploadedImage } from '@rms/schema';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { xhrUpload } from '../lib/xhr-upload';

/** Whose images: a product (or category) or a project. */
export interface ImageOwner {
  kind: 'products' | 'projects';
  id: string;
}

const base = (owner: ImageOwner) => `/api/${owner.kind}/${encodeURIComponent(owner.id)}/images`;

/** POST /api/{products|projects}/{id}/images (multipart `file`), with upload progress. */
export function uploadOwnerImage(owner: ImageOwner, file: File, onProgress?: (percent: number) => void): Promise<UploadedImage> {
  return xhrUpload({ operation: 'uploadImage', path: base(owner), file, schema: UploadedImageSchema, onProgress });
}

/**
 * PUT …/images/main {imageId, modified_at}: the answer is the images in their new order, main first.
 * `startedFrom` is the owner's modified_at this screen has (409 when someone changed it since).
 */
export function setMainImage(owner: ImageOwner, imageId: string, startedFrom?: string): Promise<Image[]> {
  return apiRequest({ operation: 'setMainImage', path: `${base(owner)}/main`, method: 'PUT', body: { imageId, modified_at: startedFrom }, schema: ImageListSchema });
}

/** PUT …/images/order {imageIds, modified_at}: every current id once, in the new order. */
export function reorderImages(owner: ImageOwner, imageIds: string[], startedFrom?: string): Promise<Image[]> {
  return apiRequest({ operation: 'reorderImages', path: `${base(owner)}/order`, method: 'PUT', body: { imageIds, modified_at: startedFrom }, schema: ImageListSchema });
}

/** DELETE …/images/{imageId}. */
export function deleteOwnerImage(owner: ImageOwner, imageId: string): Promise<{ id: string }> {
  return apiRequest({ operation: 'deleteImage', path: `${base(owner)}/${encodeURIComponent(imageId)}`, method: 'DELETE', schema: z.object({ id: z.string() }) });
}

/** PATCH …/images/{imageId} {title?, alt_text?, modified_at?}: answers the updated image. */
export function patchOwnerImage(owner: ImageOwner, imageId: string, patch: ImagePatch): Promise<Image> {
  return apiRequest({ operation: 'updateImage', path: `${base(owner)}/${encodeURIComponent(imageId)}`, method: 'PATCH', body: patch, schema: ImageSchema });
}

/** POST /api/products/categories/{id}/image: uploads or replaces a category's one image. */
export function uploadCategoryImage(categoryId: string, file: File, onProgress?: (percent: number) => void, startedFrom?: string): Promise<UploadedImage> {
  return xhrUpload({
    operation: 'uploadCategoryImage',
    path: `/api/products/categories/${encodeURIComponent(categoryId)}/image`,
    file,
    schema: UploadedImageSchema,
    onProgress,
    ...(startedFrom ? { fields: { modified_at: startedFrom } } : {}),
  });
}

/** DELETE /api/products/categories/{id}/image?modified_at=… */
export function deleteCategoryImage(categoryId: string, startedFrom?: string): Promise<{ id: string }> {
  return apiRequest({
    operation: 'deleteCategoryImage',
    path: `/api/products/categories/${encodeURIComponent(categoryId)}/image${startedFrom ? `?modified_at=${encodeURIComponent(startedFrom)}` : ''}`,
    method: 'DELETE',
    schema: z.object({ id: z.string() }),
  });
}
