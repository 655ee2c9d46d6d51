import { Router } from 'express';
import { IdSchema, StartedFromQuerySchema } from '@rms/schema';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../middleware/require-role';
import { parse } from '../middleware/validate';
import { deleteCategoryImage, uploadCategoryImage } from '../services/images/image-actions';
import { assertCategoryExists } from '../services/images/image-lists';
import { imageServiceDeps, ownerImageRoutes, readImageFile } from './owner-image-routes';
import { sendData } from './respond';

const CategoryParamsSchema = z.object({ id: IdSchema });

/** /api/products/{id}/images/... and the category image /api/products/categories/{id}/image. */
export function productImageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.post('/categories/:id/image', requireStaff, async (req, res) => {
    const { id } = parse(CategoryParamsSchema, req.params, 'Path');
    await assertCategoryExists(deps.repos, id);
    const file = await readImageFile(req);
    // The multipart field `modified_at`: the category's value the admin started from (409 when stale).
    parse(StartedFromQuerySchema, file.fields, 'Body');
    sendData(req, res, await uploadCategoryImage(services, req.user!, id, file), 201);
  });

  router.delete('/categories/:id/image', requireStaff, async (req, res) => {
    const { id } = parse(CategoryParamsSchema, req.params, 'Path');
    const { modified_at } = parse(StartedFromQuerySchema, req.query, 'Query');
    sendData(req, res, await deleteCategoryImage(services, req.user!, id, modified_at));
  });

  router.use(ownerImageRoutes(deps, 'products'));
  return router;
}
