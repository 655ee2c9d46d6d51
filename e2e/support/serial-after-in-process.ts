import { inProcessRunning, waitForInProcessRun } from '../../test/in-process-mark';

// The serial files' setup: they start once `npm test`'s unit, web and API run beside them is over.
if (inProcessRunning()) {
  const waited = await waitForInProcessRun();
  process.stdout.write(`[e2e-serial] waited ${Math.round(waited / 1000)} s for the unit, web and API tests to finish\n`);
}
