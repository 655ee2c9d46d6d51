import type { ProductNode, Project } from '@rms/schema';
import type { ReactNode } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';

/** Counts of the tree's nodes by level: 0 categories, 1 products, 2 sub-products. */
export function countByLevel(nodes: ProductNode[]): { categories: number; products: number; subProducts: number } {
  const counts = { categories: 0, products: 0, subProducts: 0 };
  const visit = (list: ProductNode[], level: number) => {
    for (const node of list) {
      if (level === 0) counts.categories++;
      else if (level === 1) counts.products++;
      else counts.subProducts++;
      visit(node.sub, level + 1);
    }
  };
  visit(nodes, 0);
  return counts;
}

export function countProjects(projects: Project[]): { total: number; published: number; drafts: number } {
  const drafts = projects.filter((p) => p.draft).length;
  return { total: projects.length, published: projects.length - drafts, drafts };
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-lg bg-sand-50 px-4 py-3">
      <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold text-navy-950 tabular-nums">{value}</dd>
    </div>
  );
}

function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-sand-200">
      <h2 id={id} className="text-lg font-semibold text-navy-950">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ProductStatistics() {
  const { data, isPending, isError } = useProducts();
  const counts = data ? countByLevel(data.sub) : null;
  return (
    <Panel id="product-stats-heading" title="Product Statistics">
      {isPending ? (
        <Spinner />
      ) : isError || !counts ? (
        <p role="alert" className="mt-3 text-sm text-red-800">Error loading content</p>
      ) : (
        <dl className="mt-4 grid grid-cols-2 gap-3">
          <Stat label="Categories" value={counts.categories} />
          <Stat label="Products" value={counts.products} />
          <Stat label="Sub-products" value={counts.subProducts} />
          <Stat label="Total" value={counts.categories + counts.products + counts.subProducts} />
        </dl>
      )}
    </Panel>
  );
}

export function ProjectStatistics() {
  const { data, isPending, isError } = useProjects();
  const counts = data ? countProjects(data) : null;
  return (
    <Panel id="project-stats-heading" title="Project Statistics">
      {isPending ? (
        <Spinner />
      ) : isError || !counts ? (
        <p role="alert" className="mt-3 text-sm text-red-800">Error loading projects</p>
      ) : (
        <dl className="mt-4 grid grid-cols-3 gap-3">
          <Stat label="Total" value={counts.total} />
          <Stat label="Published" value={counts.published} />
          <Stat label="Drafts" value={counts.drafts} />
        </dl>
      )}
    </Panel>
  );
}
