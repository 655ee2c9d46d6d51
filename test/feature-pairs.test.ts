import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';

/**
 * No two web features import each other (decision 156): one of them is the lower one. A feature that
 * needs another's screen in its own (the catalogue's pages and the staff's tools on them) names what
 * it needs as props, and the app (web/src/app) composes the two, as it composes every screen.
 */
const FEATURES = join(ROOT, 'web/src/features');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The features each feature imports (static, type-only and dynamic, through `@/features/…` or a relative path). */
export function featureImports(files: { feature: string; file: string; text: string }[]): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const { feature, file, text } of files) {
    for (const [, spec = ''] of text.matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)) {
      const target = spec.startsWith('@/features/') ? spec.slice('@/features/'.length).split('/')[0] : spec.startsWith('.') ? relative(FEATURES, join(file, '..', spec)).split('/')[0] : undefined;
      if (!target || target === feature || target.startsWith('..')) continue;
      if (!edges.has(feature)) edges.set(feature, new Set());
      edges.get(feature)?.add(target);
    }
  }
  return edges;
}

/** Every pair of features that import each other, as 'a ⇄ b'. */
export function mutualPairs(edges: Map<string, Set<string>>): string[] {
  return [...edges].flatMap(([a, targets]) => [...targets].filter((b) => a < b && edges.get(b)?.has(a)).map((b) => `${a} ⇄ ${b}`)).sort();
}

describe('web features', () => {
  const files = sources(FEATURES).map((file) => ({ feature: relative(FEATURES, file).split('/')[0] ?? '', file, text: readFileSync(file, 'utf8') }));

  it('never import each other', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(mutualPairs(featureImports(files))).toEqual([]);
  });

  it('the check names a planted pair, dynamic imports included', () => {
    const planted = [
      { feature: 'products', file: join(FEATURES, 'products/components/planted.tsx'), text: "const tools = () => import('@/features/product-admin');" },
      { feature: 'product-admin', file: join(FEATURES, 'product-admin/components/planted.tsx'), text: "import { useProducts } from '@/features/products';" },
    ];
    expect(mutualPairs(featureImports([...files, ...planted]))).toEqual(['product-admin ⇄ products']);
  });
});
