import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { planChunks } from './chunk-groups.ts';

// The web workspace's own folder, whatever the current directory (vitest runs this from the repo root).
const webDir = decodeURIComponent(new URL('.', import.meta.url).pathname);

// The local Hosting emulator (`npm run dev` / `npm start`) serves the API and the images.
const backend = process.env.RMS_API_ORIGIN ?? 'http://127.0.0.1:5000';

// The app's imports of react-router get the site's own Link and NavLink (src/lib/links.tsx, decision 114).
const ownRouter = `${webDir}src/lib/react-router.ts`;
const ownLinks = `${webDir}src/lib/links.tsx`;
const ownLinksPlugin: Plugin = {
  name: 'rms:own-links',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source !== 'react-router' || !importer?.startsWith(`${webDir}src/`) || importer === ownRouter || importer === ownLinks) return null;
    return ownRouter;
  },
};

// react-router's build marks none of its module-level React calls pure and names each component
// for the dev tools afterwards, so a bundler must keep every one, used or not (its data-router
// <Form>, its Link and NavLink with their framework-mode prefetching). Marked and unnamed here, the
// unused ones are left out (builds only). Its exports map gives bundlers its development build, which
// differs from its production build only in ENABLE_DEV_WARNINGS (extra checks and warnings).
const shakeableReactRouter: Plugin = {
  name: 'rms:shakeable-react-router',
  apply: 'build',
  transform: {
    filter: { id: /node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/ },
    handler(code) {
      return code
        .replace(/\b(React\d*\.(?:forwardRef|createContext|memo))\(/g, '/* @__PURE__ */ $1(')
        .replace(/^\w+\.displayName = "\w+";$/gm, '')
        .replace('var ENABLE_DEV_WARNINGS = true;', 'var ENABLE_DEV_WARNINGS = false;');
    },
  },
};

// Vite wraps each import() in a helper that adds <link rel=modulepreload> for the chunk's imports
// and a <link rel=stylesheet> for its CSS. Neither happens here: no preloading (decision 089,
// addendum; resolveDependencies below) and all CSS is one file, inlined into the page
// (cssCodeSplit: false; finish-build.mjs). What was left of the helper was 1.8 kB of the entry.
const plainDynamicImports: Plugin = {
  name: 'rms:plain-dynamic-imports',
  enforce: 'pre',
  apply: 'build',
  load(id) {
    return id === '\0vite/preload-helper.js' ? 'export const __vitePreload = (load) => load();' : null;
  },
};

// `vite build --ssr` (the server renderer) reads this file too.
const ssrBuild = process.argv.includes('--ssr');

// Which file each visitor module goes to (chunk-groups.ts), worked out once per build.
let chunkPlan: Map<string, string> | undefined;

export default defineConfig({
  root: webDir,
  plugins: [ownLinksPlugin, shakeableReactRouter, plainDynamicImports, react(), tailwindcss()],
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
    // One stylesheet, inlined into every page (decision 016): no chunk has CSS of its own to load.
    cssCodeSplit: false,
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
        // React in a file of its own: a cache that survives app releases. The rest of the visitors'
        // code in a few files instead of two dozen (decision 114, chunk-groups.ts); the server
        // renderer is one file anyway.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            ...(ssrBuild
              ? []
              : [
                  {
                    name: (id: string, ctx: { getModuleInfo: Parameters<typeof planChunks>[1] }) => {
                      chunkPlan ??= planChunks(webDir, (m) => ctx.getModuleInfo(m));
                      return chunkPlan.get(id) ?? null;
                    },
                    // The plan names each module's file itself; a module's imports stay where the plan puts them.
                    includeDependenciesRecursively: false,
                  },
                ]),
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
    // happy-dom: the same 509 tests in 39 s of wall time and 74 s of CPU, where jsdom took 53 s and 101 s
    // (decision 138).
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../test/web/setup.ts'],
    // Each file in a sandboxed VM context of its own, on worker threads that last the run: still no state
    // shared between files, and 20 s of wall time and 35 s of CPU where a fresh module graph per file
    // took 39 s and 73 s (decision 140). How many workers: the root vitest.config.ts (IN_PROCESS_WORKERS).
    pool: 'vmThreads',
    // A VM context loads CommonJS itself and cannot run an ES module a require() reaches. Node 20 lets
    // require() load one where a package exports it under "module-sync" (@reduxjs/toolkit, under
    // recharts); without that, require() takes the package's CommonJS build.
    execArgv: ['--no-experimental-require-module'],
    // Typing a long form with user-event takes seconds when the 2-core machine is busy (5 s by default).
    testTimeout: 15_000,
  },
});
