import type { Campaign } from '@rms/schema';
import { isRunning } from '@rms/schema/campaign-time';

const DAY_MS = 86_400_000;
/** The screen looks this far ahead for starts and ends. */
export const LOOKAHEAD_DAYS = 14;
/** The dashboard warns this long before a running campaign ends. */
export const ENDING_WARNING_DAYS = 3;

export interface CampaignGroups {
  /** Running now, the one that ends first first. */
  running: Campaign[];
  /** Not drafts, starting within the next 14 days, soonest first. */
  starting: Campaign[];
  /** Starting later, or drafts that have not ended. */
  later: Campaign[];
  /** Ended, the latest end first. */
  past: Campaign[];
}

/** The campaigns screen's lists at `now`. */
export function groupCampaigns(campaigns: readonly Campaign[], now: Date): CampaignGroups {
  const t = now.getTime();
  const end = (c: Campaign) => Date.parse(c.endsAt);
  const start = (c: Campaign) => Date.parse(c.startsAt);
  const past = campaigns.filter((c) => end(c) <= t).sort((a, b) => end(b) - end(a));
  const running = campaigns.filter((c) => isRunning(c, now)).sort((a, b) => end(a) - end(b));
  const ahead = campaigns.filter((c) => end(c) > t && !isRunning(c, now));
  const starting = ahead.filter((c) => !c.draft && start(c) <= t + LOOKAHEAD_DAYS * DAY_MS).sort((a, b) => start(a) - start(b));
  const later = ahead.filter((c) => !starting.includes(c)).sort((a, b) => start(a) - start(b));
  return { running, starting, later, past };
}

/** Whether a running campaign ends within `days` of `now`. */
export function endsWithin(c: Campaign, now: Date, days: number): boolean {
  return isRunning(c, now) && Date.parse(c.endsAt) - now.getTime() <= days * DAY_MS;
}

/** Running campaigns that end within three days: the dashboard warns of them. */
export function endingSoon(campaigns: readonly Campaign[], now: Date): Campaign[] {
  return campaigns.filter((c) => endsWithin(c, now, ENDING_WARNING_DAYS)).sort((a, b) => Date.parse(a.endsAt) - Date.parse(b.endsAt));
}

/**
 * What of a campaign points at something that is gone (a deleted product, category or reference), in
 * Norwegian for the screen: visitors then see the campaign without its button, or not on that page.
 */
export function missingTargets(campaign: Campaign, nodeIds: ReadonlySet<string>, projectIds: ReadonlySet<string>): string[] {
  const problems: string[] = [];
  const { link } = campaign;
  if (link && 'kind' in link && !(link.kind === 'project' ? projectIds : nodeIds).has(link.id)) problems.push(`Lenken går til «${link.id}», som ikke finnes lenger`);
  for (const p of campaign.placements) if (p.kind === 'product' && !nodeIds.has(p.id)) problems.push(`Plassert på «${p.id}», som ikke finnes lenger`);
  return problems;
}
