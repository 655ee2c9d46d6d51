import { lazy } from 'react';
import { useParams } from 'react-router';
import { AdminSlot } from '@/components/ui/admin-slot';
import { NotFound } from '@/components/ui/not-found';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useProducts } from '@/features/products/api/get-products';
import { CategoryView } from '@/features/products/components/category-view';
import { ProductLanding } from '@/features/products/components/product-landing';
import { ProductView } from '@/features/products/components/product-view';
import { orderedImages, resolveProductRoute } from '@/features/products/lib/product-tree';
import { summarize } from '@/lib/seo';

// 'Legg til produkt' for administrators: its own chunk, never loaded for visitors.
const ProductListToolbar = lazy(() => import('@/features/product-admin/components/product-admin-tools').then((m) => ({ default: m.ProductListToolbar })));

/**
 * Every product route: /produkter, /produkter/:categoryId, …/:productId, …/:subId, …/:subSubId.
 * Unknown ids, a subId that is not a sub-product and a failed load show the not-found screen.
 */
export default function ProductPage() {
  const params = useParams();
  const { data, isPending, isError } = useProducts();
  if (isPending) return <LoadingBlock label="Laster produkter…" />;
  if (isError) return <NotFound />;

  const route = resolveProductRoute(data, params);
  switch (route.kind) {
    case 'landing':
      return (
        <>
          <Seo title="Produkter" description="Markiser, screens, persienner og annen solskjerming fra RMS Solskjerming på Øvre Romerike." path={paths.products} />
          <AdminSlot>
            <ProductListToolbar />
          </AdminSlot>
          <ProductLanding nodes={data.sub} />
          <div className="mt-16">
            <ContactForm title="Interessert? Kontakt oss" intro="Fortell oss hva du trenger, så tar vi kontakt for en uforpliktende prat eller befaring." />
          </div>
        </>
      );
    case 'category':
      return (
        <>
          <Seo title={route.node.title} description={summarize(route.node.description) || undefined} path={href.productPath(route.node.metadata.path)} image={route.node.categoryImage?.src} />
          <CategoryView category={route.node} />
        </>
      );
    case 'product':
      return (
        <>
          <Seo
            title={route.node.title}
            description={summarize(route.node.description) || undefined}
            path={href.productPath(route.node.metadata.path)}
            image={orderedImages(route.node.images)[0]?.src}
            type="article"
          />
          <ProductView key={route.node.id} product={route.node} parent={route.parent} />
          <div className="mt-16">
            <ContactForm key={route.node.id} title="Interessert? Kontakt oss" initialSubject={route.node.title} />
          </div>
        </>
      );
    default:
      return <NotFound />;
  }
}
