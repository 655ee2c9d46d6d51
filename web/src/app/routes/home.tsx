import { ErrorMessage } from '@/components/ui/error-message';
import { Seo } from '@/components/ui/seo';
import { LoadingBlock } from '@/components/ui/spinner';
import { company } from '@/content/company';
import { features, heroSlides } from '@/content/home-page';
import { usePageCampaign } from '@/features/campaigns/api/get-campaigns';
import { PageCampaign } from '@/features/campaigns/components/campaign-banner';
import { FeaturesSection } from '@/features/home/components/features-section';
import { HeroCarousel } from '@/features/home/components/hero-carousel';
import { ProjectsSection } from '@/features/home/components/projects-section';
import { ServicesSection } from '@/features/home/components/services-section';
import { useProductCards } from '@/features/products/api/get-products';
import { TOP_LEVEL } from '@/features/products/lib/product-tree';
import { useProjectCards } from '@/features/projects/api/get-projects';
import { BusinessJsonLd } from '@/features/settings/components/business-json-ld';
import { usePageSeo } from '@/features/settings/components/page-seo';

/** Home: hero, 'Våre tjenester', 'Profesjonell solskjerming', 'Våre referanser'. */
export default function HomeRoute() {
  const products = useProductCards(TOP_LEVEL);
  const projects = useProjectCards();
  const page = usePageSeo('home');
  const campaign = usePageCampaign(null);
  const failed = products.isError || projects.isError;
  const loading = products.isPending || projects.isPending;

  return (
    <>
      <Seo path="/" seo={page.seo} image={page.image} />
      <BusinessJsonLd />
      <h1 className="sr-only">{`${company.name} – ${company.tagline.toLowerCase()}`}</h1>
      <HeroCarousel slides={heroSlides} />
      <PageCampaign campaign={campaign.data} className="container-page mt-8" />
      {failed ? (
        <div className="container-page py-16">
          <ErrorMessage>Error loading content</ErrorMessage>
        </div>
      ) : loading ? (
        <LoadingBlock label="Laster innhold…" minHeight={480} />
      ) : (
        <>
          <ServicesSection categories={products.data} />
          <FeaturesSection features={features()} />
          <ProjectsSection projects={projects.data} />
        </>
      )}
    </>
  );
}
