import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
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
    // firebase-tools takes 5–10 s to start alone, but over 90 s on a two-core machine busy with other
    // builds and tests; a start that is only slow must not fail the whole API run.
    await waitFor('Auth emulator', () => httpOk(`http://127.0.0.1:${auth}/`), 180_000, child);
  } catch (e) {
    await stopGroup(child, 'SIGKILL');
    await rm(dir, { recursive: true, force: true });
    throw new Error(`${(e as Error).message}\n${output}`);
  }
  const stop = async () => {
    await stopGroup(child, 'SIGTERM', 5000);
    await rm(dir, { recursive: true, force: true });
  };
  return { host: `127.0.0.1:${auth}`, stop };
}

/**
 * Signs a Google account into the Auth emulator at `host`, as its popup does: the emulator accepts
 * whatever the fake Google ID token names. With `projectId` (allowed with the emulator's "owner"
 * credential) the account lands in that project, so the token's audience is the one the app checks.
 */
export async function emulatorGoogleSignIn(
  host: string,
  account: { email: string; name?: string; verified?: boolean; sub?: string },
  projectId?: string,
): Promise<{ localId: string; idToken: string }> {
  const claims = { sub: account.sub ?? `google-${account.email}`, email: account.email, email_verified: account.verified ?? true, name: account.name ?? account.email.split('@')[0] ?? 'Test' };
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithIdp?key=fake`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(projectId ? { Authorization: 'Bearer owner' } : {}) },
    body: JSON.stringify({
      ...(projectId ? { targetProjectId: projectId } : {}),
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=google.com`,
      requestUri: 'http://localhost',
      returnSecureToken: true,
    }),
  });
  if (!res.ok) throw new Error(`signInWithIdp failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { localId: string; idToken: string };
}
