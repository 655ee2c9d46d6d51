import type { ChildProcess } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FIREBASE_BIN, freePort, httpOk, startGroup, stopGroup, waitFor } from './processes';
import { PROJECT_ID } from './stack-config';

/**
 * The real Firebase Auth emulator alone, on free ports, for API tests. Each test worker signs its users
 * into a project of its own, so the emulator serves many projects (no single-project warning).
 */
export async function startAuthEmulator(): Promise<{ host: string; stop: () => Promise<void> }> {
  const [auth, hub, logging] = [await freePort(), await freePort(), await freePort()];
  const dir = await mkdtemp(join(tmpdir(), 'rms-auth-'));
  const config = {
    emulators: {
      singleProjectMode: false,
      auth: { host: '127.0.0.1', port: auth },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      ui: { enabled: false },
    },
  };
  await writeFile(join(dir, 'firebase.json'), JSON.stringify(config));
  let output = '';
  const child: ChildProcess = startGroup(FIREBASE_BIN, ['emulators:start', '--only', 'auth', '--project', PROJECT_ID, '--config', join(dir, 'firebase.json')], {
    cwd: dir,
    log: (c) => (output += c),
  });
  try {
    await waitFor('Auth emulator', () => httpOk(`http://127.0.0.1:${auth}/`), 60_000, child);
  } catch (e) {
    await stopGroup(child, 'SIGKILL');
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  return { host: `127.0.0.1:${auth}`, stop: () => stopGroup(child, 'SIGTERM', 5000) };
}
