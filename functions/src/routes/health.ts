import { Router, type Request } from 'express';
import { isAdmin, type SystemHealth } from '@rms/schema';
import type { AppDeps } from '../app';
import { sharpProcessor, type ImageProcessor } from '../adapters/image-processor';
import { authProbe, firestoreProbe, imageOptimizerProbe, mailerProbe, storageProbe, systemHealth, type HealthProbe } from '../services/health';
import { sendLive } from './respond';

/** The image optimizer's self-test: the injected processor's when the deps carry one, else sharp's. */
function imageSelfTest(deps: AppDeps): () => Promise<void> {
  const injected = (deps as { images?: Partial<ImageProcessor> }).images;
  const selfTest = injected?.selfTest;
  return selfTest ? () => selfTest.call(injected) : () => sharpProcessor.selfTest();
}

export function healthProbes(deps: AppDeps): HealthProbe[] {
  return [
    firestoreProbe(deps.db),
    storageProbe(deps.blobs),
    authProbe(deps.verifier),
    mailerProbe(deps.mailer, deps.config.environment),
    imageOptimizerProbe(imageSelfTest(deps)),
  ];
}

/** Error texts can name buckets, paths and hosts: only administrators see them. */
export function forAudience(req: Request, health: SystemHealth): SystemHealth {
  if (isAdmin(req.user)) return health;
  return { ...health, details: health.details.map(({ details: _hidden, ...rest }) => rest) };
}

export function healthRoutes(deps: AppDeps): Router {
  const router = Router();

  // Always 200: the body says what is wrong. A failing or hung dependency is a result, not a 500.
  router.get('/', async (req, res) => {
    sendLive(res, forAudience(req, await systemHealth(healthProbes(deps))));
  });

  router.get('/environment', (_req, res) => {
    sendLive(res, { environment: deps.config.environment, version: deps.config.version });
  });

  return router;
}
