import { withYearsOfExperience } from '@rms/schema/site-facts';
import { AdminSlot } from '@/components/ui/admin-slot';
import { ImageGallery } from '@/components/ui/image-gallery';
import { href, paths } from '@/config/paths';
import type { ProductAdminSlots } from '../lib/admin-slots';
import type { ProductCardData, ProductNavNode, ProductPageNode } from '../lib/product-views';
import { BackLink } from './back-link';
import { ProductCard } from './product-card';

interface ProductViewProps {
  product: ProductPageNode;
  /** Its sub-products. */
  subProducts: ProductCardData[];
  /** The product's parent: its category, or for a sub-product its product. */
  parent: ProductNavNode | undefined;
  /** The staff's tools, shown to signed-in staff only (AdminSlot). */
  admin: ProductAdminSlots;
}

/**
 * A product: title, gallery, description, its sub-products and the way back.
 * The admin tools read the stored node themselves (by id), never these views of it.
 */
export function ProductView({ product, subProducts, parent, admin }: ProductViewProps) {
  return (
    <article>
      <BackLink to={parent ? href.productPath(parent.metadata.path) : paths.products}>{`Tilbake til ${parent?.title ?? 'produkter'}`}</BackLink>
      <AdminSlot>
        <div className="mt-6">
          <admin.Toolbar productId={product.id} />
        </div>
      </AdminSlot>
      <AdminSlot fallback={<h1 className="mt-6 text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">{product.title}</h1>}>
        <div className="mt-6">
          <admin.Title productId={product.id} className="text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl" />
        </div>
      </AdminSlot>
      <div className="mt-6">
        {/* The admin's order, as dragged in the image manager (set-main moves the main image first). */}
        <ImageGallery images={product.images} title={product.title} />
      </div>
      <AdminSlot>
        <div className="mt-6">
          <admin.Images productId={product.id} />
        </div>
      </AdminSlot>
      <AdminSlot fallback={product.description && <div className="rich-text mt-8 max-w-3xl" dangerouslySetInnerHTML={{ __html: withYearsOfExperience(product.description) }} />}>
        <admin.Description productId={product.id} className="mt-8" />
      </AdminSlot>
      {subProducts.length > 0 && (
        <section aria-labelledby="sub-products-heading" className="mt-12">
          <h2 id="sub-products-heading" className="text-2xl font-semibold text-navy-950">
            Tilhørende produkter
          </h2>
          <ul className="mt-6 grid grid-cols-2 gap-4 sm:gap-6 lg:grid-cols-3">
            {subProducts.map((node) => (
              <li key={node.id}>
                <ProductCard node={node} to={href.productPath(node.metadata.path)} sizes="(min-width: 1024px) 320px, 50vw" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}
