import type { ProductNode } from '@rms/schema';
import { useLocation, useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { JsonLd, Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { ContactForm } from '@/features/contact/components/contact-form';
import { useProducts } from '@/features/products/api/get-products';
import { CategoryView } from '@/features/products/components/category-view';
import { ProductView } from '@/features/products/components/product-view';
import { ancestorsOf, orderedImages, resolveProductRoute } from '@/features/products/lib/product-tree';
import { breadcrumbJsonLd, chosenShareImage, itemJsonLd, summarize, type Crumb } from '@/lib/seo';
import { useServerResponse } from '@/lib/server-response';


/**
 * Every product route below the list (./landing.tsx): /produkter/:categoryId, …/:productId, …/:subId, …/:subSubId.
 * Unknown ids, a subId that is not a sub-product and a failed load show the not-found screen.
 */
export default function ProductPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const server = useServerResponse();
  const { data, isPending, isError } = useProducts();
  if (isPending) return <LoadingBlock label="Laster produkter…" />;
  if (isError) return <NotFound />;

  const route = resolveProductRoute(data, params);
  const trail = (node: ProductNode): Crumb[] => [
    { name: 'Hjem', path: paths.home },
    { name: 'Produkter', path: paths.products },
    ...[...ancestorsOf(data.sub, node.id), node].map((n) => ({ name: n.title, path: href.productPath(n.metadata.path) })),
  ];
  switch (route.kind) {
    case 'category':
      return (
        <>
          <Seo
            title={route.node.title}
            description={summarize(route.node.description) || undefined}
            path={href.productPath(route.node.metadata.path)}
            image={chosenShareImage(route.node.images, route.node.seo, route.node.categoryImage ?? undefined)}
            seo={route.node.seo}
          />
          <JsonLd data={breadcrumbJsonLd(trail(route.node))} />
          <CategoryView category={route.node} />
        </>
      );
    case 'product':
      // A product reached by its id alone (/produkter/:id, the landing grid's links) has one canonical address.
      if (server && pathname !== href.productPath(route.node.metadata.path)) server.redirectTo(href.productPath(route.node.metadata.path));
      return (
        <>
          <Seo
            title={route.node.title}
            description={summarize(route.node.description) || undefined}
            path={href.productPath(route.node.metadata.path)}
            image={chosenShareImage(route.node.images, route.node.seo, orderedImages(route.node.images)[0])}
            type="article"
            seo={route.node.seo}
          />
          <JsonLd data={breadcrumbJsonLd(trail(route.node))} />
          <JsonLd data={itemJsonLd('Service', { ...route.node, images: orderedImages(route.node.images) }, href.productPath(route.node.metadata.path))} />
          <ProductView key={route.node.id} product={route.node} parent={route.parent} />
          <div className="mt-16">
            <ContactForm key={route.node.id} title="Interessert? Kontakt oss" product={{ id: route.node.id, title: route.node.title }} />
          </div>
        </>
      );
    default:
      return <NotFound />;
  }
}
