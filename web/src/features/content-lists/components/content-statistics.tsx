import type { ProductNode } from '@rms/schema';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useProducts } from '@/features/products';
import { useProjects } from '@/features/projects';
import { contentListHref } from '../lib/content-list-address';
import { countStatuses, projectRows, type ContentStatus } from '../lib/content-rows';

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

/** A figure that opens the list it counts. */
function Stat({ label, value, to }: { label: string; value: number; to: string }) {
  return (
    <li>
      <Link to={to} className="block rounded-lg bg-sand-50 px-4 py-3 ring-navy-800 hover:ring-1">
        <span className="block text-xs font-medium tracking-wide text-slate-600 uppercase">{label}</span>
        <span className="mt-1 block text-2xl font-semibold text-navy-950 tabular-nums">{value}</span>
      </Link>
    </li>
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
  const list = contentListHref({ kind: 'produkter' });
  return (
    <Panel id="product-stats-heading" title="Product Statistics">
      {isPending ? (
        <Spinner />
      ) : isError || !counts ? (
        <p role="alert" className="mt-3 text-sm text-red-800">Error loading content</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3">
          <Stat label="Categories" value={counts.categories} to={list} />
          <Stat label="Products" value={counts.products} to={list} />
          <Stat label="Sub-products" value={counts.subProducts} to={list} />
          <Stat label="Total" value={counts.categories + counts.products + counts.subProducts} to={list} />
        </ul>
      )}
    </Panel>
  );
}

/** Drafts and published projects counted separately, with those waiting for or past their publishing window. */
const PROJECT_TILES: { label: string; status: ContentStatus }[] = [
  { label: 'Published', status: 'published' },
  { label: 'Drafts', status: 'draft' },
  { label: 'Scheduled', status: 'scheduled' },
  { label: 'Ended', status: 'ended' },
];

export function ProjectStatistics() {
  const { data, isPending, isError } = useProjects();
  const [now] = useState(() => Date.now());
  const counts = data ? countStatuses(projectRows(data, now)) : null;
  return (
    <Panel id="project-stats-heading" title="Project Statistics">
      {isPending ? (
        <Spinner />
      ) : isError || !counts ? (
        <p role="alert" className="mt-3 text-sm text-red-800">Error loading projects</p>
      ) : (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Stat label="Total" value={counts.total} to={contentListHref({ kind: 'prosjekter' })} />
          {PROJECT_TILES.map((t) => (
            <Stat key={t.status} label={t.label} value={counts[t.status]} to={contentListHref({ kind: 'prosjekter', status: t.status })} />
          ))}
        </ul>
      )}
    </Panel>
  );
}
