import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = new URL('.', import.meta.url).pathname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every relative module a file imports (static, type-only and dynamic), as paths below src/. */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specs = [...text.matchAll(/(?:from\s+|import\s*\(\s*)'(\.{1,2}\/[^']+)'/g)].map((m) => m[1] ?? '');
  return specs.map((s) => relative(SRC, join(file, '..', s)));
}

describe('the functions layers (docs/decisions/082)', () => {
  const files = sourceFiles(SRC).map((f) => ({ file: relative(SRC, f), imports: importsOf(f) }));

  it('services never import routes, middleware or the app', () => {
    const offending = files
      .filter((f) => f.file.startsWith('services/'))
      .flatMap((f) => f.imports.filter((i) => /^(routes|middleware)\/|^app(-deps)?$/.test(i)).map((i) => `${f.file} → ${i}`));
    expect(offending).toEqual([]);
  });

  it('only index.ts loads the app; routes and triggers take AppDeps from its own module', () => {
    const offending = files.filter((f) => f.file !== 'index.ts').flatMap((f) => f.imports.filter((i) => i === 'app').map((i) => `${f.file} → ${i}`));
    expect(offending).toEqual([]);
  });
});
