import { describe, expect, it } from 'vitest';
import { chromiumPlan, ensureChromium, findChromium, findTestBrowser, requireChromium, requireTestBrowser, type Command, type Machine } from './chromium';

// Machines described by the files on them: nothing here looks at this machine or installs anything.
function machine(files: string[], options: { env?: Record<string, string>; isRoot?: boolean; hasApt?: boolean } = {}): Machine & { files: Set<string> } {
  const set = new Set(files);
  return { files: set, env: { PATH: '/usr/local/bin:/usr/bin', ...options.env }, isExecutable: (p) => set.has(p), isRoot: options.isRoot ?? false, hasApt: options.hasApt ?? true };
}

function recorder() {
  const lines: { info: string[]; error: string[] } = { info: [], error: [] };
  return { lines, out: { info: (l: string) => lines.info.push(l), error: (l: string) => lines.error.push(l) } };
}

const noRun = (step: Command): number => {
  throw new Error(`ran ${step.command} ${step.args.join(' ')}`);
};

describe('findChromium', () => {
  it('prefers CHROMIUM_PATH, then Debian’s Chromium, then Google Chrome', () => {
    const all = ['/opt/my/chrome', '/usr/bin/chromium', '/usr/bin/google-chrome'];
    expect(findChromium(machine(all, { env: { CHROMIUM_PATH: '/opt/my/chrome' } }))).toBe('/opt/my/chrome');
    expect(findChromium(machine(all))).toBe('/usr/bin/chromium');
    expect(findChromium(machine(['/usr/bin/google-chrome', '/usr/bin/chromium-browser']))).toBe('/usr/bin/google-chrome');
  });

  it('finds a browser on PATH outside the known places, and nothing on an empty machine', () => {
    expect(findChromium(machine(['/snap/bin/chromium'], { env: { PATH: '/usr/bin:/snap/bin' } }))).toBe('/snap/bin/chromium');
    expect(findChromium(machine(['/home/me/bin/google-chrome-stable'], { env: { PATH: '/home/me/bin' } }))).toBe('/home/me/bin/google-chrome-stable');
    expect(findChromium(machine([]))).toBeUndefined();
  });

  it('treats an empty CHROMIUM_PATH as not set', () => {
    expect(findChromium(machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '' } }))).toBe('/usr/bin/chromium');
  });

  it('does not fall back to another browser when CHROMIUM_PATH points at nothing', () => {
    const m = machine(['/usr/bin/chromium'], { env: { CHROMIUM_PATH: '/opt/gone/chrome' } });
    expect(findChromium(m)).toBeUndefined();
    expect(() => requireChromium(m)).toThrow('CHROMIUM_PATH=/opt/gone/chrome is not an executable file');
  });
});

describe('findTestBrowser', () => {
  it('prefers CHROMIUM_PATH, then Debian’s headless shell, then a headless shell on PATH, then the full browser', () => {
    const all = ['/opt/my/chrome', '/usr/bin/chromium-headless-shell', '/home/me/bin/chrome-headless-shell', '/usr/bin/chromium'];
    const env = { PATH: '/home/me/bin:/usr/bin' };
    expect(findTestBrowser(machine(all, { env: { ...env, CHROMIUM_PATH: '/opt/my/chrome' } }))).toBe('/opt/my/chrome');
    expect(findTestBrowser(machine(all, { env }))).toBe('/usr/bin/chromium-headless-shell');
    expect(findTestBrowser(machine(all.slice(2), { env }))).toBe('/home/me/bin/chrome-headless-shell');
    expect(findTestBrowser(machine(all.slice(3), { env }))).toBe('/usr/bin/chromium');
    expect(findTestBrowser(machine([]))).toBeUndefined();
  });

  it('does not fall back to the headless shell when CHROMIUM_PATH points at nothing', () => {
    const m = machine(['/usr/bin/chromium-headless-shell'], { env: { CHROMIUM_PATH: '/opt/gone/chrome' } });
    expect(findTestBrowser(m)).toBeUndefined();
    expect(() => requireTestBrowser(m)).toThrow('CHROMIUM_PATH=/opt/gone/chrome is not an executable file');
  });
});

describe('chromiumPlan', () => {
  it('uses the headless shell it found, or the browser CHROMIUM_PATH names, installing nothing', () => {
    expect(chromiumPlan(machine(['/usr/bin/chromium-headless-shell'], { isRoot: true }))).toEqual({ kind: 'found', path: '/usr/bin/chromium-headless-shell' });
    expect(chromiumPlan(machine(['/opt/my/chrome'], { isRoot: true, env: { CHROMIUM_PATH: '/opt/my/chrome' } }))).toEqual({ kind: 'found', path: '/opt/my/chrome' });
  });

  it('as root with apt and only the full browser, installs the headless shell and keeps the browser as the fallback', () => {
    const plan = chromiumPlan(machine(['/usr/bin/google-chrome'], { isRoot: true }));
    expect(plan).toMatchObject({ kind: 'install', fallback: '/usr/bin/google-chrome' });
    expect(plan.kind === 'install' && plan.announce).toMatch(/^Installing Debian's chromium-headless-shell for the browser tests/);
  });

  it('not as root, uses the full browser and names the command for the headless shell', () => {
    expect(chromiumPlan(machine(['/usr/bin/chromium']))).toEqual({
      kind: 'found',
      path: '/usr/bin/chromium',
      hint: 'The browser tests run faster in the headless shell: sudo apt-get install -y chromium-headless-shell',
    });
  });

  it('without apt, names the headless shell without an apt command', () => {
    const plan = chromiumPlan(machine(['/usr/bin/chromium'], { isRoot: true, hasApt: false }));
    expect(plan).toEqual({ kind: 'found', path: '/usr/bin/chromium', hint: 'The browser tests run faster in the headless shell: install chromium-headless-shell or chrome-headless-shell' });
  });

  it('as root with apt and no browser, installs Debian’s headless shell non-interactively after updating the lists', () => {
    const plan = chromiumPlan(machine([], { isRoot: true, hasApt: true }));
    expect(plan.kind).toBe('install');
    if (plan.kind !== 'install') return;
    expect(plan.announce).toMatch(/^Chromium not found: installing Debian's chromium-headless-shell/);
    expect(plan.fallback).toBeUndefined();
    expect(plan.steps.map((s) => [s.command, s.args[0], s.args.at(-1)])).toEqual([
      ['apt-get', 'update', '-qq'],
      ['apt-get', 'install', 'chromium-headless-shell'],
    ]);
    expect(plan.steps[1]).toMatchObject({ args: expect.arrayContaining(['-y']), env: { DEBIAN_FRONTEND: 'noninteractive' } });
  });

  it('not as root, stops with one line naming the sudo command', () => {
    expect(chromiumPlan(machine([], { isRoot: false, hasApt: true }))).toEqual({
      kind: 'stop',
      message: 'Chromium not found: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH=/path/to/chrome',
    });
  });

  it('without apt, stops and asks for any Chromium or CHROMIUM_PATH, even as root', () => {
    const plan = chromiumPlan(machine([], { isRoot: true, hasApt: false }));
    expect(plan).toEqual({ kind: 'stop', message: 'Chromium not found: install Chromium or Google Chrome, or set CHROMIUM_PATH=/path/to/chrome' });
  });

  it('stops on a wrong CHROMIUM_PATH, naming it, rather than installing', () => {
    const plan = chromiumPlan(machine([], { isRoot: true, env: { CHROMIUM_PATH: '/opt/gone/chrome' } }));
    expect(plan.kind).toBe('stop');
    expect(plan.kind === 'stop' && plan.message).toContain('CHROMIUM_PATH=/opt/gone/chrome');
  });
});

describe('ensureChromium', () => {
  it('answers 0 and names the browser when there is one, running nothing', () => {
    const { lines, out } = recorder();
    expect(ensureChromium(machine(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium']), noRun, out)).toBe(0);
    expect(lines).toEqual({ info: ['Chromium for the browser tests: /usr/bin/chromium-headless-shell'], error: [] });
  });

  it('not as root, answers 0 with the full browser and the hint, running nothing', () => {
    const { lines, out } = recorder();
    expect(ensureChromium(machine(['/usr/bin/chromium']), noRun, out)).toBe(0);
    expect(lines.info).toEqual(['Chromium for the browser tests: /usr/bin/chromium', expect.stringContaining('sudo apt-get install -y chromium-headless-shell')]);
  });

  it('answers 0 with the full browser when installing the headless shell fails', () => {
    const { lines, out } = recorder();
    expect(ensureChromium(machine(['/usr/bin/chromium'], { isRoot: true }), (step) => (step.args[0] === 'install' ? 100 : 0), out)).toBe(0);
    expect(lines.info.at(-1)).toBe('Installing the headless shell failed ("apt-get install -y -qq chromium-headless-shell" exited 100); the browser tests use /usr/bin/chromium');
    expect(lines.error).toEqual([]);
  });

  it('answers 1 with the one-line message and runs nothing when it may not install', () => {
    const { lines, out } = recorder();
    expect(ensureChromium(machine([], { isRoot: false }), noRun, out)).toBe(1);
    expect(lines.info).toEqual([]);
    expect(lines.error).toEqual(['Chromium not found: run "sudo apt-get install -y chromium" or set CHROMIUM_PATH=/path/to/chrome']);
  });

  it('as root with apt, says so first, runs the steps in order and then finds the installed browser', () => {
    const m = machine([], { isRoot: true });
    const { lines, out } = recorder();
    const ran: string[] = [];
    const run = (step: Command) => {
      ran.push(`${lines.info.length} lines said: ${step.command} ${step.args.join(' ')}`);
      if (step.args[0] === 'install') m.files.add('/usr/bin/chromium-headless-shell');
      return 0;
    };
    expect(ensureChromium(m, run, out)).toBe(0);
    expect(ran).toEqual(['1 lines said: apt-get update -qq', '1 lines said: apt-get install -y -qq chromium-headless-shell']);
    expect(lines.info.at(-1)).toBe('Chromium for the browser tests: /usr/bin/chromium-headless-shell');
    expect(lines.error).toEqual([]);
  });

  it('stops at a failed step with the command and its exit code', () => {
    const { lines, out } = recorder();
    const ran: string[] = [];
    const run = (step: Command) => (ran.push(step.args[0]!), 100);
    expect(ensureChromium(machine([], { isRoot: true }), run, out)).toBe(1);
    expect(ran).toEqual(['update']);
    expect(lines.error).toEqual([expect.stringMatching(/^Installing Chromium failed: "apt-get update -qq" exited 100; run "apt-get install -y chromium-headless-shell"/)]);
  });

  it('answers 1 when the install succeeded but left no browser to find', () => {
    const { lines, out } = recorder();
    expect(ensureChromium(machine([], { isRoot: true }), () => 0, out)).toBe(1);
    expect(lines.error).toEqual([expect.stringContaining('found no browser')]);
  });
});
