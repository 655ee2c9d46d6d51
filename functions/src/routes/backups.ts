import { Router } from 'express';
import { BackupRestoreSchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin, signedInUser } from '../middleware/require-role';
import { parse, requireJson } from '../middleware/validate';
import { recordAudit } from '../services/shared/audit';
import { createBackup, listBackups, restoreBackup } from '../services/backups/backups';
import { sendData } from './respond';

export function backupRoutes(deps: AppDeps): Router {
  const router = Router();
  router.use(requireAdmin);

  router.post('/trigger', async (req, res) => {
    const backup = await createBackup(deps.repos, deps.blobs, { kind: 'manual' });
    await recordAudit(deps.repos, signedInUser(req), 'backup.create', backup.name);
    sendData(req, res, backup, 201);
  });

  router.get('/list', async (req, res) => {
    sendData(req, res, await listBackups(deps.blobs));
  });

  router.post('/restore', requireJson, async (req, res) => {
    const { filename, tag } = parse(BackupRestoreSchema, req.body);
    const result = await restoreBackup(deps.repos, deps.blobs, filename, tag);
    // The audit log is append-only: a restore adds this entry (and the file's missing ones), removes none.
    await recordAudit(deps.repos, signedInUser(req), 'backup.restore', filename, { tag, safetyBackup: result.safetyBackup.name });
    sendData(req, res, result);
  });

  return router;
}
