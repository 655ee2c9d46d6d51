// After `vite build` (the browser's files in dist/) and the server renderer's build (into
// functions/dist/render/, see decision 016): the built index.html becomes the renderer's template.
// It must not stay in dist/: Hosting serves files before rewrites, so "/" would get the empty page.
// Made for a page that arrives rendered (decision 016): its stylesheet is inlined, so the first paint
// waits for no second request (later pages are rendered in the browser and need no HTML). The template
// carries the whole sheet, as the sign-in and admin screens (the page frame only) get it; the renderer
// cuts it to each rendered page's own rules and marks the link for the entry to enable (decision 110). The
// scripts that hydrate it come after the content: the entry moves to the end of <body> and its
// imports are not preloaded, so on a slow line they do not compete with the page's own picture.
// The entry is started by the fixed inline loader the CSP allows by its hash (decision 147): under
// 'strict-dynamic' a parser-inserted <script src> would be blocked.
// Then dist/robots.txt is written. Run with tsx: the loader comes from a TypeScript module.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { entryLoaderTag } from '@rms/schema/security-headers';

const dist = new URL('../dist/', import.meta.url);
const render = new URL('../../functions/dist/render/', import.meta.url);

const html = await readFile(new URL('index.html', dist), 'utf8');
for (const marker of ['<div id="root"></div>', '</head>']) {
  if (!html.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
}
const stylesheets = [...html.matchAll(/<link rel="stylesheet"[^>]*\bhref="\/(assets\/[^"]+\.css)"[^>]*>/g)];
if (stylesheets.length === 0) throw new Error('dist/index.html links no stylesheet');
let built = html;
for (const [link, file] of stylesheets) {
  const css = await readFile(new URL(file, dist), 'utf8');
  if (css.includes('</style')) throw new Error(`${file} cannot be inlined: it contains </style`);
  // The disabled <link> is not fetched; it tells Vite's dynamic-import helper that the page has
  // this stylesheet (it looks for a <link>), so starting the app does not fetch it a second time.
  // On a rendered page the entry enables it (lib/critical-css.ts and lib/deferred-stylesheet.ts read this shape).
  built = built.replace(link, () => `<style>${css.trim()}</style><link rel="stylesheet" href="/${file}" disabled>`);
}
const entry = /\s*<script type="module"[^>]*\bsrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/.exec(built);
if (!entry) throw new Error('dist/index.html has no module entry script');
built = built
  .replace(entry[0], '')
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace('</body>', () => `  ${entryLoaderTag(entry[1])}\n  </body>`);
if (/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>/.test(built.replace(entryLoaderTag(entry[1]), ''))) {
  throw new Error('dist/index.html has a script the CSP does not allow: only the entry loader may run inline');
}
await writeFile(new URL('template.html', render), built);
await rm(new URL('index.html', dist));

// robots.txt names the sitemap at the site's address (VITE_SITE_URL). A static file: Hosting serves
// it before any rewrite (and the local Functions emulator refuses to pass /robots.txt on).
const { robotsTxt } = await import(new URL('entry-server.js', render).href);
await writeFile(new URL('robots.txt', dist), robotsTxt());
