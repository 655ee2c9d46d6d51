import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '../emulators/auth-emulator';
import { PersistentFirestore } from '../emulators/firestore-store';
import { freePort } from '../emulators/processes';
import './provided-context';

/** One in-memory Firestore emulator and one Auth emulator for the whole API test run. */
export default async function setup(project: TestProject) {
  const port = await freePort();
  const firestore = new PersistentFirestore(null);
  await firestore.start(port);
  const auth = await startAuthEmulator();
  project.provide('firestoreHost', `127.0.0.1:${port}`);
  project.provide('authHost', auth.host);
  return async () => {
    await auth.stop();
    await firestore.stop();
  };
}
