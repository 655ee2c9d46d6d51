// Writes the static page frame (header and footer, see src/shell.tsx) into the built HTML, so a
// visitor sees the site's frame at the first paint instead of a blank page while the JS loads.
// Two pages come out: index.html for "/" (plus a preload of the first hero picture, the home
// page's largest content, with the hero itself in the HTML) and app.html, which Hosting serves for every other route.
import { readFile, rm, writeFile } from 'node:fs/promises';

const dist = (name) => new URL(`../dist/${name}`, import.meta.url);
const bundle = new URL('../.shell-build/shell.js', import.meta.url);
const { renderShell, homePreloadTag } = await import(bundle.href);

const built = await readFile(dist('index.html'), 'utf8');
const marker = '<div id="root"></div>';
if (!built.includes(marker) || !built.includes('</head>')) throw new Error(`dist/index.html has no ${marker} or </head>`);
const withShell = (html) => built.replace(marker, `<div id="root">${html}</div>`);

await writeFile(dist('app.html'), withShell(renderShell()));
await writeFile(dist('index.html'), withShell(renderShell({ home: true })).replace('</head>', `    ${homePreloadTag()}\n  </head>`));
await rm(new URL('../.shell-build/', import.meta.url), { recursive: true, force: true });
