import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { getMapsKey } from '../services/settings';
import { sendData } from './respond';

export function mapsRoutes(deps: AppDeps): Router {
  const router = Router();

  /** A browser key (restricted by referrer in the Cloud console), so it may be public. */
  router.get('/key', async (req, res) => {
    sendData(req, res, { key: await getMapsKey(deps.repos, deps.config.mapsApiKey) });
  });

  return router;
}
