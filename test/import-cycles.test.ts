import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../emulators/stack-config';

/** The part of madge's API this test uses (the package ships no types). */
interface MadgeGraph {
  circular(): string[][];
  obj(): Record<string, string[]>;
}
const madge = createRequire(import.meta.url)('madge') as (paths: string[], config: Record<string, unknown>) => Promise<MadgeGraph>;

/**
 * Each tree with the TypeScript config that resolves its imports (web's `@/` alias lives in its own).
 * Type-only imports count: two modules that need each other's types are as tangled as any.
 */
const TREES = [
  { name: 'functions/src', paths: ['functions/src'], tsConfig: 'functions/tsconfig.json' },
  { name: 'schema/src', paths: ['schema/src'], tsConfig: 'schema/tsconfig.json' },
  { name: 'web/src', paths: ['web/src'], tsConfig: 'web/tsconfig.json' },
  { name: 'emulators, bench, test and e2e', paths: ['emulators', 'bench', 'test', 'e2e'], tsConfig: 'tsconfig.json' },
];

describe('imports', () => {
  it.each(TREES)('form no circle in $name', async ({ paths, tsConfig }) => {
    const graph = await madge(
      paths.map((p) => resolve(ROOT, p)),
      {
        baseDir: ROOT,
        fileExtensions: ['ts', 'tsx'],
        tsConfig: resolve(ROOT, tsConfig),
        excludeRegExp: [/node_modules/, /[\\/]dist[\\/]/, /emulators[\\/]data[\\/]/],
        detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
      },
    );
    // A graph that found nothing would pass without proving anything.
    expect(Object.keys(graph.obj()).length).toBeGreaterThan(10);
    expect(graph.circular().map((circle) => circle.join(' > '))).toEqual([]);
  }, 120_000);
});
