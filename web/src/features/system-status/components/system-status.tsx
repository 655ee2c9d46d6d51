import type { HealthCheckResult } from '@rms/schema';
import clsx from 'clsx';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSystemHealth } from '../api/get-system-health';
import { OVERALL_HEALTH_TITLES, failedHealthCheck, overallHealth, type OverallHealth } from '../lib/health-status';

/** Auto-refresh every 10 s (off by default); manual refresh locked for 1 s. */
export const AUTO_REFRESH_SECONDS = 10;
export const MANUAL_REFRESH_LOCK_MS = 1000;

const OVERALL_STYLE: Record<OverallHealth, string> = {
  loading: 'border-slate-300 bg-slate-50 text-slate-800',
  healthy: 'border-green-300 bg-green-50 text-green-900',
  degraded: 'border-amber-300 bg-amber-50 text-amber-900',
  unhealthy: 'border-red-300 bg-red-50 text-red-900',
};

const STATUS_STYLE: Record<HealthCheckResult['status'], string> = {
  healthy: 'bg-green-100 text-green-900',
  degraded: 'bg-amber-100 text-amber-900',
  unhealthy: 'bg-red-100 text-red-900',
  unknown: 'bg-slate-200 text-slate-800',
};

/** Counts down from 10 each second while on and calls `onElapsed` at zero (then starts over). */
function useCountdown(enabled: boolean, onElapsed: () => void) {
  const [remaining, setRemaining] = useState(AUTO_REFRESH_SECONDS);
  const current = useRef(AUTO_REFRESH_SECONDS);
  const elapsed = useRef(onElapsed);
  useEffect(() => {
    elapsed.current = onElapsed;
  });
  useEffect(() => {
    if (!enabled) return;
    const timer = setInterval(() => {
      if (current.current <= 1) {
        current.current = AUTO_REFRESH_SECONDS;
        elapsed.current();
      } else {
        current.current -= 1;
      }
      setRemaining(current.current);
    }, 1000);
    return () => clearInterval(timer);
  }, [enabled]);
  const reset = useCallback(() => {
    current.current = AUTO_REFRESH_SECONDS;
    setRemaining(AUTO_REFRESH_SECONDS);
  }, []);
  return [remaining, reset] as const;
}

/** The health query read as results (a failed check is an unhealthy result too) and the overall status. */
function useHealthReading() {
  const query = useSystemHealth();
  const { data, error, isPending } = query;
  const results = error && !data ? [failedHealthCheck(error)] : data?.details;
  return { ...query, results, overall: overallHealth(results, isPending && !error) };
}

function OverallHealthBox({ overall }: { overall: OverallHealth }) {
  return (
    <div role="status" className={clsx('mt-4 rounded-lg border px-4 py-3 font-semibold', OVERALL_STYLE[overall])} data-overall={overall}>
      {OVERALL_HEALTH_TITLES[overall]}
    </div>
  );
}

/** The System Status screen's panel: overall title, one row per service, refresh controls. */
export function SystemStatus() {
  const { results, overall, isFetching, refetch, dataUpdatedAt } = useHealthReading();
  const [autoRefresh, setAutoRefresh] = useState(false);
  const [locked, setLocked] = useState(false);
  const [remaining, resetCountdown] = useCountdown(autoRefresh, () => void refetch());

  const refreshNow = () => {
    void refetch();
    resetCountdown();
    setLocked(true);
    setTimeout(() => setLocked(false), MANUAL_REFRESH_LOCK_MS);
  };

  return (
    <section aria-labelledby="system-status-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="system-status-heading" className="text-lg font-semibold text-navy-950">
          System Status
        </h2>
        <div className="flex flex-wrap items-center gap-3 text-sm">
          <label className="flex items-center gap-2">
            <input
              type="checkbox"
              checked={autoRefresh}
              onChange={(e) => {
                setAutoRefresh(e.target.checked);
                resetCountdown();
              }}
              className="h-4 w-4 accent-accent-600"
            />
            Auto-refresh
          </label>
          {autoRefresh && (
            <span className="text-slate-600 tabular-nums" aria-live="off">
              Next refresh in {remaining}s
            </span>
          )}
          <button type="button" onClick={refreshNow} disabled={locked || isFetching} className="btn-secondary px-3 py-1.5">
            Refresh
          </button>
        </div>
      </div>

      <OverallHealthBox overall={overall} />

      {results && (
        <ul className="mt-4 divide-y divide-sand-200" aria-label="Services">
          {results.map((r) => (
            <li key={r.service} className="flex flex-wrap items-start justify-between gap-2 py-3">
              <div className="min-w-0">
                <p className="font-medium text-navy-950">{r.service}</p>
                <p className="text-sm text-slate-700">{r.message}</p>
                {r.details && <p className="mt-1 text-xs break-all text-red-800">{r.details}</p>}
              </div>
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[r.status])}>{r.status}</span>
            </li>
          ))}
        </ul>
      )}
      {dataUpdatedAt > 0 && <p className="mt-3 text-xs text-slate-500">Last checked {new Date(dataUpdatedAt).toLocaleTimeString('en-GB')}</p>}
    </section>
  );
}

/**
 * System Status at a glance, for the dashboard: the overall title and the services that are not
 * healthy, with a link to the full panel.
 */
export function SystemStatusSummary() {
  const { results, overall } = useHealthReading();
  const failing = (results ?? []).filter((r) => r.status !== 'healthy');
  return (
    <section aria-labelledby="system-status-summary-heading" className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="system-status-summary-heading" className="text-lg font-semibold text-navy-950">
          System Status
        </h2>
        <Link to={paths.adminSystemStatus} className="text-sm font-medium text-accent-700 hover:underline">
          Se alle tjenester
        </Link>
      </div>
      <OverallHealthBox overall={overall} />
      {failing.length > 0 && (
        <ul aria-label="Services with problems" className="mt-3 space-y-1 text-sm">
          {failing.map((r) => (
            <li key={r.service} className="flex flex-wrap items-baseline justify-between gap-x-3 break-words">
              <span className="font-medium text-navy-950">{r.service}</span>
              <span className={clsx('rounded-full px-2.5 py-0.5 text-xs font-semibold', STATUS_STYLE[r.status])}>{r.status}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
