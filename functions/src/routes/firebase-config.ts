import { FirebaseWebConfigSchema } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { sendData } from './respond';

/** GET /api/firebase/: the web SDK config the SPA initialises from (public by nature: it ships in every web app). */
export function firebaseConfigRoutes(deps: AppDeps): Router {
  const router = Router();
  // An optional setting that is set but empty (FIREBASE_AUTH_EMULATOR_HOST="") counts as unset.
  const { apiKey, authDomain, projectId, ...optional } = deps.config.web;
  const set = { apiKey, authDomain, projectId, ...Object.fromEntries(Object.entries(optional).filter(([, v]) => v !== undefined && v !== '')) };
  const config = FirebaseWebConfigSchema.parse(set);

  router.get('/', (req, res) => {
    sendData(req, res, config);
  });

  return router;
}
