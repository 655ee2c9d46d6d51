import { Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { PrivacyStatement } from '@/features/privacy/components/privacy-statement';
import { useSiteSettings } from '@/features/settings/api/get-site-settings';
import { usePageSeo } from '@/features/settings/components/page-seo';

/** /personvern: the privacy statement, with the retention and the contact facts from the site settings. */
export default function PrivacyRoute() {
  const { data: settings } = useSiteSettings();
  const page = usePageSeo('privacy');
  return (
    <>
      <Seo
        title="Personvernerklæring"
        description={FIXED_PAGE_HEADS.privacy.description()}
        path={paths.privacy}
        seo={page.seo}
        image={page.image}
      />
      <PrivacyStatement facts={settings} />
    </>
  );
}
