import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { TEST_CHROMIUM_FLAGS, requireTestBrowser } from '../../test/chromium';
import { startStackOnFreePorts } from '../../emulators/stack-process';
import { adminAccount, saveSignedInSession } from './auth';
import '../../test/provided-context';

interface Shared {
  provided: Promise<Record<string, unknown>>;
  users: number;
  stop: () => Promise<void>;
}

/** The three e2e projects (e2e, e2e-admin, e2e-serial) each load this file; the first starts, the last stops. */
const KEY = Symbol.for('rms.e2e.stack');
const shared = globalThis as unknown as Record<typeof KEY, Shared | undefined>;

async function start(): Promise<{ provided: Record<string, unknown>; stop: () => Promise<void> }> {
  // Found first: with no browser the run stops at once with the one line saying what to run.
  const browser = await chromium.launchServer({ executablePath: requireTestBrowser(), headless: true, args: TEST_CHROMIUM_FLAGS });
  // Behind the local emulators every browser context is one client to the server, so the parallel
  // workers' visitors would share one visitor's allowance of enquiries and visit beacons; the limits
  // themselves are proved by the API tests (enquiry-form and stats).
  // Four Functions workers at most: the parallel files kept 13 to 15 alive, each a cold start that
  // builds its own content snapshot, for no gain on a 2-core machine (decision 142). The test clock lets
  // a file move the functions' time to a scheduled minute instead of waiting for it (e2e/support/server-clock.ts).
  const stack = await startStackOnFreePorts('demo-rms-e2e', { jobs: false, rateLimitScale: 50, functionsWorkers: 4, testClock: true, log: (line) => process.stdout.write(`[e2e] ${line}\n`) }).catch(async (e: unknown) => {
    await browser.close();
    throw e;
  });
  const stop = async () => {
    await browser.close();
    await stack.stop();
  };
  try {
    // The admin signs in through the popup once; every admin test file starts from what that saved.
    const connection = await chromium.connect(browser.wsEndpoint());
    const adminSession = await saveSignedInSession(connection, adminAccount, stack.baseURL).finally(() => connection.close());
    const provided = {
      browserEndpoint: browser.wsEndpoint(),
      baseURL: stack.baseURL,
      dataDir: stack.paths.dataDir,
      authHost: stack.authHost,
      firestoreHost: stack.firestoreHost,
      stackPid: stack.pid,
      adminSession,
    };
    return { provided, stop };
  } catch (e) {
    await stop();
    throw e;
  }
}

/**
 * The full local stack (`npm start` itself, without the build: `npm run test:e2e` builds first)
 * on free ports with a fresh data folder, so browser tests never touch emulators/data/; one
 * Chromium every file connects to; and the admin's saved sign-in. One of each for the whole run,
 * whichever of the e2e projects run.
 */
export default async function setup(project: TestProject) {
  let entry = shared[KEY];
  if (!entry) {
    const started = start();
    entry = shared[KEY] = { provided: started.then((s) => s.provided), users: 0, stop: async () => (await started).stop() };
  }
  entry.users++;
  const provided = await entry.provided;
  for (const [key, value] of Object.entries(provided)) project.provide(key as 'baseURL', value as string);
  return async () => {
    if (--entry.users > 0) return;
    shared[KEY] = undefined;
    await entry.stop();
  };
}
