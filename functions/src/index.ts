import { setGlobalOptions } from 'firebase-functions/v2';
import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './app';
import { REGION, SENDGRID_API_KEY } from './config';
import { defaultDeps } from './deps';

setGlobalOptions({ region: REGION, maxInstances: 10 });

let app: ReturnType<typeof createApp> | undefined;

/** The whole API, /raw and /optimize; built on first request so cold starts stay short. */
export const api = onRequest({ memory: '1GiB', timeoutSeconds: 120, concurrency: 40, secrets: [SENDGRID_API_KEY] }, (req, res) => {
  app ??= createApp(defaultDeps());
  return app(req, res);
});

export { nightlyBackup } from './triggers/nightly-backup';
export { mailRetry } from './triggers/mail-retry';
export { imageVariants } from './triggers/image-variants';
