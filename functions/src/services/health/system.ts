import type { HealthCheckResult, ServiceHealth, ServiceStatus, SystemHealth } from '@rms/schema';
import type { BlobStore } from '../../adapters/blob-store';
import type { Mailer } from '../../adapters/mailer';
import type { Repositories } from '../../repositories';
import type { MailDeliveryState } from '../../repositories/mail-log';
import type { TokenVerifier } from '../access/users';
import { TimeoutError, withTimeout } from '../../deadline';

/** A dependency that does not answer within this time is reported unhealthy instead of hanging the check. */
export const HEALTH_CHECK_TIMEOUT_MS = 3000;
/** Answers slower than this are reported degraded. */
export const SLOW_ANSWER_MS = 1500;

/** What a probe reports when it does not throw; throwing means unhealthy. */
export interface ProbeOutcome {
  status?: Exclude<ServiceStatus, 'unhealthy'>;
  message: string;
}

export interface HealthProbe {
  service: string;
  check: () => Promise<ProbeOutcome>;
}

export { TimeoutError, withTimeout } from '../../deadline';

function errorText(e: unknown): string {
  if (e instanceof Error) return e.message || e.name;
  return String(e);
}

/** Runs one probe with a timeout; a throw or a timeout becomes an unhealthy result, never an exception. */
export async function runProbe(probe: HealthProbe, timeoutMs = HEALTH_CHECK_TIMEOUT_MS, now = () => new Date()): Promise<HealthCheckResult> {
  try {
    const outcome = await withTimeout(Promise.resolve().then(probe.check), timeoutMs);
    return { service: probe.service, status: outcome.status ?? 'healthy', message: outcome.message, timestamp: now().toISOString() };
  } catch (e) {
    const timedOut = e instanceof TimeoutError;
    return {
      service: probe.service,
      status: 'unhealthy',
      message: timedOut ? `${probe.service} did not answer in time` : `${probe.service} check failed`,
      details: errorText(e),
      timestamp: now().toISOString(),
    };
  }
}

/** Overall status is true only when every service is healthy. */
export function summarize(details: HealthCheckResult[]): SystemHealth {
  const notHealthy = details.filter((d) => d.status !== 'healthy');
  if (notHealthy.length === 0) return { status: true, message: 'All systems operational', details };
  const list = notHealthy.map((d) => `${d.service} ${d.status}`).join(', ');
  return { status: false, message: `Some services are not healthy: ${list}`, details };
}

/** Every probe in parallel; the whole check takes at most about one timeout. */
export async function systemHealth(probes: HealthProbe[], timeoutMs = HEALTH_CHECK_TIMEOUT_MS): Promise<SystemHealth> {
  return summarize(await Promise.all(probes.map((p) => runProbe(p, timeoutMs))));
}

/** The per-service health answer (GET /api/<service>/health): `{status: boolean, message, details}`; the error text only when `withError`. */
export function toServiceHealth(result: HealthCheckResult, withError = true): ServiceHealth {
  return {
    status: result.status === 'healthy',
    message: result.message,
    details: { service: result.service, status: result.status, timestamp: result.timestamp, ...(withError && result.details ? { error: result.details } : {}) },
  };
}

async function timed<T>(work: () => Promise<T>): Promise<number> {
  const started = Date.now();
  await work();
  return Date.now() - started;
}

export function firestoreProbe(repos: Repositories): HealthProbe {
  return {
    service: 'firestore',
    async check() {
      const ms = await timed(() => repos.products.probe());
      return { status: ms > SLOW_ANSWER_MS ? 'degraded' : 'healthy', message: `Firestore answered in ${ms} ms` };
    },
  };
}

export function storageProbe(blobs: BlobStore): HealthProbe {
  return {
    service: 'storage',
    async check() {
      const ms = await timed(() => blobs.ping());
      return { status: ms > SLOW_ANSWER_MS ? 'degraded' : 'healthy', message: `Storage (${blobs.kind}) answered in ${ms} ms` };
    },
  };
}

interface UserLookup {
  getUser(uid: string): Promise<unknown>;
}

function canLookUpUsers(v: unknown): v is UserLookup {
  return typeof (v as Partial<UserLookup> | null)?.getUser === 'function';
}

/**
 * Auth reachability. Verifying a made-up token proves nothing (the Admin SDK rejects it locally,
 * without a network call), so this asks the Auth service for a user that does not exist:
 * "user not found" is a real answer from a reachable service; anything else is a failure.
 */
export function authProbe(verifier: TokenVerifier): HealthProbe {
  return {
    service: 'auth',
    async check() {
      if (!canLookUpUsers(verifier)) return { status: 'unknown', message: 'The token verifier offers no way to reach the Auth service' };
      const started = Date.now();
      try {
        await verifier.getUser('rms-health-probe');
      } catch (e) {
        if ((e as { code?: string }).code !== 'auth/user-not-found') throw e;
      }
      return { message: `Auth answered in ${Date.now() - started} ms` };
    },
  };
}

/**
 * Why mail counts as degraded from what SendGrid reported (decision 133): the last notification
 * failure, until a notification is delivered in a later second; null when nothing is wrong.
 */
export function undeliveredReason(state: MailDeliveryState): string | null {
  const failure = state.lastFailure;
  if (!failure) return null;
  // SendGrid's times are whole seconds: a delivery in the same second as the failure may be the older one.
  if (state.lastDeliveredAt && state.lastDeliveredAt > failure.at) return null;
  return `The notification of enquiry ${failure.enquiryId} was not delivered (${failure.event} at ${failure.at}): ${failure.reason}`;
}

export function mailerProbe(mailer: Mailer, environment: string, deliveryState?: () => Promise<MailDeliveryState>): HealthProbe {
  return {
    service: 'mailer',
    async check() {
      await mailer.check();
      // The outbox is the local stack's; in production it would mean mail goes nowhere.
      if (mailer.kind === 'outbox' && environment === 'production') throw new Error('Mail is written to an outbox folder (RMS_OUTBOX_DIR) instead of being sent');
      // Firestore's own row reports Firestore: a failed or slow read here says nothing about mail.
      const state = deliveryState ? await withTimeout(deliveryState(), SLOW_ANSWER_MS).catch(() => null) : null;
      const undelivered = state ? undeliveredReason(state) : null;
      if (undelivered) return { status: 'degraded', message: undelivered };
      return { message: mailer.kind === 'sendgrid' ? 'SendGrid is configured' : 'Mail is written to the local outbox folder' };
    },
  };
}

/** The image optimizer: `encodeProbe` must encode a tiny image and throw when it cannot. */
export function imageOptimizerProbe(encodeProbe?: () => Promise<unknown>): HealthProbe {
  return {
    service: 'image-optimizer',
    async check() {
      if (!encodeProbe) return { status: 'unknown', message: 'No image optimizer probe is wired in' };
      const ms = await timed(encodeProbe);
      return { message: `Image optimizer encoded a test image in ${ms} ms` };
    },
  };
}
