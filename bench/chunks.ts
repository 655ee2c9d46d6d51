import { readFileSync } from 'node:fs';

/**
 * What a visitor's first load is made of, and whether admin code slipped into it. Pure: the
 * browser run (visit.ts) hands in what it recorded.
 */

/**
 * Strings that survive minification of the admin-only libraries and appear nowhere in the public
 * code (checked against minified builds of each library and of the public site).
 */
export const ADMIN_MODULE_MARKERS: readonly { module: string; text: string }[] = [
  { module: 'firebase', text: '@firebase/' },
  { module: 'firebase', text: 'FirebaseError' },
  { module: 'firebase/auth', text: 'identitytoolkit' },
  { module: 'tiptap/prosemirror', text: 'ProseMirror' },
  { module: 'tiptap', text: '[tiptap ' },
  { module: 'react-dropzone', text: 'file-invalid-type' },
  { module: '@dnd-kit', text: 'DndDescribedBy' },
  { module: '@dnd-kit', text: 'registerDroppable' },
];

/** The web features only admins load (web/admin-features.json; eslint.config.js keeps visitor code from importing them), and settings' admin part. */
export const ADMIN_FEATURES: readonly string[] = [...(JSON.parse(readFileSync(new URL('../web/admin-features.json', import.meta.url), 'utf8')) as string[]), 'settings/admin'];

// The admin area's screens and the editors' routes, composed in app/routes/admin and app/routes/editors, are admin code too.
const ADMIN_SOURCE = new RegExp(`(^|/)features/(${ADMIN_FEATURES.join('|')})/|(^|/)app/routes/(admin|editors)/`);
const ADMIN_CHUNK_NAME = new RegExp(`^(${ADMIN_FEATURES.join('|')})$`);

/** The part of Vite's `.vite/manifest.json` this needs. */
export type ViteManifest = Record<string, { file: string; name?: string; src?: string; css?: string[] }>;

export interface LoadedAsset {
  url: string;
  kind: 'script' | 'stylesheet';
  bytes: number;
  gzipBytes: number;
  /** The body, for marker search (scripts only). */
  text?: string;
}

export interface AdminFinding {
  asset: string;
  reason: string;
}

/** `/assets/product-admin-B7D4625m.js` → `product-admin` (Vite's `[name]-[hash]` file names). */
export function chunkName(url: string): string {
  const file = new URL(url, 'http://x').pathname.split('/').pop() ?? '';
  return file.replace(/\.(m?js|css)$/, '').replace(/-[\w-]{8}$/, '');
}

/** Manifest sources per emitted file (`assets/x-123.js` → its entry modules' paths). */
export function sourcesByFile(manifest: ViteManifest | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const [key, chunk] of Object.entries(manifest ?? {})) {
    const sources = [chunk.src ?? key, chunk.name ?? ''].filter(Boolean);
    for (const file of [chunk.file, ...(chunk.css ?? [])]) map.set(file, [...(map.get(file) ?? []), ...sources]);
  }
  return map;
}

/** Every reason to believe a first-load asset carries admin, editor or Firebase code. */
export function findAdminCode(assets: LoadedAsset[], manifest: ViteManifest | null): AdminFinding[] {
  const sources = sourcesByFile(manifest);
  const findings: AdminFinding[] = [];
  for (const asset of assets) {
    const path = new URL(asset.url, 'http://x').pathname.replace(/^\//, '');
    const name = chunkName(asset.url);
    if (ADMIN_CHUNK_NAME.test(name)) findings.push({ asset: path, reason: `admin chunk name "${name}"` });
    for (const src of sources.get(path) ?? []) {
      if (ADMIN_SOURCE.test(src)) findings.push({ asset: path, reason: `built from ${src}` });
    }
    if (asset.kind !== 'script' || !asset.text) continue;
    for (const marker of ADMIN_MODULE_MARKERS) {
      if (asset.text.includes(marker.text)) findings.push({ asset: path, reason: `${marker.module} ("${marker.text}")` });
    }
  }
  return findings;
}

export interface ResponseRecord {
  url: string;
  status: number;
  /** Playwright's resource type: document, script, stylesheet, image, fetch, … */
  type: string;
  contentType: string;
  bytes: number;
}

/** The same-origin scripts and stylesheets of a page load: its first-load JS and CSS. */
export function firstLoadAssets<T extends ResponseRecord>(responses: T[], origin: string): { scripts: T[]; styles: T[] } {
  const own = responses.filter((r) => r.url.startsWith(origin) && r.status < 400);
  const isScript = (r: T) => r.type === 'script' || /javascript/.test(r.contentType);
  const isStyle = (r: T) => r.type === 'stylesheet' || /text\/css/.test(r.contentType);
  return { scripts: own.filter(isScript), styles: own.filter((r) => !isScript(r) && isStyle(r)) };
}
