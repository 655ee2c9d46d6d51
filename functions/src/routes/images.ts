import { isAdmin } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import type { ServiceHealth } from '@rms/schema';
import { requireAdmin } from '../middleware/require-admin';
import { publicHealthCache, sendServiceHealth } from './health-answer';
import { imagesHealth, listImages } from '../services/image-actions';
import { imageServiceDeps } from './owner-image-routes';
import { sendData } from './respond';

/** GET /api/images (admin): every stored image with its owner; GET /api/images/health (public). */
export function imageRoutes(deps: AppDeps): Router {
  const router = Router();
  const services = imageServiceDeps(deps);

  const publicAnswer = publicHealthCache<ServiceHealth>();
  router.get('/health', async (req, res) => {
    const check = () => imagesHealth(services);
    sendServiceHealth(req, res, isAdmin(req.user) ? await check() : await publicAnswer(check));
  });

  router.get('/', requireAdmin, async (req, res) => {
    sendData(req, res, await listImages(services));
  });

  return router;
}
