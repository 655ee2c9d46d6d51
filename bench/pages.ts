/** Which real product and reference the benchmarks visit, chosen from the API's answers. */

export interface TreeNode {
  id: string;
  images?: unknown[];
  metadata?: { path?: string; isProduct?: boolean };
  sub?: TreeNode[];
}

export interface ProjectLike {
  id: string;
  draft?: boolean;
  images?: unknown[];
}

function* walk(nodes: TreeNode[]): Generator<TreeNode> {
  for (const node of nodes) {
    yield node;
    yield* walk(node.sub ?? []);
  }
}

/** A product page's path (`/produkter/<category>/<product>`): the first product with images, else the first product. */
export function pickProductPath(tree: { sub?: TreeNode[] } | null | undefined): string | null {
  const products = [...walk(tree?.sub ?? [])].filter((n) => n.metadata?.isProduct && n.metadata.path);
  const pick = products.find((n) => (n.images?.length ?? 0) > 0) ?? products[0];
  return pick ? `/${pick.metadata!.path!.replace(/^\/+/, '')}` : null;
}

/** A reference page's path (`/referanser/<id>`): the first published project with images, else the first published. */
export function pickProjectPath(projects: ProjectLike[] | null | undefined): string | null {
  const published = (projects ?? []).filter((p) => !p.draft);
  const pick = published.find((p) => (p.images?.length ?? 0) > 0) ?? published[0];
  return pick ? `/referanser/${encodeURIComponent(pick.id)}` : null;
}
