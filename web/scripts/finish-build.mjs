// After `vite build` (the browser's files in dist/) and the server renderer's build (into
// functions/dist/render/, see decision 016): the built index.html becomes the renderer's template.
// It must not stay in dist/: Hosting serves files before rewrites, so "/" would get the empty page.
// Then dist/robots.txt is written.
import { readFile, rm, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/', import.meta.url);
const render = new URL('../../functions/dist/render/', import.meta.url);

const built = await readFile(new URL('index.html', dist), 'utf8');
for (const marker of ['<div id="root"></div>', '</head>']) {
  if (!built.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
}
await writeFile(new URL('template.html', render), built);
await rm(new URL('index.html', dist));

// robots.txt names the sitemap at the site's address (VITE_SITE_URL). A static file: Hosting serves
// it before any rewrite (and the local Functions emulator refuses to pass /robots.txt on).
const { robotsTxt } = await import(new URL('entry-server.js', render).href);
await writeFile(new URL('robots.txt', dist), robotsTxt());
