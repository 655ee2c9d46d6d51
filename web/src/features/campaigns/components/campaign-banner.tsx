import type { Campaign, CampaignLink } from '@rms/schema';
import { useId } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { href } from '@/config/paths';

/** Where a campaign's button leads: a product's or category's page (by id), a reference, or a page of the site. */
export function campaignHref(link: CampaignLink): string {
  if ('path' in link) return link.path;
  return link.kind === 'project' ? href.reference(link.id) : href.productById(link.id);
}

/**
 * A running campaign, part of the page's HTML (no layout shift, readable without script): a region
 * named by its heading, its short text, its picture and its link.
 */
export function CampaignBanner({ campaign }: { campaign: Campaign }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="container-page py-6" data-campaign={campaign.id}>
      <div className="flex flex-col gap-4 rounded-lg border border-amber-300 bg-amber-50 p-6 text-navy-950 sm:flex-row sm:items-center">
        {campaign.imageId && <Img image={{ src: campaign.imageId }} alt="" sizes="(min-width: 640px) 12rem, 100vw" aspectRatio="4 / 3" className="w-full rounded sm:w-48" />}
        <div className="flex-1">
          <p className="text-sm font-semibold uppercase tracking-wide text-amber-900">Kampanje</p>
          <h2 id={headingId} className="text-2xl font-semibold">
            {campaign.title}
          </h2>
          {campaign.text && <div className="rich-text mt-2" dangerouslySetInnerHTML={{ __html: campaign.text }} />}
          {campaign.link && (
            <Link to={campaignHref(campaign.link)} className="mt-4 inline-block rounded bg-navy-950 px-4 py-2 font-semibold text-white hover:bg-navy-800">
              Se tilbudet
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}

/** The page's campaign, when one runs there. */
export function PageCampaign({ campaign }: { campaign: Campaign | null | undefined }) {
  return campaign ? <CampaignBanner campaign={campaign} /> : null;
}
