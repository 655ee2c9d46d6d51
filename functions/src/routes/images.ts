import { Router } from 'express';
import { ImageKeyParamsSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../middleware/require-admin';
import { serviceHealthRoute } from './health-answer';
import { listImages } from '../services/images/image-actions';
import { takeDownPicture } from '../services/images/image-takedown';
import { parse } from '../middleware/validate';
import { signedInUser } from '../middleware/require-admin';
import { imagesHealth } from '../services/health/services';
import { imageServiceDeps } from './owner-image-routes';
import { sendData } from './respond';

/**
 * GET /api/images (staff): every stored image with its owner; POST /api/images/{key}/takedown
 * (admin): a picture taken down for good; GET /api/images/health (public).
 */
export function imageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.get('/health', serviceHealthRoute(() => imagesHealth(services)));

  router.get('/', requireAdmin, async (req, res) => {
    sendData(req, res, await listImages(services));
  });

  router.post('/:key/takedown', requireAdmin, async (req, res) => {
    const { key } = parse(ImageKeyParamsSchema, req.params, 'Path');
    sendData(req, res, await takeDownPicture(services, signedInUser(req), key));
  });

  return router;
}
