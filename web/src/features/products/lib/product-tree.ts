import type { ProductNode } from '@rms/schema';

/**
 * What the lookups read of a node: the visitors' outline (./product-views.ts) and the admin's whole
 * tree both are such nodes, and each lookup gives back the kind of node it was given.
 */
export interface TreeNode<N extends TreeNode<N>> {
  id: string;
  title: string;
  metadata: ProductNode['metadata'];
  sub: N[];
}

/**
 * Metadata counts only when path is a string, level a number and at least one of
 * isCategory, isProduct, isSubProduct is true; otherwise the node is ignored in lookups.
 */
export function hasValidMetadata(node: Pick<ProductNode, 'metadata'>): boolean {
  const m = node.metadata as Partial<ProductNode['metadata']> | undefined;
  return !!m && typeof m.path === 'string' && typeof m.level === 'number' && (m.isCategory === true || m.isProduct === true || m.isSubProduct === true);
}

/** The id whose children are the top-level categories (the tree's synthetic root), e.g. for their cards. */
export const TOP_LEVEL = 'root';

/** Finds a node anywhere in the tree by id. */
export function findNodeById<N extends TreeNode<N>>(nodes: N[], id: string): N | undefined {
  for (const node of nodes) {
    if (node.id === id && hasValidMetadata(node)) return node;
    const hit = findNodeById(node.sub, id);
    if (hit) return hit;
  }
  return undefined;
}

/** Lookup by path searches the tree recursively. */
export function findNodeByPath<N extends TreeNode<N>>(nodes: N[], path: string): N | undefined {
  const wanted = path.replace(/^\/+|\/+$/g, '');
  for (const node of nodes) {
    if (hasValidMetadata(node) && node.metadata.path === wanted) return node;
    const hit = findNodeByPath(node.sub, wanted);
    if (hit) return hit;
  }
  return undefined;
}

/** The nodes from the top of the tree down to (not including) the node with this id. */
export function ancestorsOf<N extends TreeNode<N>>(nodes: N[], id: string): N[] {
  for (const node of nodes) {
    if (node.id === id) return [];
    const below = ancestorsOf(node.sub, id);
    if (below.length > 0 || node.sub.some((child) => child.id === id)) return [node, ...below];
  }
  return [];
}

export type ProductRoute<N extends TreeNode<N>> =
  | { kind: 'landing' }
  | { kind: 'category'; node: N }
  | { kind: 'product'; node: N; parent: N | undefined }
  | { kind: 'not-found' };

export interface ProductRouteParams {
  categoryId?: string | undefined;
  productId?: string | undefined;
  subId?: string | undefined;
  subSubId?: string | undefined;
}

/** The flag each depth of a nested product route must carry. */
const FLAG_BY_DEPTH = ['isCategory', 'isProduct', 'isSubProduct'] as const;

/**
 * Resolves /produkter/:categoryId/:productId/:subId/:subSubId against the tree.
 * - no id: the landing grid;
 * - one id: any node of the tree (the landing grid links categories and products by id alone);
 * - several ids: each must be a child of the one before and carry its depth's flag, so a subId
 *   is valid only for a sub-product; the tree has three levels, so a subSubId never resolves.
 */
export function resolveProductRoute<N extends TreeNode<N>>(tree: { sub: N[] }, params: ProductRouteParams): ProductRoute<N> {
  const ids = [params.categoryId, params.productId, params.subId, params.subSubId].filter((id): id is string => !!id);
  if (ids.length === 0) return { kind: 'landing' };

  if (ids.length === 1) {
    const node = findNodeById(tree.sub, ids[0]!);
    if (!node) return { kind: 'not-found' };
    if (node.metadata.isCategory) return { kind: 'category', node };
    return { kind: 'product', node, parent: ancestorsOf(tree.sub, node.id).at(-1) };
  }

  let siblings = tree.sub;
  const chain: N[] = [];
  for (const [depth, id] of ids.entries()) {
    const flag = FLAG_BY_DEPTH[depth];
    const node = siblings.find((n) => n.id === id);
    if (!node || !flag || !hasValidMetadata(node) || !node.metadata[flag]) return { kind: 'not-found' };
    chain.push(node);
    siblings = node.sub;
  }
  const node = chain.at(-1)!;
  return { kind: 'product', node, parent: chain.at(-2) };
}

/** Case-insensitive "contains" used by every search box of the site. */
export function matchesQuery(text: string, query: string): boolean {
  const q = query.trim().toLocaleLowerCase('nb');
  return q !== '' && text.toLocaleLowerCase('nb').includes(q);
}

/** Ids of every node that has a matching node below it: the branches a search opens. */
export function branchesToExpand<N extends TreeNode<N>>(nodes: N[], query: string): Set<string> {
  const open = new Set<string>();
  const visit = (node: N): boolean => {
    let below = false;
    for (const child of node.sub) if (visit(child)) below = true;
    if (below) open.add(node.id);
    return below || matchesQuery(node.title, query);
  };
  if (query.trim()) nodes.forEach(visit);
  return open;
}

/** Images with the main one first (the main image leads). */
export function orderedImages<T extends { isMain: boolean }>(images: T[]): T[] {
  return [...images].sort((a, b) => Number(b.isMain) - Number(a.isMain));
}

