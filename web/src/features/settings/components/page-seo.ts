import type { SeoFields, FixedPage } from '@rms/schema/seo-limits';
import type { ShareImage } from '@/lib/seo';
import { useSiteSettings } from '../api/get-site-settings';

/**
 * A fixed page's 'Søk og deling' from the site settings, for its <Seo>: the fields staff
 * set and the share image they uploaded in 'Innstillinger'. Nothing set (or settings not saved yet):
 * both undefined, and the page keeps its own head.
 */
export function usePageSeo(page: FixedPage): { seo: SeoFields | undefined; image: ShareImage | undefined } {
  const { data } = useSiteSettings();
  const seo = data?.pageSeo?.[page];
  const image = seo?.imageId ? data?.shareImages?.find((shared) => shared.id === seo.imageId) : undefined;
  return { seo, image };
}
