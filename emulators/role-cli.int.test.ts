import { execFile } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearCollections, createTestStack, PROJECT_ID, userWithRole, type TestStack } from '../test/api-helpers';
import { ROOT } from './stack-config';

const run = promisify(execFile);
let stack: TestStack;

/** Runs `npm run role` exactly as a person would (through tsx), against this worker's project in this run's Firestore emulator. */
async function role(...args: string[]) {
  try {
    const { stdout, stderr } = await run(resolve(ROOT, 'node_modules/.bin/tsx'), ['emulators/role-cli.ts', ...args, '--host', process.env.FIRESTORE_EMULATOR_HOST ?? '', '--project', PROJECT_ID], { cwd: ROOT, timeout: 60_000 });
    return { code: 0, stdout, stderr };
  } catch (e) {
    const err = e as { code: number; stdout: string; stderr: string };
    return { code: err.code, stdout: err.stdout, stderr: err.stderr };
  }
}

beforeAll(async () => {
  stack = await createTestStack();
  await clearCollections(stack.db, 'users', 'audit');
});

afterAll(async () => {
  await stack.cleanup();
});

// Each case starts tsx once or three times: seconds alone, over 30 s when the 2-core machine is busy
// (decision 141).
describe('npm run role', { timeout: 120_000 }, () => {
  it('promotes and demotes the user with that e-mail (admin, editor, user), and audits each change', async () => {
    const person = await userWithRole(stack.db, 'rolle@example.com', 'user');
    const up = await role('rolle@example.com', 'admin');
    expect(up.code).toBe(0);
    expect(up.stdout).toContain(`rolle@example.com (${person.uid}): user → admin.`);
    expect((await stack.db.collection('users').doc(person.uid).get()).get('role')).toBe('admin');

    const editor = await role('rolle@example.com', 'editor');
    expect(editor.code).toBe(0);
    expect(editor.stdout).toContain(`rolle@example.com (${person.uid}): admin → editor.`);
    expect((await stack.db.collection('users').doc(person.uid).get()).get('role')).toBe('editor');

    const down = await role('ROLLE@example.com', 'user');
    expect(down.code).toBe(0);
    expect((await stack.db.collection('users').doc(person.uid).get()).get('role')).toBe('user');

    const audit = (await stack.db.collection('audit').get()).docs.map((d) => d.data());
    expect(audit).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ uid: 'role-cli', action: 'user.role', target: person.uid, extra: { from: 'user', to: 'admin' } }),
        expect.objectContaining({ uid: 'role-cli', action: 'user.role', target: person.uid, extra: { from: 'admin', to: 'editor' } }),
        expect.objectContaining({ uid: 'role-cli', action: 'user.role', target: person.uid, extra: { from: 'editor', to: 'user' } }),
      ]),
    );
  });

  it('says clearly when nobody with that e-mail has signed in', async () => {
    const res = await role('ukjent@example.com', 'admin');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No user with e-mail ukjent@example.com has signed in yet');
  });

  it('refuses an unknown role or missing arguments with the usage', async () => {
    const bad = await role('rolle@example.com', 'superuser');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Unknown role "superuser"');
    const missing = await role('rolle@example.com');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Usage: npm run role -- <email> admin|editor|user');
  });
});
