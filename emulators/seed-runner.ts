import { initializeApp, deleteApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { LocalBlobStore } from '../functions/src/adapters/local-blob-store';
import { repositoriesFor } from '../functions/src/repositories';
import { seed } from './seed';

/**
 * Seeds the stack whose Firestore listens on `firestoreHost` and whose bucket is `blobDir`.
 * Originals only: variants are built on first request (and by the trigger for admin uploads).
 */
export async function seedStack(opts: { firestoreHost: string; projectId: string; blobDir: string; reset?: boolean; log: (line: string) => void }) {
  process.env.FIRESTORE_EMULATOR_HOST = opts.firestoreHost;
  const app = initializeApp({ projectId: opts.projectId }, `seed-${Date.now()}`);
  try {
    const db = getFirestore(app);
    const result = await seed({ db, blobs: new LocalBlobStore(opts.blobDir), reset: opts.reset ?? false, log: opts.log });
    // The running functions keep the public content in memory until its version changes.
    const repos = repositoriesFor(db);
    const batch = repos.batch();
    repos.contentVersion.bump(batch);
    await batch.commit();
    return result;
  } finally {
    await deleteApp(app);
  }
}
