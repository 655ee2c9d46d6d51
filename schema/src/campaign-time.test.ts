import { describe, expect, it } from 'vitest';
import { CampaignInputSchema } from './campaign';
import { campaignFor, nextCampaignChange, runningCampaigns } from './campaign-time';

const c = (id: string, startsAt: string, endsAt: string, placements: ({ kind: 'home' } | { kind: 'product'; id: string })[] = [{ kind: 'home' }], draft = false) => ({ id, startsAt, endsAt, placements, draft });

describe('campaigns by time', () => {
  const spring = c('spring', '2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z');
  const easter = c('easter', '2026-04-01T00:00:00Z', '2026-04-10T00:00:00Z', [{ kind: 'product', id: 'markiser' }, { kind: 'home' }]);
  const draft = c('draft', '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', [{ kind: 'home' }], true);

  it('runs from its start up to (not including) its end; a draft never runs', () => {
    expect(runningCampaigns([spring, easter, draft], new Date('2026-02-28T23:59:59Z'))).toEqual([]);
    expect(runningCampaigns([spring, easter, draft], new Date('2026-03-01T00:00:00Z'))).toEqual([spring]);
    expect(runningCampaigns([spring, easter, draft], new Date('2026-05-01T00:00:00Z'))).toEqual([]);
  });

  it('shows the one that started last where two overlap, and a category placement on everything under it', () => {
    const running = runningCampaigns([spring, easter], new Date('2026-04-02T00:00:00Z'));
    expect(campaignFor(running, null)?.id).toBe('easter');
    expect(campaignFor(running, ['markiser', 'terrassemarkise'])?.id).toBe('easter');
    expect(campaignFor(running, ['pergola'])).toBeUndefined();
    expect(campaignFor(runningCampaigns([spring], new Date('2026-04-02T00:00:00Z')), ['markiser'])).toBeUndefined();
  });

  it('names the next start or end ahead, ignoring drafts, or null when none is ahead', () => {
    expect(nextCampaignChange([spring, easter, draft], new Date('2026-01-01T00:00:00Z'))?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(nextCampaignChange([spring, easter, draft], new Date('2026-04-02T00:00:00Z'))?.toISOString()).toBe('2026-04-10T00:00:00.000Z');
    expect(nextCampaignChange([spring, easter, draft], new Date('2026-05-01T00:00:00Z'))).toBeNull();
  });
});

describe('CampaignInputSchema', () => {
  it('refuses an end that is not after the start, naming endsAt', () => {
    const parsed = CampaignInputSchema.safeParse({ title: 'X', startsAt: '2026-04-01T10:00:00+02:00', endsAt: '2026-04-01T08:00:00Z', placements: [{ kind: 'home' }] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.path.join('.'))).toEqual(['endsAt']);
  });
});
