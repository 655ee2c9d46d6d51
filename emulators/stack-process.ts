import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, httpOk, startGroup, stopGroup, waitFor } from './processes';
import { ROOT, stackPaths, type StackPaths, type StackPorts } from './stack-config';

export interface RunningStack {
  baseURL: string;
  ports: StackPorts;
  paths: StackPaths;
  firestoreHost: string;
  authHost: string;
  /** What the launcher printed while starting (e.g. its "Seeded …" line). */
  output: () => string;
  /** SIGINT to the whole process group (the launcher saves and stops everything), then removes the data. */
  stop: () => Promise<void>;
}

/**
 * The local stack exactly as `npm start` runs it, without the build, on free ports with a fresh
 * data folder: browser tests and benchmarks never touch emulators/data/ or a running dev stack.
 */
export async function startStackOnFreePorts(projectId: string): Promise<RunningStack> {
  const dataDir = await mkdtemp(join(tmpdir(), `rms-${projectId}-`));
  const ports: StackPorts = {
    hosting: await freePort(),
    functions: await freePort(),
    auth: await freePort(),
    firestore: await freePort(),
    hub: await freePort(),
    logging: await freePort(),
  };
  let output = '';
  const args = ['emulators/start.ts', '--no-build', '--data', dataDir, '--ports', JSON.stringify(ports), '--project', projectId];
  const stack = startGroup(resolve(ROOT, 'node_modules/.bin/tsx'), args, { log: (c) => (output += c) });
  const baseURL = `http://127.0.0.1:${ports.hosting}`;
  try {
    await waitFor('The local stack', async () => output.includes('[rms] READY'), 300_000, stack);
    await waitFor('The site', () => httpOk(`${baseURL}/api/health/environment`), 10_000);
  } catch (e) {
    await stopGroup(stack, 'SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n--- stack output ---\n${output.slice(-6000)}`);
  }
  return {
    baseURL,
    ports,
    paths: stackPaths(dataDir),
    firestoreHost: `127.0.0.1:${ports.firestore}`,
    authHost: `127.0.0.1:${ports.auth}`,
    output: () => output,
    stop: async () => {
      await stopGroup(stack, 'SIGINT', 30_000);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
