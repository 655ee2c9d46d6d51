import { GoogleSignInSchema } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app';
import { requireUser, signedInUser } from '../middleware/require-admin';
import { parse, requireJson } from '../middleware/validate';
import { authHealth, getMe, signInWithGoogle } from '../services/users';
import { sendData, sendLive } from './respond';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();

  router.get('/health', async (_req, res) => {
    sendLive(res, await authHealth(deps.db, deps.config.adminEmails.size));
  });

  router.post('/google', requireJson, async (req, res) => {
    const { id_token } = parse(GoogleSignInSchema, req.body);
    // Revocation is checked here, once per sign-in; per-request checks would cost a round trip each.
    const result = await signInWithGoogle(deps.db, (t) => deps.verifier.verifyIdToken(t, true), deps.config.adminEmails, id_token);
    deps.roles.forget(result.user.uid);
    sendData(req, res, result);
  });

  router.get('/me', requireUser, async (req, res) => {
    sendData(req, res, await getMe(deps.db, signedInUser(req)));
  });

  return router;
}
