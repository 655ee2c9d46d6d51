/**
 * `npm run job`: the scheduled jobs of the functions bundle, one name per line (only the names on
 * stdout, so it can be scripted; hints go to stderr).
 * `npm run job -- <name>`: runs that job now against the running local stack, as its schedule
 * would (same handler, same environment, own process, its time limit), printing the handler's lines.
 * Exit 0 when it succeeded, 1 when it failed, the stack is not running or the name is unknown.
 * `--data DIR` targets the stack whose launcher was given `--data DIR` (default emulators/data).
 */
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { FUNCTIONS_BUNDLE, listJobs, type ScheduledJob } from './jobs/discovery';
import { describeOutcome, formatDuration, startJobRun } from './jobs/run';
import { jobEnvironment, readFunctionsEnvFiles, readRunningStack, type StackState } from './jobs/stack-state';
import { DEFAULT_DATA_DIR, PORTS, PROJECT_ID, ROOT } from './stack-config';

const USAGE = 'Usage: npm run job [-- [--data DIR] <name>]';
const hint = (line: string) => process.stderr.write(`${line}\n`);
const fail = (line: string, code = 1): never => {
  hint(line);
  process.exit(code);
};

const { values, positionals } = parseArgs({ allowPositionals: true, options: { data: { type: 'string', default: DEFAULT_DATA_DIR } } });
const [name, ...extra] = positionals;
if (extra.length > 0) fail(USAGE, 2);

const stack = await readRunningStack(values.data!);
if (name && !stack) fail('The local stack is not running: start it with npm start');

// Listing needs no running stack: the bundle is read with the stack's project settings or the defaults.
const target: Pick<StackState, 'projectId' | 'ports' | 'functionsEnv'> = stack ?? { projectId: PROJECT_ID, ports: PORTS.dev, functionsEnv: {} };
const files = await readFunctionsEnvFiles(target.projectId);
let jobs: ScheduledJob[];
try {
  jobs = await listJobs(stack?.bundle ?? FUNCTIONS_BUNDLE, jobEnvironment(target, files));
} catch (e) {
  fail(`${(e as Error).message}\nBuild the functions first: npm run build -w functions (npm start does it).`);
}

if (!name) {
  for (const job of jobs!) process.stdout.write(`${job.name}\n`);
  hint(stack ? 'Run one now: npm run job -- <name>' : 'Run one with npm run job -- <name> once the local stack is running (npm start).');
  process.exit(0);
}

const job = jobs!.find((j) => j.name === name);
if (!job) fail(`Unknown job "${name}". The scheduled jobs are:\n${jobs!.map((j) => `  ${j.name}`).join('\n')}`);

const say = (line: string, stream: 'stdout' | 'stderr' = 'stdout') => (stream === 'stdout' ? process.stdout : process.stderr).write(`[job ${name}] ${line}\n`);
const where = relative(ROOT, stack!.dataDir);
say(`started against the local stack in ${where && !where.startsWith('..') ? where : stack!.dataDir} (time limit ${formatDuration(job!.timeLimitMs)})`);
const run = startJobRun(job!, {
  bundle: stack!.bundle,
  env: jobEnvironment(stack!, files, job),
  event: { scheduleTime: new Date().toISOString(), jobName: job!.schedulerJobName },
  log: say,
});
// The job runs in its own process group, which Ctrl-C in the terminal does not reach.
process.once('SIGINT', () => void run.stop().then(() => process.exit(130)));
process.once('SIGTERM', () => void run.stop().then(() => process.exit(143)));

const outcome = await run.done;
say(describeOutcome(outcome), outcome.status === 'ok' ? 'stdout' : 'stderr');
process.exit(outcome.status === 'ok' ? 0 : 1);
