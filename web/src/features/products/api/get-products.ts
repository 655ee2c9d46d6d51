import type { ProductTree } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';

/** GET /api/products: the whole tree under a synthetic root (spec §7, cached under 'products'). */
export function getProducts(signal?: AbortSignal): Promise<ProductTree> {
  return apiRequest({ operation: 'getProducts', path: '/api/products', schema: () => loadSchemas().then((m) => m.ProductTreeSchema), signal });
}

/**
 * The tree's query. Its key, ['products'], is also the prefix of every product query (a node is
 * ['products', id]): invalidating it refreshes the tree and every node.
 */
export function getProductsQueryOptions() {
  return queryOptions({ queryKey: ['products'] as const, queryFn: ({ signal }) => getProducts(signal) });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}
