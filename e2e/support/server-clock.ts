import { rm, writeFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { testClockFile } from '../../emulators/stack-process';

/**
 * The local stack's functions answer at the real time plus what this writes (functions/src/test-clock.ts):
 * a file in the stack's temporary data folder, which only the test run can write. The time moves for
 * every request to the stack, so a file that moves it runs with nothing beside it (e2e/serial/).
 */
const file = testClockFile(inject('dataDir'));

/** From now on the functions answer as if it were `at` (ms), advancing with the real time from there. */
export async function setServerTime(at: number): Promise<void> {
  await writeFile(file, String(Math.round(at - Date.now())));
}

/** The functions answer at the real time again. */
export async function resetServerTime(): Promise<void> {
  await rm(file, { force: true });
}
