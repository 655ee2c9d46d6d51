import type { ProductNode } from '@rms/schema';

const metadata = (path: string, level: number): ProductNode['metadata'] => ({ path, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 });

/** A product tree node as GET /api/products sends it: level 0 category, 1 product, 2 sub-product, at produkter/<id>. */
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
    metadata: metadata(`produkter/${id}`, level),
    sub,
    ...extra,
  };
}

/** The same node under its parent's path (`produkter/markiser`), for trees whose addresses nest as the site's do. */
export function productNodeAt(id: string, title: string, level: number, parentPath: string, sub: ProductNode[] = [], extra: Partial<ProductNode> = {}): ProductNode {
  return productNode(id, title, level, { metadata: metadata(`${parentPath}/${id}`, level), ...extra }, sub);
}
