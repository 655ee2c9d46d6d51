import type { ProductNode, ProductTree, Project } from '@rms/schema';

/** A page an old address may lead to: its path and what the admin recognises it by. */
export interface PageChoice {
  path: string;
  label: string;
}

const FIXED_PAGES: PageChoice[] = [
  { path: '/', label: 'Hjem' },
  { path: '/produkter', label: 'Produkter' },
  { path: '/referanser', label: 'Referanser' },
  { path: '/om', label: 'Om oss' },
  { path: '/kontakt', label: 'Kontakt' },
  { path: '/personvern', label: 'Personvern' },
];

/**
 * The pages visitors can see, for the target picker: the fixed pages, every published product and
 * category, and every published reference. The server checks the choice again (drafts are refused).
 */
export function pageChoices(tree: ProductTree | undefined, projects: Project[] | undefined): PageChoice[] {
  const products: PageChoice[] = [];
  const walk = (nodes: ProductNode[], trail: string[]) => {
    for (const node of nodes) {
      if (node.draft) continue;
      const names = [...trail, node.title];
      products.push({ path: `/${node.metadata.path}`, label: names.join(' › ') });
      walk(node.sub, names);
    }
  };
  walk(tree?.sub ?? [], []);
  const references = (projects ?? []).filter((p) => !p.draft).map((p) => ({ path: `/referanser/${p.id}`, label: `Referanse: ${p.title}` }));
  return [...FIXED_PAGES, ...products, ...references];
}
