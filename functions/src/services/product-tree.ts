import { ImageSchema, type Image, type ProductNode, type ProductTree } from '@rms/schema';

/** A product document as stored: one flat document per tree node (DESIGN.md "Data"). */
export interface ProductDoc {
  id: string;
  title: string;
  description: string;
  images: Image[];
  category: string | null;
  index: number;
  categoryImage?: Image | null;
  created_at?: string;
  modified_at?: string;
}

/** Reads a stored document defensively: a malformed image entry is dropped, not fatal. */
export function toProductDoc(id: string, data: Record<string, unknown>): ProductDoc {
  const images = Array.isArray(data.images) ? data.images.flatMap((i) => {
    const parsed = ImageSchema.safeParse(i);
    return parsed.success ? [parsed.data] : [];
  }) : [];
  const categoryImage = ImageSchema.safeParse(data.categoryImage);
  return {
    id,
    title: typeof data.title === 'string' ? data.title : id,
    description: typeof data.description === 'string' ? data.description : '',
    images,
    category: typeof data.category === 'string' && data.category ? data.category : null,
    index: typeof data.index === 'number' ? data.index : 0,
    categoryImage: categoryImage.success ? categoryImage.data : null,
    ...(typeof data.created_at === 'string' ? { created_at: data.created_at } : {}),
    ...(typeof data.modified_at === 'string' ? { modified_at: data.modified_at } : {}),
  };
}

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
      metadata: { path, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 },
      sub: kids.map((k) => build(k, level + 1, path)),
    };
  };
  const roots = (children.get(null) ?? []).sort(bySiblingOrder);
  return { id: 'root', sub: roots.map((r) => build(r, 0, 'produkter')) };
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
