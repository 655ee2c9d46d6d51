import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const WEB_SRC = new URL('../web/src/', import.meta.url).pathname;

/** Admin-only code (lazy, behind sign-in; web/admin-features.json and the admin area's screens) which may load the schemas. */
const ADMIN_FEATURES = JSON.parse(readFileSync(new URL('../web/admin-features.json', import.meta.url), 'utf8')) as string[];
const MAY_LOAD_SCHEMAS = new RegExp(`^features/(${ADMIN_FEATURES.join('|')})/|^features/[^/]+/admin/|^app/routes/(admin|editors)/|\\.test\\.tsx?$|^test/|^entry-server\\.tsx$`);

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return files(path);
    return /\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe('visitor code and zod (decision 016: zod out of the first load)', () => {
  it('imports values of @rms/schema only from its zod-free subpaths; the barrel for types only', () => {
    const offending = files(WEB_SRC)
      .map((f) => ({ file: relative(WEB_SRC, f), text: readFileSync(f, 'utf8') }))
      .filter(({ file }) => !MAY_LOAD_SCHEMAS.test(file))
      .filter(({ text }) => /^import\s+(?!type\b)[^;]*from\s+'@rms\/schema';/m.test(text))
      .map(({ file }) => file);
    expect(offending).toEqual([]);
  });
});

/** A module's static imports and re-exports (what loads with it), leaving out type-only ones and import(). */
function staticImports(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(/^(import|export)\s+(type\s+)?([^'";]*?)\s*from\s+'([^']+)'|^import\s+'([^']+)'/gm)) {
    if (m[5]) found.push(m[5]);
    else if (!m[2] && !/^\{\s*(type\s+[\w$]+\s*,?\s*)+\}$/.test(m[3] ?? '')) found.push(m[4]!);
  }
  return found;
}

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

/** A source file of web/src a specifier names, or null for a package (or a non-code file). */
function resolveSource(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? join(WEB_SRC, specifier.slice(2)) : specifier.startsWith('.') ? join(from, '..', specifier) : null;
  if (!base) return null;
  const candidates = [base, ...EXTENSIONS.map((ext) => base + ext)].filter((path) => /\.tsx?$/.test(path));
  return candidates.find((path) => existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Every web/src file and package the entry loads before any import(): a visitor's first load. */
function firstLoad(entries: string[]): { files: string[]; packages: string[] } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
      const source = resolveSource(specifier, file);
      if (source) visit(source);
      else if (!specifier.startsWith('.') && !specifier.startsWith('@/')) packages.add(specifier);
    }
  };
  entries.forEach((e) => visit(join(WEB_SRC, e)));
  return { files: [...files].map((f) => relative(WEB_SRC, f)).sort(), packages: [...packages].sort() };
}

describe("a visitor's first load (the beacon in, the admin's chart library out)", () => {
  // main.tsx starts start-app.tsx once the page has painted; everything else is behind a route's import().
  const load = firstLoad(['main.tsx', 'start-app.tsx']);

  it('holds the visit beacon', () => {
    expect(load.files).toContain('lib/visit-beacon.ts');
    expect(load.files).toContain('app/layout/root-layout.tsx');
  });

  it('holds no admin feature, no chart library and no Firebase', () => {
    expect(load.files.filter((f) => MAY_LOAD_SCHEMAS.test(f) && !/\.test\.tsx?$/.test(f))).toEqual([]);
    expect(load.packages.filter((p) => /^(recharts|d3-|victory|firebase)/.test(p))).toEqual([]);
    expect(load.packages).toContain('react-router');
  });
});
