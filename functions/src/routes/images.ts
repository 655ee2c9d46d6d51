import { Router } from 'express';
import type { AppDeps } from '../app';
import { requireAdmin } from '../middleware/require-admin';
import { imagesHealth, listImages } from '../services/images';
import { imageServiceDeps } from './owner-images';
import { sendData, sendLive } from './respond';

/** GET /api/images (admin): every stored image with its owner; GET /api/images/health (public). */
export function imageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  router.get('/health', async (_req, res) => {
    sendLive(res, await imagesHealth(services));
  });

  router.get('/', requireAdmin, async (req, res) => {
    sendData(req, res, await listImages(services));
  });

  return router;
}
