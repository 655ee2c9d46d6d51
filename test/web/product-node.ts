import type { ProductNode } from '@rms/schema';

/** A product tree node as GET /api/products sends it: level 0 category, 1 product, 2 sub-product. */
export function productNode(id: string, title: string, level: number, extra: Partial<ProductNode> = {}, sub: ProductNode[] = []): ProductNode {
  return {
    id,
    title,
    description: '',
    images: [],
    category: null,
    index: 0,
    draft: false,
    modified_at: '2026-01-01T00:00:00.000Z',
    metadata: { path: `produkter/${id}`, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 },
    sub,
    ...extra,
  };
}
