/**
 * The scheduled functions of the built bundle, found by their `__endpoint.scheduleTrigger`, with the
 * time limit and retries their endpoint declares.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from '../stack-config';

export const FUNCTIONS_DIR = resolve(ROOT, 'functions');
export const FUNCTIONS_BUNDLE = resolve(FUNCTIONS_DIR, 'dist/index.js');

export interface RetryPolicy {
  /** Retries after a failed run (Cloud Scheduler's retryCount; 0: none). */
  count: number;
  minBackoffMs: number;
  maxBackoffMs: number;
  maxDoublings: number;
}

export interface ScheduledJob {
  /** The exported function's name: what `npm run job -- <name>` takes. */
  name: string;
  schedule: string;
  timeZone: string;
  /** The function's own timeoutSeconds; a run still going then is killed. */
  timeLimitMs: number;
  retry: RetryPolicy;
  /** Secrets the function declares: only these come from functions/.secret.local, as in the emulator. */
  secrets: string[];
  /** The Cloud Scheduler job's name firebase-tools deploys (the event's jobName). */
  schedulerJobName: string;
}

/** When a function sets no timeoutSeconds: the longest an event-driven function may run. */
export const DEFAULT_TIME_LIMIT_S = 540;
/** Cloud Scheduler's defaults for what a retryConfig leaves out. */
const RETRY_DEFAULTS = { minBackoffSeconds: 5, maxBackoffSeconds: 3600, maxDoublings: 5 };

const record = (v: unknown): Record<string, unknown> | undefined => (v !== null && (typeof v === 'object' || typeof v === 'function') ? (v as Record<string, unknown>) : undefined);
const numberOr = (v: unknown, fallback: number) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : fallback);

/**
 * Every export that firebase-functions made a scheduled function (`onSchedule` puts
 * `scheduleTrigger` into its `__endpoint`, as the deploy reads it), sorted by name. Nothing is
 * named here: a new job in functions/src is picked up by the next start.
 */
export function discoverJobs(exports: Record<string, unknown>): ScheduledJob[] {
  const jobs: ScheduledJob[] = [];
  for (const [name, value] of Object.entries(exports)) {
    const endpoint = record(record(value)?.__endpoint);
    const trigger = record(endpoint?.scheduleTrigger);
    if (!endpoint || !trigger) continue;
    const retry = record(trigger.retryConfig) ?? {};
    const region = Array.isArray(endpoint.region) && typeof endpoint.region[0] === 'string' ? endpoint.region[0] : undefined;
    jobs.push({
      name,
      schedule: typeof trigger.schedule === 'string' ? trigger.schedule : JSON.stringify(trigger.schedule),
      timeZone: typeof trigger.timeZone === 'string' && trigger.timeZone ? trigger.timeZone : 'UTC',
      timeLimitMs: (typeof endpoint.timeoutSeconds === 'number' && endpoint.timeoutSeconds > 0 ? endpoint.timeoutSeconds : DEFAULT_TIME_LIMIT_S) * 1000,
      retry: {
        count: numberOr(retry.retryCount, 0),
        minBackoffMs: numberOr(retry.minBackoffSeconds, RETRY_DEFAULTS.minBackoffSeconds) * 1000,
        maxBackoffMs: numberOr(retry.maxBackoffSeconds, RETRY_DEFAULTS.maxBackoffSeconds) * 1000,
        maxDoublings: numberOr(retry.maxDoublings, RETRY_DEFAULTS.maxDoublings),
      },
      secrets: Array.isArray(endpoint.secretEnvironmentVariables)
        ? endpoint.secretEnvironmentVariables.map((s) => record(s)?.key).filter((k): k is string => typeof k === 'string')
        : [],
      schedulerJobName: `firebase-schedule-${name}${region ? `-${region}` : ''}`,
    });
  }
  return jobs.sort((a, b) => a.name.localeCompare(b.name));
}

/** The wait before retry number `attempt` (1-based): doubling from the minimum, capped. */
export function backoffMs(retry: RetryPolicy, attempt: number): number {
  return Math.min(retry.minBackoffMs * 2 ** Math.min(attempt - 1, retry.maxDoublings), retry.maxBackoffMs);
}

// The bundle is loaded in a child too: importing it needs the project's environment (the Storage
// trigger asks for FIREBASE_CONFIG at import), which must not leak into the launcher's own.
const MARKER = '@@rms-job-exports@@';
const LIST_EXPORTS = `
const mod = await import(process.argv[1]);
const out = {};
for (const [name, value] of Object.entries(mod)) if (value && value.__endpoint) out[name] = { __endpoint: value.__endpoint };
process.stdout.write('\\n${MARKER}' + JSON.stringify(out) + '\\n');
process.exit(0);
`;

/** The scheduled functions of `bundle`, loaded in a child process with `env`. */
export async function listJobs(bundle: string, env: NodeJS.ProcessEnv): Promise<ScheduledJob[]> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', LIST_EXPORTS, pathToFileURL(bundle).href], { cwd: FUNCTIONS_DIR, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stdout.setEncoding('utf8').on('data', (c: string) => (out += c));
  child.stderr.setEncoding('utf8').on('data', (c: string) => (err += c));
  const code = await new Promise<number | null>((res, rej) => child.once('error', rej).once('close', res));
  const line = out.split('\n').find((l) => l.startsWith(MARKER));
  if (code !== 0 || !line) throw new Error(`Could not load ${bundle} (exit code ${code}):\n${err.trim().slice(-3000)}`);
  return discoverJobs(JSON.parse(line.slice(MARKER.length)) as Record<string, unknown>);
}
