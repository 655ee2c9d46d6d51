import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACKUP_COLLECTIONS, type Role } from '@rms/schema';
import request from 'supertest';
import { inject } from 'vitest';
import './provided-context';
import type { AppDeps } from '../functions/src/app-deps';
import { createApp } from '../functions/src/app';
import { outboxMailer } from '../functions/src/adapters/mail';
import type { Mailer, OutgoingMail } from '../functions/src/adapters/mailer';
import { adminAuth, firestore, type Firestore } from '../functions/src/adapters/firebase';
import { sharpProcessor } from '../functions/src/adapters/image-processor';
import { LocalBlobStore } from '../functions/src/adapters/local-blob-store';
import type { BlobStore } from '../functions/src/adapters/blob-store';
import { loadConfig } from '../functions/src/config';
import { repositoriesFor } from '../functions/src/repositories';
import { firestoreRoles } from '../functions/src/services/access/roles';
import { issueFormToken } from '../functions/src/services/enquiries/form-token';
import { emulatorGoogleSignIn } from '../emulators/auth-emulator';

/**
 * This worker's Firebase project. API test files run in parallel workers against one Firestore and one
 * Auth emulator; both keep each project's data apart, so a file that clears a collection or reads every
 * document sees only its own worker's data.
 */
export const PROJECT_ID = `demo-rms-api-${process.env.VITEST_POOL_ID ?? '1'}`;
/** The contact forms' token key of every test stack (FORM_TOKEN_SECRET), so tests can sign a token. */
export const TEST_FORM_TOKEN_SECRET = 'test-form-token-secret-0123456789abcdef';

/** A form token as the site would have issued it `ageMs` ago: past the time trap's 3 s, valid for 24 h. */
export function formToken(ageMs = 10_000): string {
  return issueFormToken(TEST_FORM_TOKEN_SECRET, new Date(Date.now() - ageMs));
}
export const ADMIN_EMAIL = 'admin@example.com';

/** Points firebase-admin at this run's emulators; call before anything creates a client. */
export function useEmulators() {
  process.env.FIRESTORE_EMULATOR_HOST = inject('firestoreHost');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = inject('authHost');
  process.env.GCLOUD_PROJECT = PROJECT_ID;
  // Nothing here runs on Google Cloud: don't probe the metadata server (it only logs warnings).
  process.env.METADATA_SERVER_DETECTION = 'none';
}

export interface TestStack {
  app: ReturnType<typeof createApp>;
  deps: AppDeps;
  db: Firestore;
  blobs: BlobStore;
  dataDir: string;
  cleanup: () => Promise<void>;
}

/**
 * The Express app in-process against the real emulators, with a temporary blob folder and
 * outbox. `overrides` swaps a dependency (e.g. a failing mailer) for one test file; `db` gives the
 * repositories another database handle (a broken or counting one); roles are still read from the real one.
 * `blobsIn` builds the blob store (a counting one, say) in the stack's own folder, which `cleanup` removes.
 */
export async function createTestStack(
  overrides: Partial<AppDeps> & { env?: NodeJS.ProcessEnv; mailer?: Mailer; db?: Firestore; blobsIn?: (folder: string) => BlobStore } = {},
): Promise<TestStack> {
  useEmulators();
  const dataDir = await mkdtemp(join(tmpdir(), 'rms-api-'));
  const config = loadConfig({
    ...process.env,
    ADMIN_EMAILS: ADMIN_EMAIL,
    RMS_BLOB_DIR: join(dataDir, 'storage'),
    RMS_OUTBOX_DIR: join(dataDir, 'outbox'),
    FORM_TOKEN_SECRET: TEST_FORM_TOKEN_SECRET,
    ...overrides.env,
  });
  const db = firestore(config);
  const { db: appDb, env: _env, blobsIn, ...swapped } = overrides;
  const blobs = overrides.blobs ?? blobsIn?.(join(dataDir, 'storage')) ?? new LocalBlobStore(join(dataDir, 'storage'));
  const deps: AppDeps = {
    config,
    repos: repositoriesFor(appDb ?? db),
    verifier: adminAuth(config),
    accounts: adminAuth(config),
    // Roles come from the real database even when `db` is swapped: the admin stays an admin.
    roles: firestoreRoles(repositoriesFor(db), 0),
    blobs,
    mailer: outboxMailer(join(dataDir, 'outbox')),
    images: sharpProcessor,
    ...swapped,
  };
  return {
    app: createApp(deps),
    deps,
    db,
    blobs,
    dataDir,
    cleanup: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** Deletes every document of the named collections (batched; the emulator has no recursiveDelete). */
/** The mails a test stack's outbox mailer wrote, oldest first (their file names sort by time); none before the first. */
export async function outboxMails(dataDir: string): Promise<OutgoingMail[]> {
  const dir = join(dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [] as string[])).sort();
  return Promise.all(files.map(async (f) => JSON.parse(await readFile(join(dir, f), 'utf8')) as OutgoingMail));
}

export async function clearCollections(db: Firestore, ...names: string[]) {
  for (const name of names) {
    const snap = await db.collection(name).get();
    for (let i = 0; i < snap.docs.length; i += 400) {
      const batch = db.batch();
      for (const doc of snap.docs.slice(i, i + 400)) batch.delete(doc.ref);
      await batch.commit();
    }
  }
}

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
  auth: { Authorization: string };
}

/**
 * A real Google user of the Auth emulator and its ID token: the emulator signs in whoever the fake Google
 * ID token names. `targetProjectId` (allowed with the emulator's "owner" credential) puts the user in this
 * worker's project, so the token's audience is the project the app checks it against.
 */
export async function googleUser(email: string, name = email.split('@')[0] ?? 'Test'): Promise<TestUser> {
  const body = await emulatorGoogleSignIn(inject('authHost'), { email, name }, PROJECT_ID);
  return { uid: body.localId, email, idToken: body.idToken, auth: { Authorization: `Bearer ${body.idToken}` } };
}

/**
 * A user who signed up with e-mail and password (so the e-mail is not verified) and their ID token, in
 * this worker's project: created with the emulator's "owner" credential, then signed in.
 */
export async function passwordUser(email: string, password: string): Promise<{ uid: string; idToken: string }> {
  const host = inject('authHost');
  const headers = { 'Content-Type': 'application/json', Authorization: 'Bearer owner' };
  const created = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts`, { method: 'POST', headers, body: JSON.stringify({ email, password }) });
  if (!created.ok) throw new Error(`signUp failed: ${created.status} ${await created.text()}`);
  const res = await fetch(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ targetProjectId: PROJECT_ID, email, password, returnSecureToken: true }),
  });
  if (!res.ok) throw new Error(`signInWithPassword failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { localId: string; idToken: string };
  return { uid: body.localId, idToken: body.idToken };
}

/** A signed-in user whose stored role is set directly in Firestore. */
export async function userWithRole(db: Firestore, email: string, role: Role): Promise<TestUser> {
  const user = await googleUser(email);
  await db.collection('users').doc(user.uid).set({ email, displayName: email, photoURL: null, role, created_at: new Date().toISOString(), last_login: new Date().toISOString() });
  return user;
}

/**
 * Every collection the API can write: the backed-up ones plus any `collection('name')` in functions/src,
 * read from the source so a collection someone adds is covered without editing a list here.
 */
export async function apiCollections(): Promise<string[]> {
  const root = fileURLToPath(new URL('../functions/src/', import.meta.url));
  const names = new Set<string>([...BACKUP_COLLECTIONS, 'settings']);
  for (const file of await readdir(root, { recursive: true })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const m of (await readFile(join(root, file), 'utf8')).matchAll(/\.collection\(\s*['"`]([\w-]+)['"`]\s*\)/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

/** Every document of `collections` and every blob with its etag: compare two to prove nothing changed. */
export async function stateSnapshot(db: Firestore, blobs: BlobStore, collections: string[]): Promise<Record<string, unknown>> {
  const state: Record<string, unknown> = {};
  for (const name of collections) {
    const snap = await db.collection(name).get();
    state[name] = Object.fromEntries(snap.docs.map((d) => [d.id, d.data()]));
  }
  const files: Record<string, string | undefined> = {};
  for (const blob of await blobs.list('')) files[blob.name] = (await blobs.get(blob.name))?.etag;
  state['(blobs)'] = files;
  return state;
}

/** A project made through the API by `user` (an administrator): the one way the API tests make one. Published unless `draft`. */
export async function projectThroughApi(
  app: TestStack['app'],
  user: TestUser,
  { title, description = '<p>Tekst</p>', draft = false }: { title: string; description?: string; draft?: boolean },
): Promise<{ id: string; modified_at: string }> {
  const res = await request(app).post('/api/projects').set(user.auth).send({ title, description, draft }).expect(201);
  return res.body.data as { id: string; modified_at: string };
}
