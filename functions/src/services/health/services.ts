import type { ServiceHealth } from '@rms/schema';
import type { Mailer } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import type { MailDeliveryState } from '../../repositories/mail-log';
import type { ImageFileDeps } from '../images/image-uploads';
import { mailerProbe, runProbe, toServiceHealth } from './system';

/**
 * Each service's own health answer (GET /api/<service>/health): `{status, message, details}`,
 * never a throw. The whole system's check (GET /api/health) is system.ts; both live here.
 */

function errorMessage(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}

/** A service backed by Firestore: healthy with what `read` reports and the time it took, or why Firestore failed. */
async function firestoreServiceHealth(service: string, read: () => Promise<Record<string, unknown>>): Promise<ServiceHealth> {
  const started = Date.now();
  try {
    const details = await read();
    return { status: true, message: `${service} service is healthy`, details: { ...details, latencyMs: Date.now() - started } };
  } catch (e) {
    return { status: false, message: `${service} service cannot reach Firestore`, details: errorMessage(e) };
  }
}

/** GET /api/products/health: the products collection answers, with its size. */
export function productsHealth(repos: Repositories): Promise<ServiceHealth> {
  return firestoreServiceHealth('Products', async () => ({ products: await repos.products.count() }));
}

/** GET /api/projects/health: the projects collection answers, with its size. */
export function projectsHealth(repos: Repositories): Promise<ServiceHealth> {
  return firestoreServiceHealth('Projects', async () => ({ projects: await repos.projects.count() }));
}

/** GET /api/auth/health: the users collection answers; how many admin addresses are configured. */
export function authHealth(repos: Repositories, adminEmailCount: number): Promise<ServiceHealth> {
  return firestoreServiceHealth('Auth', async () => {
    await repos.users.probe();
    return { adminEmailsConfigured: adminEmailCount };
  });
}

/** GET /api/images/health: the blob store answers and sharp can encode a tiny image. */
export async function imagesHealth(deps: ImageFileDeps): Promise<ServiceHealth> {
  const [store, processor] = await Promise.allSettled([deps.blobs.ping(), deps.processor.selfTest()]);
  const describe = (r: PromiseSettledResult<void>) => (r.status === 'fulfilled' ? 'ok' : `failed: ${r.reason instanceof Error ? r.reason.message : String(r.reason)}`);
  const status = store.status === 'fulfilled' && processor.status === 'fulfilled';
  return {
    status,
    message: status ? 'Image storage and processing are healthy' : 'Image service is degraded',
    details: { blobStore: { kind: deps.blobs.kind, result: describe(store) }, processor: { result: describe(processor), threads: deps.processor.concurrency } },
  };
}

/** GET /api/email/health: the mailer's own check, as the system check runs it. */
export async function mailHealth(mailer: Mailer, environment: string, deliveryState?: () => Promise<MailDeliveryState>): Promise<ServiceHealth> {
  return toServiceHealth(await runProbe(mailerProbe(mailer, environment, deliveryState)));
}
