import { getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { FieldValue, getFirestore, type CollectionReference, type DocumentData, type DocumentReference, type Firestore, type Transaction, type WriteBatch } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import type { AppConfig } from '../config';

export type { Auth, CollectionReference, DocumentData, DocumentReference, Firestore, Transaction, WriteBatch };
export { FieldValue };

let app: App | undefined;

/** The Admin SDK, initialised once per process (emulator hosts come from the environment). */
export function adminApp(config: AppConfig): App {
  app ??= getApps()[0] ?? initializeApp({ projectId: config.projectId, storageBucket: config.storageBucket });
  return app;
}

export function firestore(config: AppConfig): Firestore {
  const db = getFirestore(adminApp(config));
  return db;
}

export function adminAuth(config: AppConfig): Auth {
  return getAuth(adminApp(config));
}

export function storageBucket(config: AppConfig) {
  return getStorage(adminApp(config)).bucket(config.storageBucket);
}
