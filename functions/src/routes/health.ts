import { Router } from 'express';
import type { AppDeps } from '../app';
import { sendLive } from './respond';

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/', async (_req, res) => {
    const started = Date.now();
    try {
      await deps.db.collection('products').limit(1).get();
      sendLive(res, { status: true, message: 'API is healthy', details: [{ service: 'firestore', status: 'healthy', message: `Firestore answered in ${Date.now() - started} ms`, timestamp: new Date().toISOString() }] });
    } catch (e) {
      sendLive(res, { status: false, message: 'API is degraded', details: [{ service: 'firestore', status: 'unhealthy', message: 'Firestore did not answer', details: String(e), timestamp: new Date().toISOString() }] });
    }
  });

  router.get('/environment', (_req, res) => {
    sendLive(res, { environment: deps.config.environment, version: deps.config.version });
  });

  return router;
}
