/**
 * `npm run seed [-- --reset]`: seeds the local stack. Uses the running stack's Firestore when
 * `npm start` is up; otherwise opens the saved data file itself, seeds, and saves it.
 */
import { createConnection } from 'node:net';
import { parseArgs } from 'node:util';
import { PersistentFirestore } from './firestore-store';
import { freePort } from './processes';
import { seedStack } from './seed-runner';
import { DEFAULT_DATA_DIR, PORTS, PROJECT_ID, stackPaths } from './stack-config';

const { values } = parseArgs({ options: { reset: { type: 'boolean', default: false }, data: { type: 'string', default: DEFAULT_DATA_DIR } } });
const paths = stackPaths(values.data);
const say = (l: string) => process.stdout.write(`[seed] ${l}\n`);

function listening(port: number): Promise<boolean> {
  return new Promise((res) => {
    const socket = createConnection({ port, host: '127.0.0.1' });
    socket.once('connect', () => (socket.destroy(), res(true)));
    socket.once('error', () => res(false));
  });
}

let own: PersistentFirestore | undefined;
let host = `127.0.0.1:${PORTS.dev.firestore}`;
if (!(await listening(PORTS.dev.firestore))) {
  own = new PersistentFirestore(paths.firestoreFile);
  const port = await freePort();
  await own.start(port);
  host = `127.0.0.1:${port}`;
  say(`No running stack; seeding ${paths.firestoreFile} directly.`);
}
try {
  const result = await seedStack({ firestoreHost: host, projectId: PROJECT_ID, blobDir: paths.blobDir, reset: values.reset, log: say });
  say(result.seeded ? `Seeded ${result.products} products, ${result.projects} references, ${result.images} images.` : 'Already seeded; use --reset to start over.');
} finally {
  await own?.stop();
}
process.exit(0);
