import { useQueryClient } from '@tanstack/react-query';
import { JsonLd } from '@/components/ui/seo';
import { businessJsonLd } from '@/lib/seo';
import { getSiteSettingsQueryOptions, useSiteSettings } from '../api/get-site-settings';

/** The business JSON-LD of the home and contact pages, from the site settings (none until they load). */
export function BusinessJsonLd() {
  const { data: facts } = useSiteSettings();
  // Built by the server only (decision 114), from the whole settings it read to make the facts (the
  // brands are the partners, which pages do not embed); the browser keeps the server's.
  const whole = useQueryClient().getQueryData(getSiteSettingsQueryOptions().queryKey);
  return facts ? <JsonLd data={whole ? businessJsonLd(whole) : null} /> : null;
}
