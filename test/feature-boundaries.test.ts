import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules of docs/decisions/081-feature-boundaries.md, run through ESLint's Node API on
// planted files: a boundary that no longer fails would let features grow into each other unseen.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictions(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const ADMIN_FILE = 'web/src/features/enquiries/components/planted.tsx';
const PRODUCTS_FILE = 'web/src/features/products/components/planted.tsx';

// Loading the config (typescript-eslint, the React plugin) takes seconds on a busy machine.
describe('feature boundaries (lint)', { timeout: 60_000 }, () => {
  it('fails on a planted import of another feature’s inner file', async () => {
    const found = await restrictions(ADMIN_FILE, "import { useProducts } from '@/features/products/api/get-products';\nexport const x = useProducts;\n");
    expect(found).toEqual([expect.stringContaining('public index.ts')]);
  });

  it('fails on a relative import that leaves the feature', async () => {
    const found = await restrictions(ADMIN_FILE, "import { useProducts } from '../../products/api/get-products';\nexport const x = useProducts;\n");
    expect(found).toEqual([expect.stringContaining('Relative imports stay inside the feature')]);
  });

  it('fails on a lazy import() of another feature’s inner file', async () => {
    const found = await restrictions(PRODUCTS_FILE, "export const tools = () => import('@/features/product-admin/components/product-admin-tools');\n");
    expect(found).toEqual([expect.stringContaining('public index.ts')]);
  });

  it('allows a feature’s public index, its own files, and shared code', async () => {
    const code = [
      "import { useProducts } from '@/features/products';",
      "import { ImageManager } from '@/features/item-images';",
      "import { INBOX_LIMIT } from '@/features/enquiries/api/get-enquiries';",
      "import { productOptions } from '../lib/enquiry';",
      "import { toast } from '@/lib/toast';",
      'export const x = [useProducts, ImageManager, INBOX_LIMIT, productOptions, toast];',
    ].join('\n');
    expect(await restrictions(ADMIN_FILE, code)).toEqual([]);
    expect(await restrictions(PRODUCTS_FILE, "export const tools = () => import('@/features/product-admin');\n")).toEqual([]);
  });

  it('keeps admin features out of visitor features, also through their index', async () => {
    const found = await restrictions(PRODUCTS_FILE, "import { ProductToolbar } from '@/features/product-admin';\nexport const x = ProductToolbar;\n");
    expect(found).toEqual([expect.stringContaining('Visitor code must not import admin-only code statically')]);
  });

  it('keeps the admin’s chart library (recharts, decision 096) out of visitor code', async () => {
    const code = "import { LineChart } from 'recharts';\nexport const x = LineChart;\n";
    expect(await restrictions(PRODUCTS_FILE, code)).toEqual([expect.stringContaining('Visitor code must not import admin-only code statically')]);
    expect(await restrictions('web/src/app/layout/planted.tsx', code)).toEqual([expect.stringContaining('Visitor code must not import admin-only code statically')]);
    expect(await restrictions(ADMIN_FILE, code)).toEqual([]);
  });

  it('keeps features and the app out of shared code', async () => {
    const found = await restrictions('web/src/lib/planted.ts', "import { useProducts } from '@/features/products';\nimport { routes } from '@/app/router';\nexport const x = [useProducts, routes];\n");
    expect(found).toHaveLength(2);
    expect(found.every((m) => m.includes('Shared code'))).toBe(true);
  });

  it('lets app/ compose features from their inner files', async () => {
    const code = "import { useProducts } from '@/features/products/api/get-products';\nexport const x = useProducts;\n";
    expect(await restrictions('web/src/app/routes/planted.tsx', code)).toEqual([]);
  });
});
