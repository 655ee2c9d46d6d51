import { describe, expect, it } from 'vitest';
import { OVERALL_HEALTH_TITLES, failedHealthCheck, overallHealth } from './health-status';

const s = (...statuses: ('healthy' | 'degraded' | 'unhealthy' | 'unknown')[]) => statuses.map((status) => ({ status }));

describe('overallHealth', () => {
  it('is loading while the check runs, whatever came before', () => {
    expect(overallHealth(s('unhealthy'), true)).toBe('loading');
    expect(OVERALL_HEALTH_TITLES.loading).toBe('Checking System Status');
  });

  it('is healthy only when every service is healthy', () => {
    expect(overallHealth(s('healthy', 'healthy', 'healthy'), false)).toBe('healthy');
    expect(OVERALL_HEALTH_TITLES.healthy).toBe('All Systems Operational');
  });

  it('is unhealthy as soon as one service is unhealthy', () => {
    expect(overallHealth(s('healthy', 'degraded', 'unhealthy'), false)).toBe('unhealthy');
    expect(OVERALL_HEALTH_TITLES.unhealthy).toBe('System Outage Detected');
  });

  it('is degraded otherwise: a degraded or unknown service, or no answer at all', () => {
    expect(overallHealth(s('healthy', 'degraded'), false)).toBe('degraded');
    expect(overallHealth(s('healthy', 'unknown'), false)).toBe('degraded');
    expect(overallHealth([], false)).toBe('degraded');
    expect(OVERALL_HEALTH_TITLES.degraded).toBe('Partial System Outage');
  });

  it('turns a failed check into an unhealthy result with the error message', () => {
    const result = failedHealthCheck(new Error('Network error during getSystemHealth'), new Date('2026-11-21T10:00:00Z'));
    expect(result).toEqual({ service: 'API', status: 'unhealthy', message: 'Network error during getSystemHealth', timestamp: '2026-11-21T10:00:00.000Z' });
    expect(overallHealth([result], false)).toBe('unhealthy');
  });
});
