// Writes the static page frame (header and footer, see src/shell.tsx) into dist/index.html, so a
// visitor sees the site's frame at the first paint instead of a blank page while the JS loads.
import { readFile, rm, writeFile } from 'node:fs/promises';

const dist = new URL('../dist/index.html', import.meta.url);
const bundle = new URL('../.shell-build/shell.js', import.meta.url);
const { renderShell } = await import(bundle.href);
const html = await readFile(dist, 'utf8');
const marker = '<div id="root"></div>';
if (!html.includes(marker)) throw new Error(`dist/index.html has no ${marker}`);
await writeFile(dist, html.replace(marker, `<div id="root">${renderShell()}</div>`));
await rm(new URL('../.shell-build/', import.meta.url), { recursive: true, force: true });
