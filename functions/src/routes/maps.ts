import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { savedContent } from '../services/content/content-cache';
import { getMapsKey } from '../services/content/settings';
import { sendData } from './respond';

export function mapsRoutes(deps: AppDeps): Router {
  const router = Router();

  /** A browser key (restricted by referrer in the Cloud console), so it may be public. */
  router.get('/key', async (req, res) => {
    // From the content snapshot when there is one: every page's map asks, and a stalled Firestore must not hold it up.
    if (deps.content) sendData(req, res, { key: (await deps.content.current()).mapsKey }, 200, savedContent(deps.content));
    else sendData(req, res, { key: await getMapsKey(deps.repos, deps.config.mapsApiKey) });
  });

  return router;
}
