/**
 * `npm start`: the whole site offline. Builds, starts the pure-Node Firestore emulator in this
 * process, then Firebase's Auth, Functions and Hosting emulators while it seeds an empty stack, and
 * prints the URL. It runs the bundle's scheduled functions on their schedules (emulators/jobs/:
 * the Functions emulator ignores them) and writes `<data>/stack.json` for `npm run job`.
 * Ctrl-C (SIGINT/SIGTERM) stops everything it started, running jobs too, and saves the data.
 *
 * Flags: --dev (Vite with hot reload too), --no-build, --data DIR, --ports JSON, --project ID,
 * --no-jobs (no scheduled runs; `npm run job` still works).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { PersistentFirestore } from './firestore-store';
import { FUNCTIONS_BUNDLE, listJobs } from './jobs/discovery';
import { startJobRun } from './jobs/run';
import { formatTime } from './jobs/schedule';
import { JobScheduler } from './jobs/scheduler';
import { jobEnvironment, readFunctionsEnvFiles, removeStackState, writeStackState, type StackState } from './jobs/stack-state';
import { outboxEventEnv, writeLocalFirebaseConfig, writeLocalSecrets } from './local-config';
import { FIREBASE_BIN, freePort, httpOk, startGroup, stopGroup, waitFor } from './processes';
import { seedStack } from './seed-runner';
import { DEFAULT_DATA_DIR, LOCAL_ADMIN_EMAIL, PORTS, PROJECT_ID, ROOT, stackPaths, type StackPorts } from './stack-config';

const { values: flags } = parseArgs({
  options: {
    dev: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    'no-jobs': { type: 'boolean', default: false },
    data: { type: 'string', default: DEFAULT_DATA_DIR },
    ports: { type: 'string' },
    project: { type: 'string', default: PROJECT_ID },
    verbose: { type: 'boolean', default: false },
  },
});

const say = (line: string) => process.stdout.write(`[rms] ${line}\n`);
const ports: StackPorts = flags.ports ? (JSON.parse(flags.ports) as StackPorts) : PORTS.dev;
const paths = stackPaths(flags.data);
const children: ChildProcess[] = [];
let firestore: PersistentFirestore | undefined;
let configFile: string | undefined;
let scheduler: JobScheduler | undefined;
let stateWritten = false;
let stopping = false;

function run(cmd: string, args: string[]) {
  const result = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function portInUse(port: number): Promise<boolean> {
  return (await freePortCheck(port)) === false;
}
async function freePortCheck(port: number): Promise<boolean> {
  const { createServer } = await import('node:net');
  return new Promise((res) => {
    const srv = createServer();
    srv.once('error', () => res(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => res(true)));
  });
}

async function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  say('Stopping…');
  // First the state file (`npm run job` must not pick a stack that is going) and the jobs.
  if (stateWritten) await removeStackState(paths.dataDir);
  await scheduler?.stop();
  // Reverse order: Vite, then Firebase's emulators (which export Auth accounts on SIGINT).
  for (const child of children.reverse()) await stopGroup(child, 'SIGINT', 20_000);
  if (firestore) await firestore.stop();
  if (configFile) await rm(configFile, { force: true });
  say(`Stopped. Data saved in ${paths.dataDir}`);
  process.exit(code);
}

async function main() {
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  for (const [name, port] of Object.entries(ports)) {
    if (await portInUse(port)) throw new Error(`Port ${port} (${name}) is in use. Is another \`npm start\` running? Stop it first.`);
  }

  if (!flags['no-build']) {
    say('Building functions' + (flags.dev ? '' : ' and web') + '…');
    run('npm', ['run', 'build', '-w', 'functions']);
    if (!flags.dev) run('npm', ['run', 'build', '-w', 'web']);
  }
  if (!existsSync(FUNCTIONS_BUNDLE)) throw new Error('functions/dist is missing: run without --no-build');

  await mkdir(paths.blobDir, { recursive: true });
  await mkdir(paths.outboxDir, { recursive: true });

  firestore = new PersistentFirestore(paths.firestoreFile);
  await firestore.start(ports.firestore);
  const firestoreHost = `127.0.0.1:${ports.firestore}`;
  say(`Firestore emulator on ${firestoreHost} (data: ${paths.firestoreFile})`);

  configFile = await writeLocalFirebaseConfig(ports);
  await writeLocalSecrets();
  const args = ['emulators:start', '--project', flags.project, '--only', 'auth,functions,hosting', '--config', configFile, '--export-on-exit', paths.authDir];
  if (existsSync(join(paths.authDir, 'firebase-export-metadata.json'))) args.push('--import', paths.authDir);
  let firebaseLog = '';
  // The functions' environment; the scheduled jobs get the same (emulators/jobs.ts jobEnvironment).
  const functionsEnv = {
    FIRESTORE_EMULATOR_HOST: firestoreHost,
    RMS_BLOB_DIR: paths.blobDir,
    RMS_OUTBOX_DIR: paths.outboxDir,
    // The outbox posts signed delivery events to the site, as SendGrid would (decision 133).
    ...(await outboxEventEnv(paths.dataDir, ports.hosting)),
    RMS_ENVIRONMENT: 'development',
    // Every link in mail is built from SITE_URL, never from a request (decision 146): the local site's own
    // address, so an invitation in the outbox opens this stack's sign-in page.
    SITE_URL: process.env.SITE_URL ?? `http://127.0.0.1:${ports.hosting}`,
    // As Cloud Functions runs them (React renders pages with its production build, Express in its
    // production mode); `--dev` keeps the development builds' warnings for whoever works on the pages.
    ...(flags.dev ? {} : { NODE_ENV: 'production' }),
    // Offline: never probe Google's metadata server (it only produces warnings here).
    METADATA_SERVER_DETECTION: 'none',
    ADMIN_EMAILS: process.env.ADMIN_EMAILS ?? LOCAL_ADMIN_EMAIL,
    ...(process.env.RMS_RATE_LIMIT_SCALE ? { RMS_RATE_LIMIT_SCALE: process.env.RMS_RATE_LIMIT_SCALE } : {}),
    // Set only by the browser tests' stack (stack-process.ts testClock); the functions heed it only in the emulator.
    ...(process.env.RMS_TEST_CLOCK_FILE ? { RMS_TEST_CLOCK_FILE: process.env.RMS_TEST_CLOCK_FILE } : {}),
  };
  const firebase = startGroup(FIREBASE_BIN, args, {
    env: functionsEnv,
    log: (chunk) => {
      firebaseLog += chunk;
      if (flags.verbose) process.stdout.write(chunk);
      else for (const line of chunk.split('\n')) if (/error|⚠|failed/i.test(line) && !/nodejs22|runtime/.test(line)) process.stdout.write(`[firebase] ${line}\n`);
    },
  });
  children.push(firebase);
  firebase.once('exit', (code) => {
    if (!stopping) {
      say(`Firebase emulators exited unexpectedly (${code}).\n${firebaseLog.slice(-4000)}`);
      void shutdown(1);
    }
  });

  // Seeding needs only Firestore and the blob folder: it paints its photos while Firebase's emulators boot.
  const seeding = seedStack({ firestoreHost, projectId: flags.project, blobDir: paths.blobDir, log: (l) => say(l) });
  // Awaited below; if the emulators fail first, that is the error to report.
  seeding.catch(() => {});

  const site = `http://127.0.0.1:${ports.hosting}`;
  try {
    // Generous: on a loaded 2-core machine the functions emulator can take a while to load the bundle.
    await waitFor('The site and its API', () => httpOk(`${site}/api/health/environment`), 240_000, firebase);
  } catch (e) {
    if (!flags.verbose) process.stdout.write(firebaseLog.slice(-4000));
    throw e;
  }

  const result = await seeding;
  say(result.seeded ? `Seeded ${result.products} products, ${result.projects} references, ${result.images} images.` : 'Existing data found: not seeding (npm run seed -- --reset to start over).');

  // The first page render loads the renderer and builds its content snapshot, and the API function
  // (the visitors' lists and every uploaded picture) builds its own: do both now, not for the first
  // visitor, whose pictures would otherwise wait for it (or answer 503 on a busy machine).
  await Promise.all(
    [['/', 'the home page did not render'], ['/api/products', 'the API did not load the content']].map(([path, failed]) =>
      fetch(`${site}${path}`, { signal: AbortSignal.timeout(120_000) }).catch((e: unknown) => say(`Warning: ${failed}: ${(e as Error).message}`)),
    ),
  );

  let devUrl: string | undefined;
  if (flags.dev) {
    // Vite's usual port when it is free, so the dev URL stays the same from day to day.
    const vitePort = (await portInUse(5173)) ? await freePort() : 5173;
    const vite = startGroup('npm', ['run', 'dev', '-w', 'web', '--', '--port', String(vitePort), '--strictPort', '--host', '127.0.0.1'], {
      env: { RMS_API_ORIGIN: site },
      log: (c) => flags.verbose && process.stdout.write(c),
    });
    children.push(vite);
    devUrl = `http://127.0.0.1:${vitePort}`;
    await waitFor('Vite', () => httpOk(devUrl!), 60_000, vite);
  }

  const state: StackState = {
    pid: process.pid,
    projectId: flags.project,
    ports,
    dataDir: paths.dataDir,
    bundle: FUNCTIONS_BUNDLE,
    functionsEnv,
    startedAt: new Date().toISOString(),
  };
  if (stopping) return; // Ctrl-C while starting: no jobs, no state file left behind
  await startJobs(state);
  await writeStackState(state);
  stateWritten = true;

  say('');
  say(`The site is up:   ${devUrl ? `${devUrl}  (Vite, hot reload; API via ${site})` : site}`);
  say(`API:              ${site}/api/products`);
  say(`Auth emulator:    http://127.0.0.1:${ports.auth}`);
  say(`Sign in as admin: open ${devUrl ?? site}/login, "Sign in with Google", then in the emulator's`);
  say(`                  popup "Add new account" with the e-mail ${process.env.ADMIN_EMAILS ?? LOCAL_ADMIN_EMAIL}.`);
  say(`Scheduled jobs:   ${scheduler ? 'on their schedules (above); run one now with npm run job -- <name>' : 'not running (npm run job -- <name> runs one)'}`);
  say(`Stop with Ctrl-C (the data is kept in ${relative(ROOT, paths.dataDir) || paths.dataDir}/).`);
  say('READY');
}

/** Cloud Scheduler's part: every scheduled function of the bundle, on its schedule, each run in its own process. */
async function startJobs(state: StackState) {
  const jobSay = (name: string, line: string) => process.stdout.write(`[job ${name}] ${line}\n`);
  try {
    const files = await readFunctionsEnvFiles(state.projectId);
    const jobs = await listJobs(state.bundle, jobEnvironment(state, files));
    if (flags['no-jobs']) return say(`Scheduled jobs (${jobs.map((j) => j.name).join(', ') || 'none'}) not started: --no-jobs.`);
    scheduler = new JobScheduler(jobs, {
      startRun: (job, event) => startJobRun(job, { bundle: state.bundle, env: jobEnvironment(state, files, job), event, log: (line) => jobSay(job.name, line) }),
      log: jobSay,
    });
    scheduler.start();
    for (const { job, schedule, nextAt } of scheduler.plan()) say(`Job ${job.name}: ${schedule}, next at ${formatTime(nextAt, job.timeZone)}`);
  } catch (e) {
    say(`Warning: the scheduled jobs are not running: ${(e as Error).message}`);
  }
}

main().catch(async (e: unknown) => {
  say(`Failed: ${(e as Error).message}`);
  await shutdown(1);
});
