import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_FLAGS, requireChromium } from '../../test/chromium';
import { startStackOnFreePorts } from '../../emulators/stack-process';
import '../../test/provided-context';

/**
 * The full local stack (`npm start` itself, without the build: `npm run test:e2e` builds first)
 * on free ports with a fresh data folder, so browser tests never touch emulators/data/, and one
 * Chromium every file connects to.
 */
export default async function setup(project: TestProject) {
  // Found first: with no browser the run stops at once with the one line saying what to run.
  const browser = await chromium.launchServer({ executablePath: requireChromium(), headless: true, args: CHROMIUM_FLAGS });
  project.provide('browserEndpoint', browser.wsEndpoint());
  const stack = await startStackOnFreePorts('demo-rms-e2e', { jobs: false }).catch(async (e: unknown) => {
    await browser.close();
    throw e;
  });
  project.provide('baseURL', stack.baseURL);
  project.provide('dataDir', stack.paths.dataDir);
  project.provide('authHost', stack.authHost);
  project.provide('firestoreHost', stack.firestoreHost);
  project.provide('stackPid', stack.pid);
  return async () => {
    await browser.close();
    await stack.stop();
  };
}
