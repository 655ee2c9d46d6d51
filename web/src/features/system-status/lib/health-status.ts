import type { HealthCheckResult } from '@rms/schema';

/** Overall health: loading; healthy (all healthy); unhealthy (any unhealthy); otherwise degraded. */
export type OverallHealth = 'loading' | 'healthy' | 'degraded' | 'unhealthy';

export const OVERALL_HEALTH_TITLES: Record<OverallHealth, string> = {
  loading: 'Checking System Status',
  healthy: 'All Systems Operational',
  degraded: 'Partial System Outage',
  unhealthy: 'System Outage Detected',
};

export function overallHealth(results: readonly Pick<HealthCheckResult, 'status'>[] | undefined, loading: boolean): OverallHealth {
  if (loading) return 'loading';
  if (!results || results.length === 0) return 'degraded';
  if (results.every((r) => r.status === 'healthy')) return 'healthy';
  if (results.some((r) => r.status === 'unhealthy')) return 'unhealthy';
  return 'degraded';
}

/** A failed health check is a result too: unhealthy, with the error's message. */
export function failedHealthCheck(error: unknown, now: Date = new Date()): HealthCheckResult {
  return {
    service: 'API',
    status: 'unhealthy',
    message: error instanceof Error ? error.message : 'Health check failed',
    timestamp: now.toISOString(),
  };
}
