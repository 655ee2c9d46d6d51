import type { TestProject } from 'vitest/node';
import { startStackOnFreePorts } from '../../emulators/stack-process';
import '../../test/provided-context';

/**
 * The full local stack (`npm start` itself, without the build: `npm run test:e2e` builds first)
 * on free ports with a fresh data folder, so browser tests never touch emulators/data/.
 */
export default async function setup(project: TestProject) {
  const stack = await startStackOnFreePorts('demo-rms-e2e', { jobs: false });
  project.provide('baseURL', stack.baseURL);
  project.provide('dataDir', stack.paths.dataDir);
  project.provide('authHost', stack.authHost);
  project.provide('firestoreHost', stack.firestoreHost);
  project.provide('stackPid', stack.pid);
  return stack.stop;
}
