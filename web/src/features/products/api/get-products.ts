import type { ProductTree } from '@rms/schema';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest, loadSchemas } from '@/lib/api-client';
import { NOT_EMBEDDED } from '@/lib/embedded-queries';
import { withAddresses } from '../lib/outline';
import type * as ProductViews from '../lib/product-views';
import { useQueryWhileNavigating } from '@/lib/use-query-while-navigating';

/** GET /api/products: the whole tree under a synthetic root (cached under 'products'). */
export function getProducts(signal?: AbortSignal): Promise<ProductTree> {
  return apiRequest({ operation: 'getProducts', path: '/api/products', schema: () => loadSchemas().then((m) => m.ProductTreeSchema), signal });
}

/**
 * The whole tree's query: the admin's screens read it, and the visitors' views below are made from it.
 * Its key, ['products'], is also the prefix of every product query (a node is ['products', id], a
 * view ['products', {…}]): invalidating it refreshes the tree, every node and every view.
 * A page never embeds it (its views are what a page shows).
 */
export function getProductsQueryOptions() {
  return queryOptions({ queryKey: ['products'] as const, queryFn: ({ signal }) => getProducts(signal), meta: NOT_EMBEDDED });
}

export function useProducts() {
  return useQuery(getProductsQueryOptions());
}

/**
 * The whole tree, from the cache while it is fresh: one request for every view made from it. Its
 * query retries a failed request; the views do not again (`retry: false`), which would multiply the waits.
 */
const wholeTree = (client: QueryClient) => client.fetchQuery(getProductsQueryOptions());

/**
 * The views are made in the browser only on a navigation the page's HTML did not carry data for:
 * their code is loaded then, with the tree, not with the app (decision 118).
 */
async function view<T>(client: QueryClient, make: (views: typeof ProductViews, tree: ProductTree) => T): Promise<T> {
  const [views, tree] = await Promise.all([import('../lib/product-views'), wholeTree(client)]);
  return make(views, tree);
}

/** Every node's title and place (the sidebar, breadcrumbs, resolving a product address); read with useProductOutline, which adds the addresses. */
export function getProductOutlineQueryOptions() {
  return queryOptions({ queryKey: ['products', { view: 'outline' }] as const, retry: false, queryFn: ({ client }) => view(client, (v, tree) => v.outlineOf(tree)) });
}

/** One node's page (null for an id the tree does not hold). */
export function getProductPageQueryOptions(id: string) {
  return queryOptions({ queryKey: ['products', { view: 'page', id }] as const, retry: false, queryFn: ({ client }) => view(client, (v, tree) => v.pageNodeOf(tree, id)) });
}

/** The cards of a node's children; `TOP_LEVEL` gives the categories'. */
export function getProductCardsQueryOptions(parentId: string) {
  return queryOptions({ queryKey: ['products', { view: 'cards', parentId }] as const, retry: false, queryFn: ({ client }) => view(client, (v, tree) => v.cardsOf(tree, parentId)) });
}

/*
 * The visitors' hooks. What the page's HTML carried is there at once; what it did not is fetched
 * (once, the whole tree) while the previous screen stays up, so a fast line sees no loading state.
 */
export const useProductOutline = () => useQueryWhileNavigating({ ...getProductOutlineQueryOptions(), select: withAddresses });
export const useProductPage = (id: string, enabled = true) => useQueryWhileNavigating({ ...getProductPageQueryOptions(id), enabled });
export const useProductCards = (parentId: string, enabled = true) => useQueryWhileNavigating({ ...getProductCardsQueryOptions(parentId), enabled });
