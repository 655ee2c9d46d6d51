import { IdParamsSchema, PreviewLinkParamsSchema, type PreviewLinkKind } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireStaff, signedInUser } from '../middleware/require-role';
import { parse } from '../middleware/validate';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../services/content/preview-links';
import { sendData } from './respond';

/**
 * An item's preview links (decision 108), admin only: `…/{id}/preview-links` (list,
 * make one) and `…/{id}/preview-links/{linkId}` (revoke). Mounted under /api/products and /api/projects.
 */
export function previewLinkRoutes(deps: AppDeps, kind: PreviewLinkKind): Router {
  const router = Router();
  const now = deps.clock ?? (() => new Date());
  router.get('/:id/preview-links', requireStaff, async (req, res) => {
    const { id } = parse(IdParamsSchema, { id: req.params.id }, 'Path');
    sendData(req, res, await listPreviewLinks(deps.repos, kind, id, now));
  });
  router.post('/:id/preview-links', requireStaff, async (req, res) => {
    const { id } = parse(IdParamsSchema, { id: req.params.id }, 'Path');
    sendData(req, res, await createPreviewLink(deps.repos, signedInUser(req), kind, id, now), 201);
  });
  router.delete('/:id/preview-links/:linkId', requireStaff, async (req, res) => {
    const { id, linkId } = parse(PreviewLinkParamsSchema, req.params, 'Path');
    sendData(req, res, await revokePreviewLink(deps.repos, signedInUser(req), kind, id, linkId, now));
  });
  return router;
}
