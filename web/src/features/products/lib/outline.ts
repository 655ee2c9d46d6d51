import type { ProductNode } from '@rms/schema';

/**
 * The outline: every node's title and address, for the sidebar, the breadcrumbs and resolving an
 * address. The query holds it without addresses (`OutlineEntry`), so a page's HTML carries only ids
 * and titles (about 0.4 kB less on a product page); `withAddresses` adds each node's metadata when
 * the outline is read, by the server's own rule (products/<ids from the top>, the level by depth).
 */
export interface OutlineEntry {
  id: string;
  title: string;
  draft?: boolean | undefined;
  sub: OutlineEntry[];
}

export interface CompactOutline {
  id: 'root';
  sub: OutlineEntry[];
}

/** A node of the outline as components read it. A whole `ProductNode` is one too, so the admin's full tree can be used as an outline. */
export interface ProductNavNode {
  id: string;
  title: string;
  draft?: boolean | undefined;
  metadata: ProductNode['metadata'];
  sub: ProductNavNode[];
}

export interface ProductOutline {
  id: 'root';
  sub: ProductNavNode[];
}

const withAddress = (entry: OutlineEntry, parentPath: string, level: number): ProductNavNode => {
  const path = `${parentPath}/${entry.id}`;
  return { ...entry, metadata: { path, level, isCategory: level === 0, isProduct: level === 1, isSubProduct: level === 2 }, sub: entry.sub.map((child) => withAddress(child, path, level + 1)) };
};

/** The outline with every node's metadata (the `select` of the outline query: made once per outline). */
export function withAddresses(outline: CompactOutline): ProductOutline {
  return { id: 'root', sub: outline.sub.map((entry) => withAddress(entry, 'produkter', 0)) };
}
