/**
 * `npm run role -- <email> admin|editor|user`: sets users/{uid}.role of the user with that e-mail in the
 * local stack. Uses the running stack's Firestore (127.0.0.1:8080) when `npm start` is up;
 * otherwise opens the saved data file itself, changes it and saves it. `--host` points at
 * another emulator and `--project` at another `demo-` project in it (tests). The user must have
 * signed in once: the API creates users/{uid} then.
 */
import { createConnection } from 'node:net';
import { parseArgs } from 'node:util';
import { RoleSchema } from '@rms/schema';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { NotFoundError } from '../functions/src/errors';
import { repositoriesFor } from '../functions/src/repositories';
import { setRoleByEmail } from '../functions/src/services/access/users';
import { PersistentFirestore } from './firestore-store';
import { freePort } from './processes';
import { DEFAULT_DATA_DIR, PORTS, PROJECT_ID, stackPaths } from './stack-config';

const USAGE = 'Usage: npm run role -- <email> admin|editor|user [--host 127.0.0.1:8080] [--project demo-rms] [--data emulators/data]';
const say = (line: string) => process.stdout.write(`[role] ${line}\n`);
const fail = (line: string, code = 1): never => {
  process.stderr.write(`[role] ${line}\n`);
  process.exit(code);
};

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { host: { type: 'string' }, project: { type: 'string', default: PROJECT_ID }, data: { type: 'string', default: DEFAULT_DATA_DIR } },
});
const [email, roleArg, ...extra] = positionals;
if (!email || !roleArg || extra.length > 0 || !email.includes('@')) fail(USAGE, 2);
const role = RoleSchema.safeParse(roleArg);
if (!role.success) fail(`Unknown role "${roleArg}": use admin, editor or user.\n${USAGE}`, 2);
// A `demo-` project id never reaches real resources, whatever the environment says.
if (!values.project.startsWith('demo-')) fail(`The project must be a demo- project, not "${values.project}".\n${USAGE}`, 2);

function listening(hostPort: string): Promise<boolean> {
  const [host = '127.0.0.1', port = '0'] = hostPort.split(':');
  return new Promise((res) => {
    const socket = createConnection({ port: Number(port), host });
    socket.once('connect', () => (socket.destroy(), res(true)));
    socket.once('error', () => res(false));
  });
}

let own: PersistentFirestore | undefined;
let host = values.host ?? `127.0.0.1:${PORTS.dev.firestore}`;
if (!(await listening(host))) {
  if (values.host) fail(`No Firestore emulator answers at ${values.host}.`);
  const file = stackPaths(values.data).firestoreFile;
  own = new PersistentFirestore(file);
  const port = await freePort();
  await own.start(port);
  host = `127.0.0.1:${port}`;
  say(`No running stack; changing ${file} directly.`);
}

// Only ever the emulator: this tool must not be able to reach a real project.
process.env.FIRESTORE_EMULATOR_HOST = host;
const app = initializeApp({ projectId: values.project }, 'role-cli');
let code = 0;
try {
  const changes = await setRoleByEmail(repositoriesFor(getFirestore(app)), { uid: 'role-cli', email: null }, email!, role.data!);
  for (const c of changes) {
    say(c.from === c.to ? `${c.email} (${c.uid}) already has the role ${c.to}.` : `${c.email} (${c.uid}): ${c.from} → ${c.to}.`);
  }
  if (!own) say('A running API picks the new role up within 30 s (its role cache), or at the next sign-in.');
} catch (e) {
  code = 1;
  process.stderr.write(`[role] ${e instanceof NotFoundError ? e.message : `Failed: ${e instanceof Error ? e.message : String(e)}`}\n`);
} finally {
  await deleteApp(app);
  await own?.stop();
}
process.exit(code);
