import { Router } from 'express';
import { ImageKeyParamsSchema, ImageLibraryQuerySchema, LibraryImagePatchSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireStaff, signedInUser } from '../middleware/require-role';
import { serviceHealthRoute } from './health-answer';
import { imageLibrary } from '../services/images/image-library';
import { editLibraryImage } from '../services/images/image-library-edits';
import { takeDownPicture } from '../services/images/image-takedown';
import { parse, requireJson } from '../middleware/validate';
import { imagesHealth } from '../services/health/services';
import { imageServiceDeps } from './owner-image-routes';
import { sendData } from './respond';

/**
 * GET /api/images (staff): the library of every picture and where it is used; PATCH /api/images/{key}
 * (staff): its alt text and focal point where it is used; POST /api/images/{key}/takedown
 * (admin): a picture taken down for good; GET /api/images/health (public).
 */
export function imageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.get('/health', serviceHealthRoute(() => imagesHealth(services)));

  router.get('/', requireStaff, async (req, res) => {
    sendData(req, res, await imageLibrary(services, parse(ImageLibraryQuerySchema, req.query, 'Query')));
  });

  router.patch('/:key', requireStaff, requireJson, async (req, res) => {
    const { key } = parse(ImageKeyParamsSchema, req.params, 'Path');
    const patch = parse(LibraryImagePatchSchema, req.body);
    sendData(req, res, await editLibraryImage(services, signedInUser(req), key, patch));
  });

  router.post('/:key/takedown', requireAdmin, async (req, res) => {
    const { key } = parse(ImageKeyParamsSchema, req.params, 'Path');
    sendData(req, res, await takeDownPicture(services, signedInUser(req), key));
  });

  return router;
}
