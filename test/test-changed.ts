/**
 * `npm run test:changed [-- [base] [--plan]]`: the inner loop. Runs what the files changed since `base` can break
 * (test/changed-plan.ts decides what): the type check of the tsc programs they belong to and eslint
 * on them, beside the unit, web and API tests related to them; then, when a web feature or visitor
 * route with browser tests changed, the production build and those browser tests.
 *
 * The changed files are those that differ between the working tree and the point where this branch
 * left main (`git merge-base HEAD main`, or origin/main when there is no local main), plus untracked
 * ones: committed, staged, unstaged and new alike. On main itself the merge base is HEAD, so it is
 * what has not been committed yet.
 */
import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { e2eFilesFor, isInProcessTest, lintableFiles, relatedTests, typecheckProjects } from './changed-plan';
import { repositoryImports } from './import-graph';

const ROOT = resolve(import.meta.dirname, '..');
const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 }).trim();
const lines = (text: string) => text.split('\n').filter(Boolean);

const args = process.argv.slice(2);
/** `--plan`: print what would run, and run nothing. */
const planOnly = args.includes('--plan');

function baseRef(): string {
  const asked = args.find((a) => !a.startsWith('--'));
  if (asked) return git('merge-base', 'HEAD', asked);
  for (const ref of ['main', 'origin/main']) {
    try {
      return git('merge-base', 'HEAD', ref);
    } catch {
      // No such ref here: try the next.
    }
  }
  return 'HEAD';
}

const base = baseRef();
const changed = [...new Set([...lines(git('diff', '--name-only', base)), ...lines(git('ls-files', '--others', '--exclude-standard'))])]
  .filter((f) => existsSync(resolve(ROOT, f)))
  .sort();
if (changed.length === 0) {
  console.info(`test:changed: nothing changed since ${base.slice(0, 7)}.`);
  process.exit(0);
}

const imports = repositoryImports(ROOT);
const sources = [...imports.keys()];

const projects = typecheckProjects(changed);
const lint = lintableFiles(changed);
const tests = relatedTests(changed, imports, sources.filter(isInProcessTest));
const e2e = e2eFilesFor(changed, sources.filter((f) => f.endsWith('.e2e.ts') && f.startsWith('e2e/')));

console.info(`test:changed: ${changed.length} file(s) changed since ${base.slice(0, 7)}`);
console.info(`  type check: ${projects.join(', ') || 'none'}; lint: ${lint.length} file(s)`);
console.info(`  unit, web and API tests: ${tests.length ? tests.join(' ') : 'none'}`);
console.info(`  browser tests: ${e2e.length ? e2e.join(' ') : 'none'}`);

if (planOnly) process.exit(0);

/** Runs a command with each line of its output labelled, as npm test's parts are; resolves to its exit code. */
function run(label: string, command: string, args: string[]): Promise<number> {
  const began = Date.now();
  return new Promise((done) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['inherit', 'pipe', 'pipe'] });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop()!;
        for (const line of parts) process.stdout.write(`[${label}] ${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`[${label}] ${rest}\n`));
    }
    child.on('close', (code) => {
      process.stdout.write(`[${label}] ${code === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - began) / 1000)} s\n`);
      done(code ?? 1);
    });
  });
}

const bin = (name: string) => resolve(ROOT, 'node_modules/.bin', name);

/** One after another, stopping at the first failure. */
async function inTurn(...steps: (() => Promise<number>)[]): Promise<number> {
  for (const step of steps) {
    const code = await step();
    if (code !== 0) return code;
  }
  return 0;
}

const started = Date.now();
const [checks, inProcess] = await Promise.all([
  inTurn(
    // Under nice: the tests' Auth emulator must start within its 60 s beside them on a busy machine.
    ...projects.map((p) => () => run(`tsc ${p}`, 'nice', ['-n', '10', bin('tsc'), '-p', p])),
    () => (lint.length ? run('lint', 'nice', ['-n', '10', bin('eslint'), '--max-warnings', '0', '--no-warn-ignored', ...lint]) : Promise.resolve(0)),
  ),
  tests.length ? run('tests', bin('vitest'), ['run', '--project', 'unit', '--project', 'web', '--project', 'api', ...tests]) : Promise.resolve(0),
]);
let browser = 0;
if (e2e.length && checks === 0 && inProcess === 0) {
  browser = await inTurn(
    () => run('build', 'npm', ['run', 'build']),
    () => run('e2e', bin('vitest'), ['run', '--project', 'e2e*', ...e2e]),
  );
}
const seconds = Math.round((Date.now() - started) / 1000);
const failed = [checks && 'type check or lint', inProcess && 'tests', browser && 'browser tests'].filter(Boolean);
console.info(failed.length ? `test:changed: ${failed.join(', ')} failed (${seconds} s)` : `test:changed: all passed (${seconds} s)`);
process.exit(failed.length ? 1 : 0);
