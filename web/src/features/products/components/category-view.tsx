import { withYearsOfExperience } from '@rms/schema/site-facts';
import type { ProductNode } from '@rms/schema';
import { lazy } from 'react';
import { AdminSlot } from '@/components/ui/admin-slot';
import { href, paths } from '@/config/paths';
import { BackLink } from './back-link';
import { ProductCard } from './product-card';

// Admin tools: separate chunks, loaded only for administrators (AdminSlot).
const adminTools = () => import('@/features/product-admin');
const CategoryAdminPanel = lazy(() => adminTools().then((m) => ({ default: m.CategoryAdminPanel })));
const ProductDescriptionAdmin = lazy(() => adminTools().then((m) => ({ default: m.ProductDescriptionAdmin })));

/** A category (spec §2): 'Våre produkter og tjenester', its products 2 per row (3 on large screens). */
export function CategoryView({ category }: { category: ProductNode }) {
  return (
    <div>
      <BackLink to={paths.products}>Tilbake til produkter</BackLink>
      <AdminSlot>
        <div className="mt-6">
          <CategoryAdminPanel category={category} />
        </div>
      </AdminSlot>
      <p className="eyebrow mt-6">{category.title}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Våre produkter og tjenester</h1>
      <AdminSlot fallback={category.description && <div className="rich-text mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(category.description) }} />}>
        <ProductDescriptionAdmin product={category} className="mt-4" />
      </AdminSlot>
      {category.sub.length === 0 ? (
        <p className="mt-10 text-slate-700">Ingen produkter funnet i denne kategorien.</p>
      ) : (
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" aria-label={`Produkter i ${category.title}`}>
          {category.sub.map((node, i) => (
            <li key={node.id}>
              <ProductCard node={node} to={href.productPath(node.metadata.path)} priority={i === 0} sizes="(min-width: 1024px) 320px, 50vw" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
