import type { CampaignLink } from '@rms/schema';
import { useId } from 'react';
import { Link } from 'react-router';
import { Img } from '@/components/ui/img';
import { href } from '@/config/paths';
import type { CampaignView } from '../api/get-campaigns';

/** Where a campaign's button leads: a product's or category's page (by id), a reference, or a page of the site. */
export function campaignHref(link: CampaignLink): string {
  if ('path' in link) return link.path;
  return link.kind === 'project' ? href.reference(link.id) : href.productById(link.id);
}

/**
 * A running campaign, part of the page's HTML (no layout shift, readable without script): a region
 * named by its heading, its short text, its picture and its link. Its classes are ones the product
 * and home pages already use, so it adds almost nothing to their inline stylesheet.
 */
export function CampaignBanner({ campaign, className }: { campaign: CampaignView; className?: string | undefined }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className} data-campaign={campaign.id}>
      <div className="rounded-xl border border-sand-200 bg-white p-6 shadow-sm sm:p-8">
        {campaign.imageId && <Img image={{ src: campaign.imageId }} alt="" sizes="(min-width: 640px) 20rem, 100vw" aspectRatio="4 / 3" className="mb-4 w-full max-w-xs" />}
        <p className="text-sm font-semibold text-slate-600">Kampanje</p>
        <h2 id={headingId} className="text-2xl font-semibold tracking-tight text-navy-950">
          {campaign.title}
        </h2>
        {campaign.text && <div className="rich-text mt-4" dangerouslySetInnerHTML={{ __html: campaign.text }} />}
        {campaign.link && (
          <Link to={campaignHref(campaign.link)} className="btn-primary mt-6">
            Se tilbudet
          </Link>
        )}
      </div>
    </section>
  );
}

/** The page's campaign, when one runs there. */
export function PageCampaign({ campaign, className }: { campaign: CampaignView | null | undefined; className?: string }) {
  return campaign ? <CampaignBanner campaign={campaign} className={className} /> : null;
}
