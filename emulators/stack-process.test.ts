import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from './stack-config';
import { processStall, stackProcessEnv } from './stack-process';

/** The process's state letter from /proc (T = stopped by a signal). A SIGSTOP takes effect when the process next runs: poll. */
const state = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0];

async function stateBecomes(pid: number, wanted: (s: string | undefined) => boolean): Promise<string | undefined> {
  for (let i = 0; i < 100 && !wanted(state(pid)); i++) await new Promise((r) => setTimeout(r, 10));
  return state(pid);
}

let child: ChildProcess | undefined;
const stallers: ChildProcess[] = [];
afterEach(() => {
  for (const p of [child, ...stallers.splice(0)]) if (p && p.exitCode === null && p.signalCode === null) p.kill('SIGKILL');
  child = undefined;
});

const idle = () => (child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' }));

// Two cases start tsx in a child process: a second alone, far more when the 2-core machine is busy
// (decision 141).
describe('processStall', { timeout: 60_000 }, () => {
  it('stops the process and lets it run again', async () => {
    const { pid } = idle();
    const stall = processStall(pid!);
    stall.stall();
    expect(stall.stalled).toBe(true);
    expect(await stateBecomes(pid!, (s) => s === 'T')).toBe('T');
    stall.resume();
    expect(stall.stalled).toBe(false);
    expect(await stateBecomes(pid!, (s) => s !== 'T')).not.toBe('T');
  });

  it('stops listening for its way out once resumed', () => {
    const { pid } = idle();
    const listeners = () => ['exit', 'SIGINT', 'SIGTERM'].map((e) => process.listenerCount(e));
    const before = listeners();
    const stall = processStall(pid!);
    stall.stall();
    stall.stall();
    expect(listeners()).toEqual(before.map((n) => n + 1));
    stall.resume();
    expect(listeners()).toEqual(before);
  });

  // A process that stalls `idle` and then exits or is ended by a signal, as a bench run can.
  const staller = (pid: number, then: string) => {
    const p = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', `import { processStall } from './emulators/stack-process.ts'; processStall(${pid}).stall(); console.log('stalled'); ${then}`], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    stallers.push(p);
    return p;
  };
  const ended = (p: ChildProcess) => new Promise<[number | null, string | null]>((r) => p.once('exit', (code, signal) => r([code, signal])));

  it('resumes the process when the one that stalled it exits', async () => {
    const { pid } = idle();
    expect(await ended(staller(pid!, 'process.exit(3)'))).toEqual([3, null]);
    expect(await stateBecomes(pid!, (s) => s !== 'T')).not.toBe('T');
  });

  it('resumes the process when the one that stalled it gets SIGTERM, and still ends by that signal', async () => {
    const { pid } = idle();
    const p = staller(pid!, 'setInterval(() => {}, 1000)');
    await new Promise((r) => p.stdout!.once('data', r));
    expect(await stateBecomes(pid!, (s) => s === 'T')).toBe('T');
    p.kill('SIGTERM');
    expect(await ended(p)).toEqual([null, 'SIGTERM']);
    expect(await stateBecomes(pid!, (s) => s !== 'T')).not.toBe('T');
  });

  it('does not throw when resuming a process that is gone', async () => {
    const c = idle();
    const stall = processStall(c.pid!);
    stall.stall();
    const exited = new Promise((r) => c.once('exit', r));
    process.kill(c.pid!, 'SIGKILL');
    await exited;
    expect(() => stall.resume()).not.toThrow();
  });
});

describe('stackProcessEnv', () => {
  it('caps the Functions emulator at the workers asked for, and scales the visitor limits', () => {
    expect(stackProcessEnv({ rateLimitScale: 50, functionsWorkers: 4 })).toEqual({ RMS_RATE_LIMIT_SCALE: '50', FUNCTIONS_EMULATOR_PARALLEL: '4' });
  });

  it("leaves the emulator's own default and the real limits when nothing is asked", () => {
    expect(stackProcessEnv({})).toEqual({});
    expect(stackProcessEnv({}, '/tmp/rms-x')).toEqual({});
  });

  it("names the test clock's file in the stack's own data folder, only when asked", () => {
    expect(stackProcessEnv({ testClock: true }, '/tmp/rms-x')).toEqual({ RMS_TEST_CLOCK_FILE: '/tmp/rms-x/test-clock-offset-ms' });
  });
});
