import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vitest/config';

// The web workspace's own folder, whatever the current directory (vitest runs this from the repo root).
const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

// The local Hosting emulator (`npm run dev` / `npm start`) serves the API and the images.
const backend = process.env.RMS_API_ORIGIN ?? 'http://127.0.0.1:5000';

export default defineConfig({
  root: webDir,
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { '@': `${webDir}src` },
  },
  // The server renderer (src/entry-server.tsx, decision 016) is one self-contained bundle: the
  // functions' deploy installs only their own dependencies.
  ssr: { noExternal: true },
  build: {
    outDir: 'dist',
    // The server renderer needs no copy of public/.
    copyPublicDir: !process.argv.includes('--ssr'),
    // .vite/manifest.json maps each chunk to its sources: `npm run bench` checks visitor chunks for admin code (Hosting ignores dot folders).
    manifest: true,
    emptyOutDir: true,
    target: 'es2022',
    // No preloading of a dynamic import's dependencies (decision 089, addendum): the helper adds
    // a <link rel=modulepreload> to <head> for each one, and for the app's start (a dozen chunks)
    // that was a 10-30 ms task on a phone, right when the visitor starts to use the page
    // (Lighthouse's TBT 56-175 ms on a product page, 0-16 ms without). The browser finds a chunk's
    // imports when the chunk arrives instead.
    // No polyfill: every browser the site supports knows modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // Named vendor chunks: a readable build report, and caches that survive app releases.
        // Only libraries every page needs; the rest stays with the lazy chunk that uses it.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/ },
            // lib/zod-config.ts rides in zod's chunk so it runs before any schema is built (see there).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]lib[\\/]zod-config\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': backend,
      '/raw': backend,
      '/optimize': backend,
    },
  },
  test: {
    name: 'web',
    root: webDir,
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Worker threads start faster than the default child processes.
    pool: 'threads',
  },
});
