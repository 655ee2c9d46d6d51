import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rule of docs/decisions/088-admin-forms-and-query-key-factories.md, run through ESLint's Node
// API on planted files: a literal key outside a queryOptions factory would let two spellings of one
// cache entry drift apart (one screen invalidating ['product'] while the tree sits under ['products']).
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function keyProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ADMIN_SCREEN = 'web/src/features/product-admin/routes/planted.tsx';
const KEY_MESSAGE = expect.stringContaining("queryOptions factory");
const header = "import { useQueryClient, useQuery } from '@tanstack/react-query';\nconst queryClient = useQueryClient();\n";

// Loading the config (typescript-eslint, the React plugin) takes seconds on a busy machine.
describe('query keys only from the queryOptions factories (lint)', { timeout: 60_000 }, () => {
  it('fails on a planted literal key in invalidateQueries, removeQueries and useQuery', async () => {
    const code = [
      header,
      "void queryClient.invalidateQueries({ queryKey: ['products'] });",
      "queryClient.removeQueries({ queryKey: ['products', 'x'] as const });",
      "export const q = () => useQuery({ queryKey: ['products'], queryFn: () => 1 });",
    ].join('\n');
    expect(await keyProblems(ADMIN_SCREEN, code)).toEqual([KEY_MESSAGE, KEY_MESSAGE, KEY_MESSAGE]);
  });

  it('fails on a planted literal key in setQueryData and getQueryData, also outside features', async () => {
    const code = `${header}queryClient.setQueryData(['projects', 'a'], null);\nexport const p = queryClient.getQueryData(['projects'] as const);\n`;
    expect(await keyProblems(ADMIN_SCREEN, code)).toEqual([KEY_MESSAGE, KEY_MESSAGE]);
    expect(await keyProblems('web/src/lib/planted.ts', code)).toEqual([KEY_MESSAGE, KEY_MESSAGE]);
  });

  it('allows the literal inside a queryOptions factory and keys taken from a factory', async () => {
    const factory = "import { queryOptions } from '@tanstack/react-query';\nexport const o = () => queryOptions({ queryKey: ['products'] as const, queryFn: () => 1 });\n";
    expect(await keyProblems('web/src/features/products/api/planted.ts', factory)).toEqual([]);
    const user = [
      header,
      "import { getProductQueryOptions, getProductsQueryOptions } from '@/features/products';",
      'void queryClient.invalidateQueries({ queryKey: getProductsQueryOptions().queryKey });',
      "queryClient.removeQueries({ queryKey: getProductQueryOptions('x').queryKey });",
      "queryClient.setQueryData(getProductQueryOptions('x').queryKey, undefined);",
    ].join('\n');
    expect(await keyProblems(ADMIN_SCREEN, user)).toEqual([]);
  });
});
