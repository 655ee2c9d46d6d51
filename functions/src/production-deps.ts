import type { AppDeps } from './app-deps';
import { CloudBlobStore } from './adapters/cloud-blob-store';
import { adminAuth, firestore, storageBucket } from './adapters/firebase';
import { sharpProcessor, type ImageProcessor } from './adapters/image-processor';
import { LocalBlobStore } from './adapters/local-blob-store';
import { outboxMailer, sendgridMailer, unconfiguredMailer } from './adapters/mail';
import type { Mailer } from './adapters/mailer';
import { loadConfig, type AppConfig } from './config';
import { repositoriesFor } from './repositories';
import { ContentCache } from './services/content/content-cache';
import { onImageStored } from './services/images/image-variants';
import { firestoreRoles } from './services/access/roles';
import { guardDeps, guardRepositories } from './dependency-deadlines';
import { DependencyMonitor } from './dependency-monitor';
import { appClock } from './test-clock';

/** The production wiring of every dependency, from the environment, each call with a deadline (dependency-deadlines.ts). */
export function defaultDeps(config: AppConfig = loadConfig()): AppDeps {
  const raw = repositoriesFor(firestore(config));
  const images = sharpProcessor;
  const blobs = config.blobDir ? localBlobStore(config.blobDir, images) : new CloudBlobStore(storageBucket(config));
  const monitor = new DependencyMonitor();
  const deps: AppDeps = guardDeps({ config, repos: raw, monitor, verifier: adminAuth(config), accounts: adminAuth(config), roles: firestoreRoles(guardRepositories(raw, monitor)), blobs, mailer: mailerFor(config), images });
  const clock = appClock(config.testClockFile);
  // The snapshot reads through the guarded repositories, so System Status sees its calls too.
  deps.content = new ContentCache(deps.repos, { mapsKeyFallback: config.mapsApiKey, ...(clock ? { clock: () => clock().getTime() } : {}) });
  if (clock) deps.clock = clock;
  return deps;
}

/**
 * The outbox folder only when the local stack's config names one; else SendGrid with its key;
 * with neither, a mailer that refuses with the reason (health unhealthy, messages wait for the retry).
 */
export function mailerFor(config: AppConfig): Mailer {
  if (config.outboxDir) return outboxMailer(config.outboxDir, config.outboxEvents);
  if (config.sendgridApiKey) return sendgridMailer(config.sendgridApiKey);
  return unconfiguredMailer();
}

/**
 * The offline stack's bucket. Its onPut hook stands in for the Storage trigger: it runs the same
 * variant handler, in the background as the real trigger would, so an upload does not wait for it.
 */
function localBlobStore(dir: string, images: ImageProcessor): LocalBlobStore {
  const store: LocalBlobStore = new LocalBlobStore(dir, (path) => {
    onImageStored(store, images, path).catch((e: unknown) => console.warn(`[images] variant hook failed for ${path}: ${String(e)}`));
    return Promise.resolve();
  });
  return store;
}
