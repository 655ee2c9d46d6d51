import { CampaignInputSchema, CampaignListQuerySchema, CampaignParamsSchema, isStaff, nextCampaignChange, type Campaign } from '@rms/schema';
import { Router, type Request } from 'express';
import type { AppDeps } from '../app-deps';
import { ForbiddenError } from '../errors';
import { requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { capCacheControl, secondsUntil } from '../services/content/visibility';
import { createCampaign, deleteCampaign, listCampaigns, openTargetsAt, updateCampaign, visibleCampaigns, type OpenTargets } from '../services/content/campaigns';
import { sendData } from './respond';

/** A visitor's list may be kept as long as other public answers, never past the next start or end. */
const PUBLIC_CACHE_CONTROL = 'public, max-age=60, s-maxage=300, stale-while-revalidate=600';

/** /api/campaigns (decision 135): staff manage them; visitors see the running ones. */
export function campaignRoutes(deps: AppDeps): Router {
  const router = Router();
  const clock = deps.clock ?? (() => new Date());

  /** Every saved campaign, and what visitors can open now: from the content snapshot when there is one. */
  async function visitorContent(now: Date): Promise<{ campaigns: Campaign[]; open: OpenTargets }> {
    if (deps.content) {
      const snapshot = await deps.content.current();
      return { campaigns: snapshot.campaigns, open: snapshot };
    }
    return { campaigns: await listCampaigns(deps.repos), open: await openTargetsAt(deps.repos, now.getTime()) };
  }

  router.get('/', async (req: Request, res) => {
    const { at } = parse(CampaignListQuerySchema, req.query, 'Query');
    if (at !== undefined) {
      // What visitors will see then: staff only, and never kept by a cache.
      if (!isStaff(req.user)) throw new ForbiddenError('Only staff may see content at another time');
      const campaigns = visibleCampaigns(await listCampaigns(deps.repos), new Date(at), await openTargetsAt(deps.repos, Date.parse(at)));
      res.set('Cache-Control', 'no-store').json({ data: campaigns });
      return;
    }
    if (isStaff(req.user)) {
      sendData(req, res, await listCampaigns(deps.repos));
      return;
    }
    const now = clock();
    const { campaigns, open } = await visitorContent(now);
    const next = nextCampaignChange(campaigns, now);
    res.set('Cache-Control', capCacheControl(PUBLIC_CACHE_CONTROL, next && secondsUntil(next.getTime(), now.getTime()))).vary('Authorization');
    res.json({ data: visibleCampaigns(campaigns, now, open) });
  });

  router.post('/', requireStaff, requireJson, async (req, res) => {
    const campaign = await createCampaign(deps, signedInUser(req), parse(CampaignInputSchema, req.body));
    res.location(`/api/campaigns/${campaign.id}`);
    sendData(req, res, campaign, 201);
  });

  router.put('/:id', requireStaff, requireJson, async (req, res) => {
    const { id } = parse(CampaignParamsSchema, req.params, 'Path');
    sendData(req, res, await updateCampaign(deps, signedInUser(req), id, parse(CampaignInputSchema, req.body)));
  });

  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = parse(CampaignParamsSchema, req.params, 'Path');
    sendData(req, res, await deleteCampaign(deps.repos, signedInUser(req), id));
  });

  return router;
}
