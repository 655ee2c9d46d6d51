import { lazy } from 'react';
import { AdminSlot } from '@/components/ui/admin-slot';
import { NotFound } from '@/components/ui/not-found';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { ContactFormWhenSeen } from '@/features/contact/components/contact-form-when-seen';
import { useProductCards } from '@/features/products/api/get-products';
import { ProductLanding } from '@/features/products/components/product-landing';
import { TOP_LEVEL } from '@/features/products/lib/product-tree';
import { ListPageHead } from '../list-page-head';

// 'Legg til produkt' for administrators: its own chunk, never loaded for visitors.
const ProductListToolbar = lazy(() => import('@/features/product-admin/components/product-admin-tools').then((m) => ({ default: m.ProductListToolbar })));

/**
 * /produkter: the categories, with the list page's head. Its own route module, so a product page does
 * not load the list's head, texts and grid (about 1.4 kB of the product page's first load).
 */
export default function ProductsLanding() {
  const { data, isPending, isError } = useProductCards(TOP_LEVEL);
  if (isPending) return <LoadingBlock label="Laster produkter…" />;
  if (isError) return <NotFound />;
  return (
    <>
      <ListPageHead
        page="products"
        title="Produkter"
        description={FIXED_PAGE_HEADS.products.description()}
        path={paths.products}
        entries={data.map((n) => ({ name: n.title, path: href.productPath(n.metadata.path) }))}
      />
      <AdminSlot>
        <ProductListToolbar />
      </AdminSlot>
      <ProductLanding nodes={data} />
      <div className="mt-16">
        <ContactFormWhenSeen title="Interessert? Kontakt oss" intro="Fortell oss hva du trenger, så tar vi kontakt for en uforpliktende prat eller befaring." />
      </div>
    </>
  );
}
