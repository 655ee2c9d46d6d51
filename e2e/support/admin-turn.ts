import { mkdir, rm } from 'node:fs/promises';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, inject } from 'vitest';
import '../../test/provided-context';

/**
 * Setup file of the e2e-admin project: its files take turns, one at a time (they share the product
 * tree's order, the dashboard's counts and the Functions emulator's workers; decision 123). The turn
 * is a folder beside the run's data folder, made by the file whose turn it is (mkdir either makes it
 * or fails) and removed after its last test. The project still has two workers, so a file of the
 * e2e-clock project, which mostly waits for a minute to pass, runs beside whichever admin file has
 * the turn (decision 137).
 */
const turn = `${inject('dataDir')}.admin-turn`;
for (;;) {
  try {
    await mkdir(turn);
    break;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    await sleep(100);
  }
}
afterAll(() => rm(turn, { recursive: true, force: true }));
