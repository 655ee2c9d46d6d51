import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { processAlive } from '../emulators/processes';

/**
 * `npm test` runs the unit, web and API files beside the browser tests (decision 141). The serial
 * browser files (restore a backup, stall Firestore, count the day's visitors) are timed and counted
 * on a quiet stack, so they wait until the in-process run is over. The API project's global setup
 * leaves this mark, holding its process id, for as long as that run lasts.
 */
export const IN_PROCESS_MARK = resolve(import.meta.dirname, '../test-results/in-process.running');

/** Leaves the mark with this process's id; answers what removes it. */
export function markInProcessRun(file = IN_PROCESS_MARK): () => void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}

/** The in-process run's global setup: the mark while it runs, gone when it ends. */
export default function setup() {
  return markInProcessRun();
}

/** Whether a run holds the mark: the file is there and names a live process (a killed run's is stale). */
export function inProcessRunning(file = IN_PROCESS_MARK): boolean {
  if (!existsSync(file)) return false;
  const pid = Number(readFileSync(file, 'utf8'));
  return Number.isInteger(pid) && pid > 0 && processAlive(pid);
}

/**
 * Waits while an in-process run holds the mark, at most `limitMs`; answers how long it waited. Past
 * the limit it goes on (the serial files then run beside it, as they would without the mark).
 */
export async function waitForInProcessRun(options: { file?: string; limitMs?: number; pollMs?: number } = {}): Promise<number> {
  const { file = IN_PROCESS_MARK, limitMs = 300_000, pollMs = 1_000 } = options;
  const start = Date.now();
  while (inProcessRunning(file) && Date.now() - start < limitMs) await sleep(pollMs);
  return Date.now() - start;
}
