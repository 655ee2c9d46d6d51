import { JsonLd } from '@/components/ui/seo';
import { businessJsonLd } from '@/lib/seo';
import { useSiteSettings } from '../api/get-site-settings';

/** The business JSON-LD of the home and contact pages, from the site settings (none until they load). */
export function BusinessJsonLd() {
  const { data } = useSiteSettings();
  return data ? <JsonLd data={businessJsonLd(data)} /> : null;
}
