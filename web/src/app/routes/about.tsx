import { JsonLd, Seo } from '@/components/ui/seo';
import { paths } from '@/config/paths';
import { FIXED_PAGE_HEADS } from '@/content/page-heads';
import { aboutPhotos, history } from '@/content/about-page';
import { company, yearsOfExperience } from '@/content/company';
import { HistorySection } from '@/features/about/components/history-section';
import { PartnersSection } from '@/features/about/components/partners-section';
import { useSitePeople } from '@/features/settings/api/get-site-settings';
import { usePageSeo } from '@/features/settings/components/page-seo';
import { breadcrumbJsonLd } from '@/lib/seo';

export default function AboutRoute() {
  const { data: people } = useSitePeople();
  const page = usePageSeo('about');
  return (
    <>
      <Seo
        title="Om oss"
        description={FIXED_PAGE_HEADS.about.description()}
        path="/om"
        image={page.image ?? aboutPhotos.main}
        seo={page.seo}
      />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: 'Hjem', path: paths.home },
          { name: 'Om oss', path: paths.about },
        ])}
      />
      <div className="bg-navy-950 py-14 text-white sm:py-20">
        <div className="container-page">
          <p className="text-xs font-semibold tracking-[0.18em] text-accent-400 uppercase">Siden {company.foundedYear}</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-semibold tracking-tight sm:text-5xl">Om {company.name}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-200">
            {company.employees} ansatte, over {yearsOfExperience()} års erfaring og et fast blikk på kvalitet – fra første befaring til service mange år etter.
          </p>
        </div>
      </div>
      <HistorySection history={history()} photos={aboutPhotos} />
      <PartnersSection partners={people?.partners} membership={people?.membership} />
    </>
  );
}
