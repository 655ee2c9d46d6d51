import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestStack, userWithRole, type TestStack, type TestUser } from '../../../../test/api-helpers';
import { faultSwitch, faultyRepositories } from '../../../../test/faults';
import { createApp } from '../../app';
import { ROLE_UNAVAILABLE_MESSAGE } from '../../middleware/require-role';
import { firestoreRoles, ROLE_CACHE_MS } from './roles';

// The role cache as production wires it (production-deps.ts), with a clock the test moves: a role change
// in users/{uid} takes effect on the next request after ROLE_CACHE_MS, never later.
let stack: TestStack;
let clock = 0;
const ADMIN_ROUTE = '/api/backups/list';

let app: ReturnType<typeof createApp>;

beforeAll(async () => {
  stack = await createTestStack();
  app = createApp({ ...stack.deps, roles: firestoreRoles(stack.deps.repos, ROLE_CACHE_MS, () => clock) });
});

afterAll(async () => {
  await stack.cleanup();
});

const setRole = (user: TestUser, role: 'admin' | 'user') => stack.db.collection('users').doc(user.uid).update({ role });
const adminCall = (user: TestUser) => request(app).get(ADMIN_ROUTE).set(user.auth);

describe('the role cache', () => {
  it('refuses a demoted admin (403) once the cache time is up', async () => {
    const admin = await userWithRole(stack.db, `demoted-${Date.now()}@example.com`, 'admin');
    expect((await adminCall(admin)).status).toBe(200);

    await setRole(admin, 'user');
    clock += ROLE_CACHE_MS - 1;
    // Within the cache time the instance still trusts what it read: the bound this test holds.
    expect((await adminCall(admin)).status).toBe(200);

    clock += 1;
    const refused = await adminCall(admin);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
  });

  it('lets a promoted user in once the cache time is up', async () => {
    const user = await userWithRole(stack.db, `promoted-${Date.now()}@example.com`, 'user');
    expect((await adminCall(user)).status).toBe(403);

    await setRole(user, 'admin');
    clock += ROLE_CACHE_MS;
    expect((await adminCall(user)).status).toBe(200);
  });
});

describe('when the role cannot be read', () => {
  const fault = faultSwitch();
  let failing: ReturnType<typeof createApp>;

  beforeAll(() => {
    failing = createApp({ ...stack.deps, roles: firestoreRoles(faultyRepositories(stack.deps.repos, fault), ROLE_CACHE_MS, () => clock) });
  });

  afterAll(() => {
    fault.set({ kind: 'none' });
  });

  it('never uses a role older than the cache time: staff routes answer 503 in Norwegian, public routes still answer', async () => {
    const admin = await userWithRole(stack.db, `outage-${Date.now()}@example.com`, 'admin');
    expect((await request(failing).get(ADMIN_ROUTE).set(admin.auth)).status).toBe(200);

    fault.set({ kind: 'error' });
    clock += ROLE_CACHE_MS - 1;
    // Still within the cache time: what was read stands, no read is tried.
    expect((await request(failing).get(ADMIN_ROUTE).set(admin.auth)).status).toBe(200);

    clock += 1;
    for (const path of [ADMIN_ROUTE, '/api/messages/count', '/api/auth/me']) {
      const refused = await request(failing).get(path).set(admin.auth);
      expect(refused.status, path).toBe(503);
      expect(refused.body.error, path).toEqual({ code: 'UNAVAILABLE', message: ROLE_UNAVAILABLE_MESSAGE });
    }
    const visitorRoute = await request(failing).get('/api/firebase/').set(admin.auth);
    expect(visitorRoute.status).toBe(200);
    fault.set({ kind: 'none' });
  });

  it('a signed-in person whose role was never read still gets the public routes', async () => {
    const editor = await userWithRole(stack.db, `outage-new-${Date.now()}@example.com`, 'editor');
    fault.set({ kind: 'error' });
    expect((await request(failing).get('/api/firebase/').set(editor.auth)).status).toBe(200);
    expect((await request(failing).get('/api/messages/count').set(editor.auth)).status).toBe(503);
    fault.set({ kind: 'none' });
    expect((await request(failing).get('/api/messages/count').set(editor.auth)).status).toBe(200);
  });
});
