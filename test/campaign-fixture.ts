import type { Campaign, CampaignInputValues } from '@rms/schema';

/** The one campaign fixture of the unit tests (render handler, server renderer, admin screen): on the home page unless told otherwise. */
export function campaignFixture(id: string, startsAt: string, endsAt: string, over: Partial<Campaign> = {}): Campaign {
  return {
    id,
    title: id,
    text: '',
    imageId: null,
    link: null,
    startsAt,
    endsAt,
    placements: [{ kind: 'home' }],
    draft: false,
    created_at: startsAt,
    modified_at: startsAt,
    ...over,
  };
}

/** A campaign as POST /api/campaigns takes it: only what the form must send, the rest left to the server's defaults. */
export function campaignInput(startsAt: string, endsAt: string, over: Partial<CampaignInputValues> = {}): CampaignInputValues {
  return { title: 'Kampanje', startsAt, endsAt, placements: [{ kind: 'home' }], ...over };
}
