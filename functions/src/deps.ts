import { join } from 'node:path';
import type { AppDeps } from './app';
import { CloudBlobStore } from './adapters/cloud-blob-store';
import { adminAuth, firestore, storageBucket } from './adapters/firebase';
import { LocalBlobStore } from './adapters/local-blob-store';
import { outboxMailer, sendgridMailer } from './adapters/mail';
import { loadConfig, type AppConfig } from './config';
import { firestoreRoles } from './services/roles';

/** The production wiring of every dependency, from the environment. */
export function defaultDeps(config: AppConfig = loadConfig()): AppDeps {
  const db = firestore(config);
  const blobs = config.blobDir ? new LocalBlobStore(config.blobDir) : new CloudBlobStore(storageBucket(config));
  const mailer = config.sendgridApiKey
    ? sendgridMailer(config.sendgridApiKey)
    : outboxMailer(config.outboxDir ?? join(config.blobDir ?? '/tmp', '..', 'outbox'));
  return { config, db, verifier: adminAuth(config), roles: firestoreRoles(db), blobs, mailer };
}
