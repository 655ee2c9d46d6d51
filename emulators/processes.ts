import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { ROOT } from './stack-config';

/** A free TCP port on loopback, chosen by the OS. */
export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', rej);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (typeof addr === 'object' && addr ? res(addr.port) : rej(new Error('no port'))));
    });
  });
}

/** Whether a process with this id is running (one of another user's counts too). */
export function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Polls `check` until it resolves true, or fails after `timeoutMs`. */
export async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 90_000, child?: ChildProcess): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with code ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s`);
}

/** True when `url` answers 200 (a 404 from an emulator whose function failed to load is not ready). */
export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return res.status === 200;
}

export const FIREBASE_BIN = resolve(ROOT, 'node_modules/.bin/firebase');

/** Starts a detached process group so the whole tree can be stopped with one signal. */
export function startGroup(cmd: string, args: string[], opts: { env?: NodeJS.ProcessEnv; cwd?: string; log?: (chunk: string) => void }): ChildProcess {
  const child = spawn(cmd, args, { cwd: opts.cwd ?? ROOT, env: { ...process.env, ...opts.env }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const log = opts.log ?? (() => {});
  child.stdout?.setEncoding('utf8').on('data', log);
  child.stderr?.setEncoding('utf8').on('data', log);
  return child;
}

/** Signals the whole process group, then waits; SIGKILL after `graceMs`. */
export async function stopGroup(child: ChildProcess, signal: NodeJS.Signals = 'SIGINT', graceMs = 20_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  try {
    process.kill(-child.pid, signal);
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* already gone */
    }
  }, graceMs);
  await exited;
  clearTimeout(timer);
  // Children of the group that outlived the leader (java-less emulators spawn node workers).
  try {
    process.kill(-child.pid, 'SIGKILL');
  } catch {
    /* none left */
  }
}
