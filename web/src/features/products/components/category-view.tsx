import { withYearsOfExperience } from '@rms/schema/site-facts';
import { AdminSlot } from '@/components/ui/admin-slot';
import { href, paths } from '@/config/paths';
import type { ProductAdminSlots } from '../lib/admin-slots';
import type { ProductCardData, ProductPageNode } from '../lib/product-views';
import { BackLink } from './back-link';
import { ProductCard } from './product-card';

/**
 * A category: 'Våre produkter og tjenester', its products 2 per row (3 on large screens).
 * The admin tools read the stored node themselves (by id), never these views of it.
 */
export function CategoryView({ category, products, admin }: { category: ProductPageNode; products: ProductCardData[]; admin: ProductAdminSlots }) {
  return (
    <div>
      <BackLink to={paths.products}>Tilbake til produkter</BackLink>
      <AdminSlot>
        <div className="mt-6">
          <admin.CategoryPanel categoryId={category.id} />
        </div>
      </AdminSlot>
      <p className="eyebrow mt-6">{category.title}</p>
      <h1 className="mt-2 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Våre produkter og tjenester</h1>
      <AdminSlot fallback={category.description && <div className="rich-text mt-4 max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(category.description) }} />}>
        <admin.Description productId={category.id} className="mt-4" />
      </AdminSlot>
      {products.length === 0 ? (
        <p className="mt-10 text-slate-700">Ingen produkter funnet i denne kategorien.</p>
      ) : (
        <ul className="mt-10 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3" aria-label={`Produkter i ${category.title}`}>
          {products.map((node, i) => (
            <li key={node.id}>
              <ProductCard node={node} to={href.productPath(node.metadata.path)} priority={i === 0} sizes="(min-width: 1024px) 320px, 50vw" />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
