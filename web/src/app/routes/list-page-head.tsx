import type { FixedPage } from '@rms/schema/seo-limits';
import { JsonLd, Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { usePageSeo } from '@/features/settings/components/page-seo';
import { breadcrumbJsonLd, itemListJsonLd, type Crumb } from '@/lib/seo';

interface ListPageHeadProps {
  page: FixedPage;
  title: string;
  description: string;
  path: string;
  /** The entries the page links to, in its order; undefined while they load. */
  entries: Crumb[] | undefined;
}

/**
 * The head of a list page (/produkter, /referanser): staff's 'Søk og deling' over the page's own
 * title and text, and as JSON-LD the trail from the home page and the list of its entries.
 */
export function ListPageHead({ page, title, description, path, entries }: ListPageHeadProps) {
  const own = usePageSeo(page);
  return (
    <>
      <Seo title={title} description={description} path={path} seo={own.seo} image={own.image} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Hjem', path: paths.home },
          { name: title, path },
        ])}
      />
      {entries && <JsonLd data={itemListJsonLd(title, entries)} />}
    </>
  );
}
