import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PORTS } from '../stack-config';
import { jobEnvironment, readFunctionsEnvFiles, readRunningStack, writeStackState, type StackState } from './stack-state';
import { noFiles, stack } from '../../test/job-support';

describe('jobEnvironment', () => {
  it("gives a job what the Functions emulator gives a function: the launcher's variables, the project, the emulator hosts", () => {
    const e = jobEnvironment(stack, noFiles, { name: 'mailRetry', secrets: [] }, { PATH: '/bin', HOME: '/root' });
    expect(e).toMatchObject({ PATH: '/bin', ...stack.functionsEnv, GCLOUD_PROJECT: 'demo-test', FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${PORTS.test.auth}`, FUNCTIONS_EMULATOR: 'true', K_SERVICE: 'mailRetry', TZ: 'UTC' });
    expect(JSON.parse(e.FIREBASE_CONFIG!)).toEqual({ projectId: 'demo-test', storageBucket: 'demo-test.appspot.com' });
    expect(e.METADATA_SERVER_DETECTION).toBe('none');
  });

  it('adds the .env files (over the launcher, as in the emulator) and only the secrets the function declares', async () => {
    const fnDir = await mkdtemp(join(tmpdir(), 'rms-fn-'));
    try {
      await writeFile(join(fnDir, '.env'), 'MAIL_TO=a@example.com\nMAIL_FROM=from@example.com\n');
      await writeFile(join(fnDir, '.env.demo-test'), 'MAIL_TO=b@example.com\n');
      await writeFile(join(fnDir, '.env.local'), 'ADMIN_EMAILS=boss@example.com\n');
      await writeFile(join(fnDir, '.secret.local'), 'SENDGRID_API_KEY=local-key\nOTHER_SECRET=x\n');
      const files = await readFunctionsEnvFiles('demo-test', fnDir);
      const e = jobEnvironment(stack, files, { name: 'mailRetry', secrets: ['SENDGRID_API_KEY'] }, {});
      expect(e).toMatchObject({ MAIL_TO: 'b@example.com', MAIL_FROM: 'from@example.com', ADMIN_EMAILS: 'boss@example.com', SENDGRID_API_KEY: 'local-key' });
      expect(e.OTHER_SECRET).toBeUndefined();
      expect(jobEnvironment(stack, files, { name: 'nightlyBackup', secrets: [] }, {}).SENDGRID_API_KEY).toBeUndefined();
    } finally {
      await rm(fnDir, { recursive: true, force: true });
    }
  });
});

describe('readRunningStack', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((s) => s.end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  const state = (dataDir: string, pid: number, firestore: number): StackState => ({
    pid,
    projectId: 'demo-test',
    ports: { ...PORTS.test, firestore },
    dataDir,
    bundle: join(dataDir, 'index.js'),
    functionsEnv: {},
    startedAt: new Date().toISOString(),
  });

  it('finds the stack of a live launcher, and none without a state file or after a launcher was killed', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rms-state-'));
    try {
      expect(await readRunningStack(dataDir)).toBeUndefined();
      await writeStackState(state(dataDir, process.pid, port));
      expect(await readRunningStack(dataDir)).toMatchObject({ pid: process.pid, projectId: 'demo-test' });
      // A pid that cannot exist (above Linux's pid_max): the launcher is gone, its file stayed.
      await writeStackState(state(dataDir, 2 ** 22 + 1, port));
      expect(await readRunningStack(dataDir)).toBeUndefined();
      // Its process is there but nothing answers on its Firestore port: not our stack.
      server.close();
      await writeStackState(state(dataDir, process.pid, port));
      expect(await readRunningStack(dataDir)).toBeUndefined();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
