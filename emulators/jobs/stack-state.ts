/**
 * The running stack, as the launcher records it for `npm run job`, and the environment a job's process
 * gets from it.
 */
import { readFile, rm, writeFile } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import type { StackPorts } from '../stack-config';
import { processAlive } from '../processes';
import { FUNCTIONS_DIR, type ScheduledJob } from './discovery';

/** `<dataDir>/stack.json`, written by the launcher once the stack is up, removed when it stops. */
export interface StackState {
  pid: number;
  projectId: string;
  ports: StackPorts;
  dataDir: string;
  /** The bundle the Functions emulator loaded. */
  bundle: string;
  /** The environment the launcher gave the Functions emulator. */
  functionsEnv: Record<string, string>;
  startedAt: string;
}

export const stackStateFile = (dataDir: string) => resolve(dataDir, 'stack.json');

export async function writeStackState(state: StackState): Promise<void> {
  await writeFile(stackStateFile(state.dataDir), `${JSON.stringify(state, null, 2)}\n`);
}

export async function removeStackState(dataDir: string): Promise<void> {
  await rm(stackStateFile(dataDir), { force: true });
}

function listening(port: number): Promise<boolean> {
  return new Promise((res) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.setTimeout(2000, () => (socket.destroy(), res(false)));
    socket.once('connect', () => (socket.destroy(), res(true)));
    socket.once('error', () => res(false));
  });
}

/**
 * The stack whose launcher wrote `<dataDir>/stack.json`, or undefined when there is none: no file,
 * or a file left by a launcher that was killed (its process is gone or its Firestore is not there).
 */
export async function readRunningStack(dataDir: string): Promise<StackState | undefined> {
  let state: StackState;
  try {
    state = JSON.parse(await readFile(stackStateFile(dataDir), 'utf8')) as StackState;
  } catch {
    return undefined;
  }
  if (!processAlive(state.pid) || !(await listening(state.ports.firestore))) return undefined;
  return state;
}

/** What the Functions emulator adds from the functions folder: its .env files and local secrets. */
export interface FunctionsEnvFiles {
  dotenv: Record<string, string>;
  secrets: Record<string, string>;
}

const readIfThere = (file: string) => readFile(file, 'utf8').catch(() => '');
const parsed = (text: string) => Object.fromEntries(Object.entries(parseEnv(text)).filter((e): e is [string, string] => e[1] !== undefined));

/** `.env`, `.env.<project>`, `.env.local` (later wins) and `.secret.local`, as the emulator reads them. */
export async function readFunctionsEnvFiles(projectId: string, dir = FUNCTIONS_DIR): Promise<FunctionsEnvFiles> {
  const dotenv: Record<string, string> = {};
  for (const name of ['.env', `.env.${projectId}`, '.env.local']) Object.assign(dotenv, parsed(await readIfThere(resolve(dir, name))));
  return { dotenv, secrets: parsed(await readIfThere(resolve(dir, '.secret.local'))) };
}

/**
 * The environment of a job's process: what the Functions emulator gives a function of this stack
 * (the launcher's variables, the .env files, the project, the emulator hosts, the declared
 * secrets), so a job reaches the same Firestore, blob folder and outbox as the API does.
 */
export function jobEnvironment(
  stack: Pick<StackState, 'projectId' | 'ports' | 'functionsEnv'>,
  files: FunctionsEnvFiles,
  job?: Pick<ScheduledJob, 'name' | 'secrets'>,
  base: NodeJS.ProcessEnv = process.env,
): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    METADATA_SERVER_DETECTION: 'none',
    ...base,
    ...stack.functionsEnv,
    ...files.dotenv,
    GCLOUD_PROJECT: stack.projectId,
    FIREBASE_CONFIG: JSON.stringify({ projectId: stack.projectId, storageBucket: `${stack.projectId}.appspot.com` }),
    FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.ports.auth}`,
    FUNCTIONS_EMULATOR: 'true',
    // Cloud Functions, and the emulator, run in UTC: dates in names and logs come out the same.
    TZ: 'UTC',
  };
  if (job) {
    env.K_SERVICE = job.name;
    env.FUNCTION_TARGET = job.name;
    for (const key of job.secrets) if (files.secrets[key] !== undefined) env[key] = files.secrets[key];
  }
  return env;
}
