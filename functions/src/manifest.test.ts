import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, '../..');

interface WireEndpoint {
  secretEnvironmentVariables?: { key: string; secret?: string }[];
}
interface WireManifest {
  endpoints: Record<string, WireEndpoint>;
  params?: { name: string; type: string }[];
}

/** Functions that send mail: the API (contact form, test mail, booking invitations), the scheduled retry and the two reminders. */
const MAIL_SENDERS = ['api', 'mailRetry', 'enquiryReminder', 'bookingReminder'];

let dir: string;
let manifest: WireManifest;

// The manifest `firebase deploy` reads: the bundle functions/build.mjs makes, loaded by
// firebase-functions' own manifest writer (the same code the CLI runs before a deploy).
beforeAll(async () => {
  // Under node_modules, so the bundle's external packages resolve as they do from functions/dist.
  dir = await mkdtemp(join(ROOT, 'node_modules/.cache-rms-manifest-'));
  await writeFile(join(dir, 'package.json'), JSON.stringify({ type: 'module', main: 'index.js' }));
  await run(process.execPath, ['build.mjs'], { cwd: join(ROOT, 'functions'), env: { ...process.env, RMS_FUNCTIONS_OUTDIR: dir } });
  const out = join(dir, 'manifest.json');
  await run(process.execPath, [join(ROOT, 'node_modules/firebase-functions/lib/bin/firebase-functions.js'), dir], {
    cwd: dir,
    env: { ...process.env, FUNCTIONS_MANIFEST_OUTPUT_PATH: out, GCLOUD_PROJECT: 'rms-manifest-test', METADATA_SERVER_DETECTION: 'none' },
  });
  manifest = JSON.parse(await readFile(out, 'utf8')) as WireManifest;
}, 120_000);

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe('the built functions manifest', () => {
  it('declares the SENDGRID_API_KEY secret on every function that sends mail', () => {
    for (const name of MAIL_SENDERS) {
      expect(manifest.endpoints[name], name).toBeDefined();
      expect(manifest.endpoints[name]?.secretEnvironmentVariables?.map((s) => s.key), name).toContain('SENDGRID_API_KEY');
    }
    expect(manifest.params).toContainEqual(expect.objectContaining({ name: 'SENDGRID_API_KEY', type: 'secret' }));
  });

  it('gives the key to no function that does not send mail', () => {
    const others = Object.entries(manifest.endpoints).filter(([name]) => !MAIL_SENDERS.includes(name));
    expect(others.length).toBeGreaterThan(0);
    for (const [name, endpoint] of others) expect(endpoint.secretEnvironmentVariables ?? [], name).toEqual([]);
  });
});
