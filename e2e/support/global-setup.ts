import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, httpOk, startGroup, stopGroup, waitFor } from '../../emulators/processes';
import { ROOT, type StackPorts } from '../../emulators/stack-config';
import '../../test/provided-context';

/**
 * The full local stack (`npm start` itself, without the build: `npm run test:e2e` builds first)
 * on free ports with a fresh data folder, so browser tests never touch emulators/data/.
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rms-e2e-'));
  const ports: StackPorts = {
    hosting: await freePort(),
    functions: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  let output = '';
  const stack = startGroup(resolve(ROOT, 'node_modules/.bin/tsx'), ['emulators/start.ts', '--no-build', '--data', dataDir, '--ports', JSON.stringify(ports), '--project', 'demo-rms-e2e'], {
    log: (c) => (output += c),
  });
  const baseURL = `http://127.0.0.1:${ports.hosting}`;
  try {
    await waitFor('The local stack', async () => output.includes('[rms] READY'), 240_000, stack);
    await waitFor('The site', () => httpOk(`${baseURL}/api/health/environment`), 10_000);
  } catch (e) {
    await stopGroup(stack, 'SIGKILL');
    throw new Error(`${(e as Error).message}\n--- stack output ---\n${output.slice(-6000)}`);
  }
  project.provide('baseURL', baseURL);
  project.provide('dataDir', dataDir);
  project.provide('authHost', `127.0.0.1:${ports.auth}`);
  project.provide('firestoreHost', `127.0.0.1:${ports.firestore}`);

  return async () => {
    await stopGroup(stack, 'SIGINT', 30_000);
    await rm(dataDir, { recursive: true, force: true });
  };
}
