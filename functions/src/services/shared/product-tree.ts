import type { ProductNode, ProductTree } from '@rms/schema';
import type { ProductDoc } from '../../repositories/products';

function bySiblingOrder(a: ProductDoc, b: ProductDoc) {
  return a.index - b.index || a.title.localeCompare(b.title, 'nb') || a.id.localeCompare(b.id);
}

/**
 * Builds the tree from flat documents and derives each node's metadata: level 0 is a category,
 * 1 a product, 2 a sub-product; path is `produkter/<ids from the root>`. Nodes whose parent is
 * missing, or that would sit deeper than three levels, are left out (they cannot be reached).
 */
export function buildProductTree(docs: ProductDoc[]): ProductTree {
  const children = new Map<string | null, ProductDoc[]>();
  for (const doc of docs) {
    const list = children.get(doc.category) ?? [];
    list.push(doc);
    children.set(doc.category, list);
  }
  const build = (doc: ProductDoc, level: number, parentPath: string): ProductNode => {
    const path = `${parentPath}/${doc.id}`;
    const kids = level < 2 ? (children.get(doc.id) ?? []).sort(bySiblingOrder) : [];
    return {
      id: doc.id,
      title: doc.title,
      description: doc.description,
      images: doc.images,
      category: doc.category,
      index: doc.index,
      categoryImage: level === 0 ? (doc.categoryImage ?? null) : null,
      draft: doc.draft === true,
      ...(doc.seo ? { seo: doc.seo } : {}),
      ...(doc.publishAt ? { publishAt: doc.publishAt } : {}),
      ...(doc.unpublishAt ? { unpublishAt: doc.unpublishAt } : {}),
      modified_at: doc.modified_at ?? doc.created_at ?? EPOCH,
      metadata: { path, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 },
      sub: kids.map((k) => build(k, level + 1, path)),
    };
  };
  const roots = (children.get(null) ?? []).sort(bySiblingOrder);
  return { id: 'root', sub: roots.map((r) => build(r, 0, 'produkter')) };
}

const EPOCH = new Date(0).toISOString();

/**
 * The tree as visitors see it: every draft is left out, and with it everything under it (its
 * products are unreachable for visitors, in the tree, on pages, in search and in the sitemap).
 * Pure: the one visitor filter the API, the snapshot and the server renderer all use.
 */
export function visibleProductTree(tree: ProductTree): ProductTree {
  const visible = (nodes: ProductNode[]): ProductNode[] => nodes.filter((n) => !n.draft).map((n) => ({ ...n, sub: visible(n.sub) }));
  return { ...tree, sub: visible(tree.sub) };
}

/** Finds a node anywhere in the tree. */
export function findNode(nodes: ProductNode[], id: string): ProductNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const hit = findNode(node.sub, id);
    if (hit) return hit;
  }
  return undefined;
}

/** Where a node sits: its parent (null = top level) and its position among its siblings. */
export interface Placement {
  category: string | null;
  index: number;
}

/**
 * The level a node at `id` has (0 category, 1 product, 2 sub-product), following `category`
 * up to the top; -1 when the chain is broken (missing parent) or loops.
 */
export function levelOf(docs: ReadonlyMap<string, ProductDoc>, id: string): number {
  let level = 0;
  const seen = new Set<string>();
  for (let doc = docs.get(id); doc; doc = doc.category === null ? undefined : docs.get(doc.category)) {
    if (seen.has(doc.id)) return -1;
    seen.add(doc.id);
    if (doc.category === null) return level;
    if (!docs.has(doc.category)) return -1;
    level++;
  }
  return -1;
}

/** The id and every descendant id (depth-first, parents before children). */
export function subtreeIds(docs: readonly ProductDoc[], id: string): string[] {
  const ids: string[] = [];
  const visit = (current: string) => {
    if (ids.includes(current)) return;
    ids.push(current);
    for (const child of docs) if (child.category === current) visit(child.id);
  };
  visit(id);
  return ids;
}

/** How many levels hang below a node: 0 for a leaf, 1 with children, 2 with grandchildren. */
export function subtreeHeight(docs: readonly ProductDoc[], id: string, seen = new Set<string>()): number {
  seen.add(id);
  let height = 0;
  for (const child of docs) {
    if (child.category !== id || seen.has(child.id)) continue;
    height = Math.max(height, 1 + subtreeHeight(docs, child.id, seen));
  }
  return height;
}

/**
 * Why a node may not hang below `parent`, or null when it may. `id` is the node (absent from
 * `docs` when it is being created). The tree has at most three levels (MAX_PRODUCT_LEVEL + 1).
 */
export function parentProblem(docs: readonly ProductDoc[], id: string, parent: string | null, maxLevel: number): string | null {
  if (parent === null) {
    return subtreeHeight(docs, id) > maxLevel ? `"${id}" has too many levels below it to become a category` : null;
  }
  const byId = new Map(docs.map((d) => [d.id, d]));
  if (parent === id) return 'A product cannot be its own parent';
  if (!byId.has(parent)) return `Unknown parent "${parent}": no such category or product`;
  if (subtreeIds(docs, id).includes(parent)) return `"${parent}" lies below "${id}": a product cannot move under its own sub-product`;
  const parentLevel = levelOf(byId, parent);
  if (parentLevel < 0) return `Parent "${parent}" is not attached to the product tree`;
  const deepest = parentLevel + 1 + (byId.has(id) ? subtreeHeight(docs, id) : 0);
  if (deepest > maxLevel) {
    return `The product tree has at most ${maxLevel + 1} levels (category, product, sub-product): "${parent}" is at level ${parentLevel + 1}`;
  }
  return null;
}

/**
 * Places node `id` under `parent` at position `index` and re-numbers the siblings of the new
 * parent (and of the old one, when it moves) 0, 1, 2, ... in their current order. Without an
 * index a node keeps its position under the same parent, or goes last under a new one.
 * Returns the placement of every node whose category or index changes, the node itself included
 * (it need not exist in `docs` yet: that is a create).
 */
export function placeNode(docs: readonly ProductDoc[], id: string, parent: string | null, index?: number): Map<string, Placement> {
  const node = docs.find((d) => d.id === id);
  const siblings = (of: string | null) => docs.filter((d) => d.category === of && d.id !== id).sort(bySiblingOrder);
  const newSiblings = siblings(parent).map((d) => d.id);
  let position: number;
  if (index !== undefined) position = Math.min(index, newSiblings.length);
  else if (node && node.category === parent) {
    position = docs.filter((d) => d.category === parent).sort(bySiblingOrder).findIndex((d) => d.id === id);
  } else position = newSiblings.length;
  newSiblings.splice(position, 0, id);

  const placements = new Map<string, Placement>();
  const current = new Map(docs.map((d) => [d.id, d]));
  const assign = (ids: string[], category: string | null) => {
    ids.forEach((sid, i) => {
      const doc = current.get(sid);
      if (!doc || doc.category !== category || doc.index !== i) placements.set(sid, { category, index: i });
    });
  };
  assign(newSiblings, parent);
  if (node && node.category !== parent) assign(siblings(node.category).map((d) => d.id), node.category);
  return placements;
}

/** Re-numbers the siblings left under `parent` once `removed` are gone. */
export function closeGap(docs: readonly ProductDoc[], parent: string | null, removed: ReadonlySet<string>): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  docs
    .filter((d) => d.category === parent && !removed.has(d.id))
    .sort(bySiblingOrder)
    .forEach((d, i) => {
      if (d.index !== i) placements.set(d.id, { category: parent, index: i });
    });
  return placements;
}
