import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { phoneE164 } from '@rms/schema/site-facts';
import { Seo } from '@/components/ui/seo';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { BookingFlow, type ProductChoice } from '@/features/booking';
import { getProductOutlineQueryOptions } from '@/features/products';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { usePageSeo } from '@/features/settings/components/page-seo';
import { useHydrated } from '@/lib/use-hydrated';

interface OutlineNode {
  id: string;
  title: string;
  draft?: boolean | undefined;
  sub: OutlineNode[];
}

/** Every category's products and their sub-products, as the booking form's product choices. */
export function productChoices(categories: readonly OutlineNode[]): ProductChoice[] {
  const choices: ProductChoice[] = [];
  const walk = (nodes: readonly OutlineNode[], group: string, prefix: string) => {
    for (const node of nodes) {
      if (node.draft) continue;
      const label = prefix ? `${prefix} – ${node.title}` : node.title;
      choices.push({ id: node.id, label, group });
      walk(node.sub, group, label);
    }
  };
  for (const category of categories) if (!category.draft) walk(category.sub, category.title, '');
  return choices;
}

/** /befaring: the visitor books the free site visit (decision 150). */
export default function BookingRoute() {
  const { data: settings } = useSiteSettings();
  const page = usePageSeo('booking');
  const head = FIXED_PAGE_HEADS.booking;
  const outline = useQuery(getProductOutlineQueryOptions());
  const products = useMemo(() => productChoices(outline.data?.sub ?? []), [outline.data]);
  // The page's HTML is the same for every query (the server renders the path alone): the product
  // the link names is read once the page is live.
  const [params] = useSearchParams();
  const hydrated = useHydrated();
  const productId = hydrated ? (params.get('produkt') ?? undefined) : undefined;
  return (
    <div className="container-page py-12">
      <Seo title={head.title} description={head.description()} path={head.path} seo={page.seo} image={page.image} />
      <div className="mx-auto max-w-3xl">
        <h1 className="text-3xl font-semibold tracking-tight text-navy-950 sm:text-4xl">Bestill gratis befaring</h1>
        <p className="mt-3 text-lg text-slate-700">
          Vi kommer hjem til deg, måler opp, viser stoffer og farger og gir deg et tilbud. Befaringen er gratis og uforpliktende. Skriv postnummeret ditt, så ser du når vi kan komme.
        </p>
        {settings && (
          <p className="mt-2 text-slate-700">
            Spørsmål? Ring oss på{' '}
            <a href={`tel:${phoneE164(settings.phone)}`} className="text-accent-700 underline underline-offset-2">
              {settings.phone}
            </a>
            .
          </p>
        )}
        <div className="mt-8">
          <BookingFlow products={products} productId={productId} />
        </div>
      </div>
    </div>
  );
}
