import { isAdmin } from '@rms/schema';
import { Router } from 'express';
import type { SystemHealth } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { authProbe, firestoreProbe, imageOptimizerProbe, mailerProbe, storageProbe, systemHealth, type HealthProbe } from '../services/health/system';

import { withDependencyStates } from '../services/health/recent-calls';
import { publicHealthCache, sendSystemHealth } from './health-answer';
import { sendLive } from './respond';

export function healthProbes(deps: AppDeps): HealthProbe[] {
  return [
    firestoreProbe(deps.repos),
    storageProbe(deps.blobs),
    authProbe(deps.verifier),
    mailerProbe(deps.mailer, deps.config.environment, () => deps.repos.mailLog.deliveryState()),
    imageOptimizerProbe(() => deps.images.selfTest()),
  ];
}

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();

  const publicAnswer = publicHealthCache<SystemHealth>();

  // Always 200: the body says what is wrong. A failing or hung dependency is a result, not a 500.
  // Error texts can name buckets, paths and hosts: only administrators see them, checked live.
  router.get('/', async (req, res) => {
    const check = async () => {
      // Reading the content (at most a short wait) brings its status up to date for the answer.
      const [health] = await Promise.all([systemHealth(healthProbes(deps)), deps.content?.current().catch(() => undefined)]);
      return withDependencyStates(health, deps.monitor?.states() ?? [], deps.content?.status());
    };
    sendSystemHealth(req, res, isAdmin(req.user) ? await check() : await publicAnswer(check));
  });

  router.get('/environment', (_req, res) => {
    sendLive(res, { environment: deps.config.environment, version: deps.config.version });
  });

  return router;
}
