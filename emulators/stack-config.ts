import { resolve } from 'node:path';

/** Project id of the local stack: `demo-` prefix, so nothing can ever reach real resources. */
export const PROJECT_ID = 'demo-rms';
export const ROOT = resolve(import.meta.dirname, '..');

export interface StackPorts {
  hosting: number;
  functions: number;
  auth: number;
  firestore: number;
  hub: number;
  logging: number;
}

/** `dev` is what `npm start` uses (the ports firebase.json pins); `test` keeps browser tests off a running dev stack. */
export const PORTS: Record<'dev' | 'test', StackPorts> = {
  dev: { hosting: 5000, functions: 5001, auth: 9099, firestore: 8080, hub: 4400, logging: 4500 },
  test: { hosting: 5100, functions: 5101, auth: 9199, firestore: 8180, hub: 4410, logging: 4510 },
};

export const DEFAULT_DATA_DIR = resolve(ROOT, 'emulators/data');

export interface StackPaths {
  dataDir: string;
  /** Firestore documents, saved by the pure-Node emulator. */
  firestoreFile: string;
  /** Stand-in for the Storage bucket. */
  blobDir: string;
  /** Mails the outbox mailer writes. */
  outboxDir: string;
  /** Auth emulator export (accounts survive restarts). */
  authDir: string;
}

export function stackPaths(dataDir = DEFAULT_DATA_DIR): StackPaths {
  return {
    dataDir,
    firestoreFile: resolve(dataDir, 'firestore.json'),
    blobDir: resolve(dataDir, 'storage'),
    outboxDir: resolve(dataDir, 'outbox'),
    authDir: resolve(dataDir, 'auth'),
  };
}

/** Where the offline stack's admin signs in (ADMIN_EMAILS default of the local stack). */
export const LOCAL_ADMIN_EMAIL = 'admin@example.com';
