/**
 * `npm run emulators`: Firebase's official emulator suite, Firestore and Storage included, for
 * machines with Java 21 (this project's own machines have none: `npm start` is the offline stack).
 * Data lives in emulators/data/official (exported on exit); an empty stack is seeded through the
 * Storage emulator.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { CloudBlobStore } from '../functions/src/adapters/cloud-blob-store';
import { outboxEventEnv, writeLocalSecrets } from './local-config';
import { FIREBASE_BIN, httpOk, waitFor } from './processes';
import { seed } from './seed';
import { DEFAULT_DATA_DIR, PORTS, PROJECT_ID, ROOT } from './stack-config';

const dir = join(DEFAULT_DATA_DIR, 'official');
const STORAGE_PORT = 9199;
mkdirSync(dir, { recursive: true });

const built = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) process.exit(built.status ?? 1);

await writeLocalSecrets();
const args = ['emulators:start', '--project', PROJECT_ID, '--export-on-exit', dir];
if (existsSync(join(dir, 'firebase-export-metadata.json'))) args.push('--import', dir);
const events = await outboxEventEnv(dir, PORTS.dev.hosting);
const firebase = spawn(FIREBASE_BIN, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, RMS_ENVIRONMENT: 'development', RMS_OUTBOX_DIR: join(dir, 'outbox'), ...events } });
firebase.on('exit', (code) => process.exit(code ?? 0));
// Ctrl-C reaches the firebase CLI too (same terminal); it exports the data and exits, and so do we.
process.on('SIGINT', () => {});

const site = `http://127.0.0.1:${PORTS.dev.hosting}`;
await waitFor('The site and its API', () => httpOk(`${site}/api/health/environment`), 300_000, firebase);
process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${PORTS.dev.firestore}`;
process.env.FIREBASE_STORAGE_EMULATOR_HOST = `127.0.0.1:${STORAGE_PORT}`;
const app = initializeApp({ projectId: PROJECT_ID, storageBucket: `${PROJECT_ID}.appspot.com` }, 'official-seed');
const result = await seed({
  db: getFirestore(app),
  blobs: new CloudBlobStore(getStorage(app).bucket()),
  log: (line) => process.stdout.write(`[rms] ${line}\n`),
});
await deleteApp(app);
process.stdout.write(`[rms] ${result.seeded ? 'Seeded.' : 'Existing data kept.'} The site: ${site}\n`);
