import { Router, type Request } from 'express';
import { IdSchema, ImageOrderSchema, ImagePatchSchema, MAX_IMAGE_BYTES, SetMainImageSchema, type ImageOwnerCollection } from '@rms/schema';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { readSingleFile } from '../adapters/multipart';
import { requireStaff } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import type { ImageServiceDeps } from '../services/images/image-actions';
import { deleteOwnerImage, reorderOwnerImages, setOwnerMainImage, updateOwnerImage, uploadOwnerImage } from '../services/images/image-actions';
import { assertOwnerExists } from '../services/images/image-lists';
import { sendData } from './respond';

const OwnerParamsSchema = z.object({ id: IdSchema });
const ImageParamsSchema = z.object({ id: IdSchema, imageId: z.string().trim().min(1).max(300) });

export function imageServiceDeps(deps: AppDeps): ImageServiceDeps {
  return { repos: deps.repos, blobs: deps.blobs, processor: deps.images };
}

/** The upload's file, read only after the caller is known to be an admin and the owner exists. */
export function readImageFile(req: Request) {
  return readSingleFile(req, { maxBytes: MAX_IMAGE_BYTES, fieldName: 'file' });
}

/**
 * The image routes every owner kind shares, mounted under /api/products and /api/projects
 * (before their CRUD routers). Every route is admin-only.
 */
export function ownerImageRoutes(deps: AppDeps, collection: ImageOwnerCollection): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.post('/:id/images', requireStaff, async (req, res) => {
    const { id } = parse(OwnerParamsSchema, req.params, 'Path');
    await assertOwnerExists(deps.repos, collection, id);
    const file = await readImageFile(req);
    sendData(req, res, await uploadOwnerImage(services, req.user!, collection, id, file), 201);
  });

  router.put('/:id/images/main', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(OwnerParamsSchema, req.params, 'Path');
    const { imageId, modified_at } = parse(SetMainImageSchema, req.body);
    sendData(req, res, await setOwnerMainImage(services, req.user!, collection, id, imageId, modified_at));
  });

  router.put('/:id/images/order', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(OwnerParamsSchema, req.params, 'Path');
    const { imageIds, modified_at } = parse(ImageOrderSchema, req.body);
    sendData(req, res, await reorderOwnerImages(services, req.user!, collection, id, imageIds, modified_at));
  });

  router.patch('/:id/images/:imageId', requireStaff, requireJson, async (req, res) => {
    const { id, imageId } = parse(ImageParamsSchema, req.params, 'Path');
    const patch = parse(ImagePatchSchema, req.body);
    sendData(req, res, await updateOwnerImage(services, req.user!, collection, id, imageId, patch));
  });

  router.delete('/:id/images/:imageId', requireStaff, async (req, res) => {
    const { id, imageId } = parse(ImageParamsSchema, req.params, 'Path');
    sendData(req, res, await deleteOwnerImage(services, req.user!, collection, id, imageId));
  });

  return router;
}
