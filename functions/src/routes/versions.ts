import {
  CampaignParamsSchema,
  DeletedParamsSchema,
  IdParamsSchema,
  SettingsVersionParamsSchema,
  VersionListQuerySchema,
  VersionRestoreSchema,
  type VersionedItemKind,
} from '@rms/schema';
import { Router, type Request, type RequestHandler } from 'express';
import type { AppDeps } from '../app-deps';
import { requireAdmin, requireStaff, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { SITE_SETTINGS_ID } from '../repositories/settings';
import { listDeleted, restoreDeleted, restoreVersion } from '../services/content/version-restore';
import { getVersion, listVersions, type ItemRef } from '../services/history/versions';
import { sendData } from './respond';

/**
 * An item's history, for staff (the site settings': administrators only): `…/versions` (newest first, paged by `before`),
 * `…/versions/{versionId}` (the whole stored item) and `…/versions/{versionId}/restore`.
 * Mounted under /api/products/:id, /api/projects/:id and /api/settings/site.
 */
function historyRoutes(deps: AppDeps, base: string, itemOf: (req: Request) => ItemRef, guard: RequestHandler): Router {
  const router = Router();
  router.get(`${base}/versions`, guard, async (req, res) => {
    const item = itemOf(req);
    sendData(req, res, await listVersions(deps.repos, item, parse(VersionListQuerySchema, req.query, 'Query')));
  });
  router.get(`${base}/versions/:versionId`, guard, async (req, res) => {
    const item = itemOf(req);
    sendData(req, res, await getVersion(deps.repos, item, versionIdOf(req)));
  });
  router.post(`${base}/versions/:versionId/restore`, guard, requireJson, async (req, res) => {
    const item = itemOf(req);
    const { modified_at } = parse(VersionRestoreSchema, req.body);
    sendData(req, res, await restoreVersion(deps, signedInUser(req), item, versionIdOf(req), modified_at));
  });
  return router;
}

function versionIdOf(req: Request): string {
  return parse(SettingsVersionParamsSchema, { versionId: req.params.versionId }, 'Path').versionId;
}

/** /api/products/{id}/…, /api/projects/{id}/… and /api/campaigns/{id}/…: mounted before their CRUD routers. */
export function itemHistoryRoutes(deps: AppDeps, kind: Exclude<VersionedItemKind, 'settings'>): Router {
  const params = kind === 'campaign' ? CampaignParamsSchema : IdParamsSchema;
  return historyRoutes(deps, '/:id', (req) => ({ kind, id: parse(params, { id: req.params.id }, 'Path').id }), requireStaff);
}

/** /api/settings/site/…. */
export function settingsHistoryRoutes(deps: AppDeps): Router {
  return historyRoutes(deps, `/${SITE_SETTINGS_ID}`, () => ({ kind: 'settings', id: SITE_SETTINGS_ID }), requireAdmin);
}

/** /api/deleted: deleted products and projects, and bringing one back (staff). */
export function deletedRoutes(deps: AppDeps): Router {
  const router = Router();
  router.get('/', requireStaff, async (req, res) => {
    sendData(req, res, await listDeleted(deps.repos));
  });
  router.post('/:kind/:id/restore', requireStaff, async (req, res) => {
    const { kind, id } = parse(DeletedParamsSchema, req.params, 'Path');
    sendData(req, res, await restoreDeleted(deps, signedInUser(req), kind, id));
  });
  return router;
}
