// Bundles the functions into dist/index.js. Runtime dependencies listed in package.json stay
// external (Cloud Build installs them); the workspace's @rms/schema and zod are inlined, so a
// deploy never needs an unpublished package.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const OUTDIR = process.env.RMS_FUNCTIONS_OUTDIR ?? 'dist';

// Chunks of an earlier build would pile up (their names carry hashes); dist/render/ is the web build's.
await rm(new URL(`${OUTDIR}/chunks/`, new URL('./', import.meta.url)), { recursive: true, force: true });

await build({
  entryPoints: ['src/index.ts'],
  // Split at the dynamic imports: each function's instance loads only what it runs (decision 016).
  // RMS_FUNCTIONS_OUTDIR: the manifest test builds the very same bundle elsewhere.
  outdir: OUTDIR,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
  define: { 'process.env.RMS_BUILD_VERSION': JSON.stringify(`${pkg.version}`) },
});
