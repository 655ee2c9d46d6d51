import type { Image, ProductNode, ProductTree } from '@rms/schema';
import { summarize } from '@/lib/seo';
import type { CompactOutline, OutlineEntry } from './outline';
import { findNodeById, orderedImages, TOP_LEVEL } from './product-tree';

export type { ProductNavNode, ProductOutline } from './outline';

/**
 * What the visitors' screens read of the product tree: three views, each the part a page
 * shows, so a server-rendered page embeds only that and not every node's description.
 * - the outline (./outline.ts): every node's title and address, for the sidebar, the breadcrumbs
 *   and resolving an address;
 * - a node's page (`ProductPageNode`): the node itself, description, pictures and search fields;
 * - cards (`ProductCardData`): a node's children as its page shows them, picture and summary.
 * All three are made from the whole tree (GET /api/products): on the server from its content, in the
 * browser from the tree it fetches once, on the first page that needs what the HTML did not carry.
 */

/** A node's own page: everything but its children (they are cards and outline entries). */
export type ProductPageNode = Omit<ProductNode, 'sub'>;

/** A tile of a product grid: title, address, picture and the first words of the description. */
export interface ProductCardData {
  id: string;
  title: string;
  metadata: ProductNode['metadata'];
  /** The category image, else the main or first image; none: the missing-image fallback. */
  picture: Image | undefined;
  summary: string;
}

/** Cards are this long (two lines on a phone). */
export const CARD_SUMMARY_LENGTH = 120;

const entryOf = (node: ProductNode): OutlineEntry => ({
  id: node.id,
  title: node.title,
  // Visitors never see a draft: only an admin's outline marks one.
  ...(node.draft && { draft: true }),
  sub: node.sub.map(entryOf),
});

/** The outline as its query holds it: ids, titles and children (./outline.ts adds the addresses on read). */
export function outlineOf(tree: ProductTree): CompactOutline {
  return { id: 'root', sub: tree.sub.map(entryOf) };
}

/** The node's picture on cards: the category image, else its main or first image. */
export function cardImage(node: Pick<ProductNode, 'categoryImage' | 'images'>): Image | undefined {
  return node.categoryImage ?? orderedImages(node.images)[0];
}

export function cardOf(node: ProductNode): ProductCardData {
  return { id: node.id, title: node.title, metadata: node.metadata, picture: cardImage(node), summary: summarize(node.description, CARD_SUMMARY_LENGTH) };
}

/** The node's page, or null for an id the tree does not hold. */
export function pageNodeOf(tree: ProductTree, id: string): ProductPageNode | null {
  const node = findNodeById(tree.sub, id);
  if (!node) return null;
  const { sub: _children, ...own } = node;
  return own;
}

/** The cards of a node's children (of the categories for `TOP_LEVEL`); none for an unknown id. */
export function cardsOf(tree: ProductTree, parentId: string): ProductCardData[] {
  const children = parentId === TOP_LEVEL ? tree.sub : (findNodeById(tree.sub, parentId)?.sub ?? []);
  return children.map(cardOf);
}
