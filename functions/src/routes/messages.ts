import { Router } from 'express';
import { MessageListQuerySchema } from '@rms/schema';
import type { AppDeps } from '../app-deps';
import { requireAdmin } from '../middleware/require-admin';
import { parse } from '../middleware/validate';
import { listMessages } from '../services/contact-submission';
import { sendData } from './respond';

export function messageRoutes(deps: AppDeps): Router {
  const router = Router();

  /** The admin inbox: stored contact messages with their delivery status, newest first. */
  router.get('/', requireAdmin, async (req, res) => {
    const { limit } = parse(MessageListQuerySchema, req.query, 'Query');
    sendData(req, res, await listMessages(deps.repos, limit));
  });

  return router;
}
