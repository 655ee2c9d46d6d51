import { SettingsImageSlotSchema, SiteSettingsUpdateSchema, isAdmin } from '@rms/schema';
import { Router } from 'express';
import { z } from 'zod';
import type { AppDeps } from '../app-deps';
import { requireAdmin, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { publicSiteSettings, savedContent } from '../services/content/content-cache';
import { getSiteSettings, saveSiteSettings } from '../services/content/settings';
import { deleteDroppedSettingsImages, uploadSettingsImage } from '../services/images/settings-images';
import { imageServiceDeps, readImageFile } from './owner-image-routes';
import { sendData } from './respond';

const SlotParamsSchema = z.object({ slot: SettingsImageSlotSchema });

/** /api/settings/site: the company's facts (public read, admin write) and their images. */
export function settingsRoutes(deps: AppDeps): Router {
  const router = Router();
  const images = imageServiceDeps(deps);

  router.get('/site', async (req, res) => {
    // Visitors get the in-memory snapshot; admins read Firestore, so they see their edits at once.
    if (deps.content && !isAdmin(req.user)) sendData(req, res, await publicSiteSettings(deps.content), 200, savedContent(deps.content));
    else sendData(req, res, await getSiteSettings(deps.repos));
  });

  router.put('/site', requireAdmin, requireJson, async (req, res) => {
    const { modified_at: startedFrom, ...input } = parse(SiteSettingsUpdateSchema, req.body);
    const { settings, dropped } = await saveSiteSettings(deps.repos, signedInUser(req), input, startedFrom);
    await deleteDroppedSettingsImages(images, dropped);
    sendData(req, res, settings);
  });

  router.post('/site/images/:slot', requireAdmin, async (req, res) => {
    const { slot } = parse(SlotParamsSchema, req.params, 'Path');
    const file = await readImageFile(req);
    sendData(req, res, await uploadSettingsImage(images, signedInUser(req), slot, file), 201);
  });

  return router;
}
