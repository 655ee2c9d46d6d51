import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireStaff } from '../middleware/require-admin';
import { serviceHealthRoute } from './health-answer';
import { listImages } from '../services/images/image-actions';
import { imagesHealth } from '../services/health/services';
import { imageServiceDeps } from './owner-image-routes';
import { sendData } from './respond';

/** GET /api/images (admin): every stored image with its owner; GET /api/images/health (public). */
export function imageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.get('/health', serviceHealthRoute(() => imagesHealth(services)));

  router.get('/', requireStaff, async (req, res) => {
    sendData(req, res, await listImages(services));
  });

  return router;
}
