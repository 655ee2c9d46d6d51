/**
 * Which campaigns run when (decision 135), without zod: the visitors' pages import it.
 * Whether one runs is decided when a page or list is answered, never by a job.
 */

/** What these functions read of a campaign. */
export interface CampaignTimes {
  id: string;
  startsAt: string;
  endsAt: string;
  draft: boolean;
}

export interface CampaignPlaces {
  placements: readonly ({ kind: 'home' } | { kind: 'product'; id: string })[];
}

/** Whether a campaign runs at `now`: not a draft, started, not yet ended (the end is exclusive). */
export function isRunning(c: Omit<CampaignTimes, 'id'>, now: Date): boolean {
  const t = now.getTime();
  return !c.draft && Date.parse(c.startsAt) <= t && t < Date.parse(c.endsAt);
}

/** The campaigns visitors see at `now`: running ones, the one that started last first. */
export function runningCampaigns<T extends CampaignTimes>(campaigns: readonly T[], now: Date): T[] {
  return campaigns.filter((c) => isRunning(c, now)).sort(byLatestStart);
}

/** The latest start first; ties by id so the order is stable. */
export function byLatestStart(a: Pick<CampaignTimes, 'id' | 'startsAt'>, b: Pick<CampaignTimes, 'id' | 'startsAt'>): number {
  return Date.parse(b.startsAt) - Date.parse(a.startsAt) || a.id.localeCompare(b.id);
}

/**
 * The first time after `now` at which the running set changes (a start or an end still ahead), or
 * null when none is ahead: a cached page or list that shows campaigns must not be kept past it.
 */
export function nextCampaignChange(campaigns: readonly Omit<CampaignTimes, 'id'>[], now: Date): Date | null {
  const t = now.getTime();
  let next = Number.POSITIVE_INFINITY;
  for (const c of campaigns) {
    if (c.draft) continue;
    for (const edge of [Date.parse(c.startsAt), Date.parse(c.endsAt)]) if (edge > t && edge < next) next = edge;
  }
  return Number.isFinite(next) ? new Date(next) : null;
}

/**
 * The campaign a page shows: of those running, the one that started last whose placements hold
 * the page. `ancestry` is the product node's id and its ancestors' (a placement on a category
 * shows on everything under it); null for the home page.
 */
export function campaignFor<T extends CampaignPlaces>(running: readonly T[], ancestry: readonly string[] | null): T | undefined {
  return running.find((c) => c.placements.some((p) => (p.kind === 'home' ? ancestry === null : ancestry !== null && ancestry.includes(p.id))));
}
