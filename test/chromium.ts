import { accessSync, constants, statSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { delimiter, join } from 'node:path';

/**
 * Which Chromium the browser tests, the bench and Lighthouse launch, and what `npm test` does when
 * there is none (test/ensure-chromium.ts). The machine is passed in, so the tests can describe any
 * machine and never install anything.
 *
 * The browser tests prefer Chromium's headless shell (decision 139): the same engine without the
 * browser around it, as Playwright itself launches for headless tests. The visitor files took 69 s and
 * 114 s of CPU with it, 92 s and 161 s with the full browser. The bench and Lighthouse keep the full
 * browser, which is what visitors run.
 */
export interface Machine {
  env: Record<string, string | undefined>;
  /** An executable file is at this path. */
  isExecutable(path: string): boolean;
  isRoot: boolean;
  hasApt: boolean;
}

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** The flags the browser tests, the bench and Lighthouse give it on this offline machine. */
export const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'];
/**
 * The browser tests' flags: the GPU process's work (software compositing here) done in the browser
 * process, one process fewer to feed (decision 142). Lighthouse and the bench keep a browser as
 * visitors have it.
 */
export const TEST_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--in-process-gpu'];

/** Where Debian, Google's packages and the macOS apps put the browser, in order of preference. */
const KNOWN_PATHS = [
  DEBIAN_CHROMIUM,
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/chromium-browser',
  '/opt/google/chrome/chrome',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
];
/** The same browsers installed elsewhere (snap, Homebrew, a custom prefix), found on PATH. */
const COMMANDS = ['chromium', 'google-chrome', 'google-chrome-stable', 'chromium-browser'];

/** The headless shell's names: Debian's package, and the one Google publishes (Chrome for Testing). */
const SHELL_COMMANDS = ['chromium-headless-shell', 'chrome-headless-shell'];

export const INSTALL_COMMAND = 'apt-get install -y chromium';
const SHELL_PACKAGE = 'chromium-headless-shell';
const SHELL_INSTALL_COMMAND = `apt-get install -y ${SHELL_PACKAGE}`;
const SET_PATH = 'set CHROMIUM_PATH=/path/to/chrome';

/** The first executable `name` on the machine's PATH. */
export function onPath(machine: Machine, name: string): string | undefined {
  const dirs = (machine.env.PATH ?? '').split(delimiter).filter(Boolean);
  return dirs.map((dir) => join(dir, name)).find((path) => machine.isExecutable(path));
}

/** CHROMIUM_PATH as set; empty counts as not set (`CHROMIUM_PATH= npm test`). */
function chosenPath(machine: Machine): string | undefined {
  return machine.env.CHROMIUM_PATH || undefined;
}

/**
 * The browser to launch: CHROMIUM_PATH, else Debian's Chromium, else Google Chrome or another
 * Chromium. A CHROMIUM_PATH that points at nothing finds nothing: falling back to another browser
 * would test with one the developer did not ask for.
 */
export function findChromium(machine: Machine = thisMachine()): string | undefined {
  const chosen = chosenPath(machine);
  if (chosen) return machine.isExecutable(chosen) ? chosen : undefined;
  return KNOWN_PATHS.find((path) => machine.isExecutable(path)) ?? COMMANDS.map((name) => onPath(machine, name)).find(Boolean);
}

/** One line saying why there is no browser and what to run; `sudo` only when it is needed. */
export function missingMessage(machine: Machine): string {
  const chosen = chosenPath(machine);
  if (chosen) return `CHROMIUM_PATH=${chosen} is not an executable file: point it at Chromium or Google Chrome, or unset it`;
  if (!machine.hasApt) return `Chromium not found: install Chromium or Google Chrome, or ${SET_PATH}`;
  return `Chromium not found: run "${machine.isRoot ? '' : 'sudo '}${INSTALL_COMMAND}" or ${SET_PATH}`;
}

/** The path to launch, or an error with the one-line message (for code that launches the browser). */
export function requireChromium(machine: Machine = thisMachine()): string {
  const path = findChromium(machine);
  if (!path) throw new Error(missingMessage(machine));
  return path;
}

/** The headless shell, where Debian puts it or on PATH. */
function findHeadlessShell(machine: Machine): string | undefined {
  if (machine.isExecutable(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return SHELL_COMMANDS.map((name) => onPath(machine, name)).find(Boolean);
}

/** The browser the tests ask for first: the one CHROMIUM_PATH names, else the headless shell. */
function preferredTestBrowser(machine: Machine): string | undefined {
  return chosenPath(machine) ? findChromium(machine) : findHeadlessShell(machine);
}

/** What the browser tests launch: CHROMIUM_PATH, else the headless shell, else the full browser. */
export function findTestBrowser(machine: Machine = thisMachine()): string | undefined {
  return preferredTestBrowser(machine) ?? (chosenPath(machine) ? undefined : findChromium(machine));
}

/** The browser tests' browser, or an error with the one-line message. */
export function requireTestBrowser(machine: Machine = thisMachine()): string {
  const path = findTestBrowser(machine);
  if (!path) throw new Error(missingMessage(machine));
  return path;
}

export interface Command {
  command: string;
  args: string[];
  env?: Record<string, string>;
}

export type ChromiumPlan =
  | { kind: 'found'; path: string; hint?: string }
  | { kind: 'install'; announce: string; steps: Command[]; fallback?: string }
  | { kind: 'stop'; message: string };

function aptInstall(pkg: string): Command[] {
  return [
    { command: 'apt-get', args: ['update', '-qq'] },
    { command: 'apt-get', args: ['install', '-y', '-qq', pkg], env: { DEBIAN_FRONTEND: 'noninteractive' } },
  ];
}

/**
 * What `npm test` does about the browser tests' browser. Only root with apt installs: anywhere else
 * installing would mean a password prompt or a package manager this project does not know, so it uses
 * the full browser when there is one, and otherwise stops and says what to run. A wrong CHROMIUM_PATH
 * stops too: installing would not fix it. Root with apt installs the headless shell even beside the
 * full browser; should that fail, the full browser is the fallback.
 */
export function chromiumPlan(machine: Machine): ChromiumPlan {
  const found = preferredTestBrowser(machine);
  if (found) return { kind: 'found', path: found };
  if (chosenPath(machine)) return { kind: 'stop', message: missingMessage(machine) };
  const full = findChromium(machine);
  if (machine.isRoot && machine.hasApt) {
    const why = full ? 'Installing' : 'Chromium not found: installing';
    return { kind: 'install', announce: `${why} Debian's ${SHELL_PACKAGE} for the browser tests (apt-get update && ${SHELL_INSTALL_COMMAND})…`, steps: aptInstall(SHELL_PACKAGE), ...(full ? { fallback: full } : {}) };
  }
  const install = machine.hasApt ? `${machine.isRoot ? '' : 'sudo '}${SHELL_INSTALL_COMMAND}` : 'install chromium-headless-shell or chrome-headless-shell';
  if (full) return { kind: 'found', path: full, hint: `The browser tests run faster in the headless shell: ${install}` };
  return { kind: 'stop', message: missingMessage(machine) };
}

export interface Console {
  info(line: string): void;
  error(line: string): void;
}

/**
 * Finds the browser tests' browser or installs Debian's headless shell, and answers the exit code: 0
 * when a browser is there (found, installed, or the full browser after a failed install), 1 with one
 * line on `out.error` otherwise.
 */
export function ensureChromium(machine: Machine, run: (step: Command) => number, out: Console): number {
  const plan = chromiumPlan(machine);
  if (plan.kind === 'found') {
    out.info(`Chromium for the browser tests: ${plan.path}`);
    if (plan.hint) out.info(plan.hint);
    return 0;
  }
  if (plan.kind === 'stop') {
    out.error(plan.message);
    return 1;
  }
  out.info(plan.announce);
  for (const step of plan.steps) {
    const code = run(step);
    if (code === 0) continue;
    const failed = `"${[step.command, ...step.args].join(' ')}" exited ${code}`;
    if (plan.fallback) {
      out.info(`Installing the headless shell failed (${failed}); the browser tests use ${plan.fallback}`);
      return 0;
    }
    out.error(`Installing Chromium failed: ${failed}; run "${SHELL_INSTALL_COMMAND}" yourself or ${SET_PATH}`);
    return 1;
  }
  const installed = findTestBrowser(machine);
  if (!installed) {
    out.error(`Installed ${SHELL_PACKAGE} but found no browser: ${missingMessage(machine)}`);
    return 1;
  }
  out.info(`Chromium for the browser tests: ${installed}`);
  return 0;
}

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    // A directory is "executable" too; CHROMIUM_PATH=/usr/bin is a mistake to report, not a browser.
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** This process's machine. */
export function thisMachine(env: Record<string, string | undefined> = process.env): Machine {
  const machine: Machine = { env, isExecutable, isRoot: process.getuid?.() === 0, hasApt: false };
  machine.hasApt = onPath(machine, 'apt-get') !== undefined;
  return machine;
}

/** Runs a step with the terminal's stderr (apt's errors show), its stdout quiet; answers the exit code. */
export function runStep(step: Command): number {
  const result = spawnSync(step.command, step.args, { env: { ...process.env, ...step.env }, stdio: ['ignore', 'ignore', 'inherit'] });
  return result.status ?? 1;
}
