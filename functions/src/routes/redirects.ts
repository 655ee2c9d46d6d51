import { RedirectCreateSchema, RedirectParamsSchema } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { createRedirect, deleteRedirect, listRedirects } from '../services/redirects/redirects';
import { sendData } from './respond';

/** /api/redirects: old addresses of the site and where they lead, admin only. */
export function redirectRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/', requireStaff, async (req, res) => {
    sendData(req, res, await listRedirects(deps.repos));
  });
  router.post('/', requireStaff, requireJson, async (req, res) => {
    sendData(req, res, await createRedirect(deps.repos, signedInUser(req), parse(RedirectCreateSchema, req.body)), 201);
  });
  router.delete('/:id', requireStaff, async (req, res) => {
    const { id } = parse(RedirectParamsSchema, req.params, 'Path');
    sendData(req, res, await deleteRedirect(deps.repos, signedInUser(req), id));
  });
  return router;
}
