import { GoogleSignInSchema } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireUser, signedInUser } from '../middleware/require-role';
import { serviceHealthRoute } from './health-answer';
import { parse, requireJson } from '../middleware/validate';
import { authHealth } from '../services/health/services';
import { getMe, signInWithGoogle } from '../services/access/users';
import { sendData } from './respond';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();

  // How many admin addresses are configured is nobody's business but the admins'.
  router.get('/health', serviceHealthRoute(() => authHealth(deps.repos, deps.config.adminEmails.size)));

  router.post('/google', requireJson, async (req, res) => {
    const { id_token } = parse(GoogleSignInSchema, req.body);
    // Revocation is checked here, once per sign-in; per-request checks would cost a round trip each.
    const result = await signInWithGoogle(deps.repos, (t) => deps.verifier.verifyIdToken(t, true), deps.config.adminEmails, id_token, deps.clock?.() ?? new Date());
    deps.roles.forget(result.user.uid);
    sendData(req, res, result);
  });

  router.get('/me', requireUser, async (req, res) => {
    sendData(req, res, await getMe(deps.repos, signedInUser(req)));
  });

  return router;
}
