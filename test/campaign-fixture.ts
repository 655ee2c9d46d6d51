import type { Campaign } from '@rms/schema';

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
