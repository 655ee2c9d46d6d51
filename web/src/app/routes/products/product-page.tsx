import { lazy } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { NotFound } from '@/components/ui/not-found';
import { JsonLd, Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { href, paths } from '@/config/paths';
import { usePageCampaign } from '@/features/campaigns/api/get-campaigns';
import { PageCampaign } from '@/features/campaigns/components/campaign-banner';
import { ContactFormWhenSeen } from '@/features/contact/components/contact-form-when-seen';
import { useProductCards, useProductOutline, useProductPage } from '@/features/products/api/get-products';
import { CategoryView } from '@/features/products/components/category-view';
import { ProductView } from '@/features/products/components/product-view';
import type { ProductAdminSlots } from '@/features/products/lib/admin-slots';
import { ancestorsOf, orderedImages, resolveProductRoute } from '@/features/products/lib/product-tree';
import { breadcrumbJsonLd, chosenShareImage, itemJsonLd, summarize, type Crumb } from '@/lib/seo';
import { useServerResponse } from '@/lib/server-response';

// The staff's tools: separate chunks, loaded only when AdminSlot shows them to signed-in staff.
const productAdminTools = () => import('@/features/product-admin');
const productAdmin: ProductAdminSlots = {
  Toolbar: lazy(() => productAdminTools().then((m) => ({ default: m.ProductToolbar }))),
  Title: lazy(() => productAdminTools().then((m) => ({ default: m.ProductTitleAdmin }))),
  Description: lazy(() => productAdminTools().then((m) => ({ default: m.ProductDescriptionAdmin }))),
  Images: lazy(() => productAdminTools().then((m) => ({ default: m.ProductImagesAdmin }))),
  CategoryPanel: lazy(() => productAdminTools().then((m) => ({ default: m.CategoryAdminPanel }))),
};


/**
 * Every product route below the list (./landing.tsx): /produkter/:categoryId, …/:productId, …/:subId, …/:subSubId.
 * Unknown ids, a subId that is not a sub-product and a failed load show the not-found screen.
 */
export default function ProductPage() {
  const params = useParams();
  const { pathname } = useLocation();
  const server = useServerResponse();
  const outline = useProductOutline();
  const route = outline.data ? resolveProductRoute(outline.data, params) : undefined;
  const id = route?.kind === 'category' || route?.kind === 'product' ? route.node.id : '';
  // The node's page and its children's cards: embedded in the page for its own address, else loaded
  // (the whole tree, once) while the previous screen stays up.
  const page = useProductPage(id, id !== '');
  const cards = useProductCards(id, id !== '');
  // The node and everything above it: a campaign placed on a category shows on every page under it.
  const ancestry = id !== '' && outline.data ? [...ancestorsOf(outline.data.sub, id).map((n) => n.id), id] : [];
  const campaign = usePageCampaign(ancestry, id !== '');
  if (outline.isPending) return <LoadingBlock label="Laster produkter…" />;
  if (outline.isError || page.isError || cards.isError || !route) return <NotFound />;
  if (route.kind !== 'category' && route.kind !== 'product') return <NotFound />;
  if (page.isPending || cards.isPending) return <LoadingBlock label="Laster produkter…" />;
  const node = page.data;
  if (!node) return <NotFound />;

  const trail: Crumb[] = [
    { name: 'Hjem', path: paths.home },
    { name: 'Produkter', path: paths.products },
    ...[...ancestorsOf(outline.data.sub, node.id), route.node].map((n) => ({ name: n.title, path: href.productPath(n.metadata.path) })),
  ];
  const path = href.productPath(node.metadata.path);
  if (route.kind === 'category') {
    return (
      <>
        <Seo
          title={node.title}
          description={summarize(node.description) || undefined}
          path={path}
          image={chosenShareImage(node.images, node.seo, node.categoryImage ?? undefined)}
          seo={node.seo}
        />
        <JsonLd data={breadcrumbJsonLd(trail)} />
        <PageCampaign campaign={campaign.data} className="mt-6" />
        <CategoryView category={node} products={cards.data} admin={productAdmin} />
      </>
    );
  }
  // A product reached by its id alone (/produkter/:id, the landing grid's links) has one canonical address.
  if (server && pathname !== path) server.redirectTo(path);
  return (
    <>
      <Seo
        title={node.title}
        description={summarize(node.description) || undefined}
        path={path}
        image={chosenShareImage(node.images, node.seo, orderedImages(node.images)[0])}
        type="article"
        seo={node.seo}
      />
      <JsonLd data={breadcrumbJsonLd(trail)} />
      <JsonLd data={itemJsonLd('Service', { ...node, images: orderedImages(node.images) }, path)} />
      <PageCampaign campaign={campaign.data} className="mt-6" />
      <ProductView key={node.id} product={node} subProducts={cards.data} parent={route.parent} admin={productAdmin} />
      <div className="mt-16">
        <ContactFormWhenSeen
          key={node.id}
          title="Interessert? Kontakt oss"
          product={{ id: node.id, title: node.title }}
          intro={
            <>
              {'Vil du heller at vi kommer og måler opp? '}
              <Link to={href.booking(node.id)} className="font-medium text-accent-700 underline underline-offset-2">
                Bestill gratis befaring
              </Link>
              {' på en tid som passer deg.'}
            </>
          }
        />
      </div>
    </>
  );
}
