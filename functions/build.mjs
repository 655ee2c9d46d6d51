// Bundles the functions into dist/index.js. Runtime dependencies listed in package.json stay
// external (Cloud Build installs them); the workspace's @rms/schema and zod are inlined, so a
// deploy never needs an unpublished package.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  entryPoints: ['src/index.ts'],
  // RMS_FUNCTIONS_OUTFILE: the manifest test builds the very same bundle elsewhere.
  outfile: process.env.RMS_FUNCTIONS_OUTFILE ?? 'dist/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(pkg.dependencies ?? {}),
  logLevel: 'warning',
  define: { 'process.env.RMS_BUILD_VERSION': JSON.stringify(`${pkg.version}`) },
});
