import type { HealthCheckResult, SystemHealth } from '@rms/schema';
import type { Dependency, DependencyState } from '../../dependency-monitor';
import type { ContentStatus } from '../content/content-cache';
import { summarize } from './system';

/** The System Status row each dependency's calls belong to (the probes' service names). */
const SERVICE_OF: Record<Dependency, string> = { firestore: 'firestore', storage: 'storage', mail: 'mailer', auth: 'auth' };

const clock = (iso: string) => new Date(iso).toLocaleTimeString('en-GB', { timeZone: 'Europe/Oslo' });

function describe(state: DependencyState): string {
  const trouble = state.status === 'unhealthy' ? 'failing' : 'slow';
  return `Last call by the site took ${state.lastLatencyMs} ms; ${trouble} since ${state.since ? clock(state.since) : clock(state.lastCallAt)}${state.lastError ? ` (${state.lastError})` : ''}`;
}

const RANK: Record<HealthCheckResult['status'], number> = { healthy: 0, unknown: 1, degraded: 2, unhealthy: 3 };

/**
 * What the live probes found, told together with what the site's own calls met lately:
 * a probe that happened to pass while real calls time out still shows the dependency as degraded,
 * with its last latency and since when. A row for the public content says whether visitors are
 * being served the saved snapshot.
 */
export function withDependencyStates(health: SystemHealth, states: DependencyState[], content: ContentStatus | undefined, now = () => new Date()): SystemHealth {
  const details = health.details.map((result) => {
    const state = states.find((s) => SERVICE_OF[s.dependency] === result.service);
    if (!state || state.status === 'healthy') return result;
    const status = RANK[result.status] >= RANK.degraded ? result.status : 'degraded';
    return { ...result, status, message: `${result.message}. ${describe(state)}` };
  });
  if (content) details.push(contentRow(content, now()));
  return summarize(details);
}

function contentRow(content: ContentStatus, at: Date): HealthCheckResult {
  const timestamp = at.toISOString();
  if (!content.servingSaved) return { service: 'content', status: 'healthy', message: 'Visitors get the current content', timestamp };
  const built = content.snapshotBuiltAt ? ` (saved ${clock(content.snapshotBuiltAt)})` : '';
  return {
    service: 'content',
    status: 'degraded',
    message: `Visitors are being served the saved content${built} since ${content.since ? clock(content.since) : 'now'}: Firestore is slow or failing`,
    ...(content.lastError ? { details: content.lastError } : {}),
    timestamp,
  };
}
