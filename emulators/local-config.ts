import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { ROOT, type StackPorts } from './stack-config';

interface HostingHeader {
  key: string;
  value: string;
}
interface FirebaseJson {
  hosting: { headers: { source: string; headers: HostingHeader[] }[] } & Record<string, unknown>;
  emulators: Record<string, unknown>;
  [key: string]: unknown;
}

/**
 * firebase.json as the local stack needs it: the given ports, and a CSP that also lets the page
 * reach the Auth emulator over plain http on loopback (production's CSP stays strict).
 */
export function localFirebaseConfig(base: FirebaseJson, ports: StackPorts): FirebaseJson {
  const emulatorOrigins = `http://127.0.0.1:${ports.auth} http://localhost:${ports.auth}`;
  const headers = base.hosting.headers.map((rule) => ({
    ...rule,
    headers: rule.headers
      .filter((h) => h.key !== 'Strict-Transport-Security')
      .map((h) => {
        if (h.key !== 'Content-Security-Policy') return h;
        const value = h.value
          .split(';')
          .map((d) => d.trim())
          .filter((d) => d && d !== 'upgrade-insecure-requests')
          .map((d) => (d.startsWith('connect-src') || d.startsWith('frame-src') ? `${d} ${emulatorOrigins}` : d))
          .join('; ');
        return { ...h, value };
      }),
  }));
  const host = '127.0.0.1';
  return {
    ...base,
    hosting: { ...base.hosting, headers },
    emulators: {
      singleProjectMode: true,
      hub: { host, port: ports.hub },
      logging: { host, port: ports.logging },
      auth: { host, port: ports.auth },
      functions: { host, port: ports.functions },
      hosting: { host, port: ports.hosting },
      firestore: { host, port: ports.firestore },
      ui: { enabled: false },
    },
  };
}

/** Writes the local config beside firebase.json (paths in it stay relative to the repo root). */
export async function writeLocalFirebaseConfig(ports: StackPorts): Promise<string> {
  const base = JSON.parse(await readFile(resolve(ROOT, 'firebase.json'), 'utf8')) as FirebaseJson;
  const file = resolve(ROOT, `.firebase.local.${ports.hosting}.json`);
  await writeFile(file, JSON.stringify(localFirebaseConfig(base, ports), null, 2));
  return file;
}
