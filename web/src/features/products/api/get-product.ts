import type { ProductNode } from '@rms/schema';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { getProductsQueryOptions } from './get-products';

/** GET /api/products/{id}: one node with its sub-tree and metadata. */
export function getProduct(id: string, signal?: AbortSignal): Promise<ProductNode> {
  return apiRequest({ operation: 'getProduct', path: `/api/products/${encodeURIComponent(id)}`, schema: () => loadSchemas().then((m) => m.ProductNodeSchema), signal });
}

/** Cached under ['products', id], so invalidating the tree's key refreshes it too. */
export function getProductQueryOptions(id: string) {
  return queryOptions({ queryKey: [...getProductsQueryOptions().queryKey, id] as const, queryFn: ({ signal }) => getProduct(id, signal) });
}

export function useProduct(id: string, options: { enabled?: boolean } = {}) {
  return useQuery({ ...getProductQueryOptions(id), enabled: options.enabled ?? true });
}
