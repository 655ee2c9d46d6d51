import { GoogleSignInSchema, type ServiceHealth, isAdmin } from '@rms/schema';
import { Router } from 'express';
import type { AppDeps } from '../app-deps';
import { requireUser, signedInUser } from '../middleware/require-admin';
import { publicHealthCache, sendServiceHealth } from './health-answer';
import { parse, requireJson } from '../middleware/validate';
import { authHealth, getMe, signInWithGoogle } from '../services/users';
import { sendData } from './respond';

export function authRoutes(deps: AppDeps): Router {
  const router = Router();

  const publicAnswer = publicHealthCache<ServiceHealth>();
  router.get('/health', async (req, res) => {
    // How many admin addresses are configured is nobody's business but the admins'.
    const check = () => authHealth(deps.repos, deps.config.adminEmails.size);
    sendServiceHealth(req, res, isAdmin(req.user) ? await check() : await publicAnswer(check));
  });

  router.post('/google', requireJson, async (req, res) => {
    const { id_token } = parse(GoogleSignInSchema, req.body);
    // Revocation is checked here, once per sign-in; per-request checks would cost a round trip each.
    const result = await signInWithGoogle(deps.repos, (t) => deps.verifier.verifyIdToken(t, true), deps.config.adminEmails, id_token);
    deps.roles.forget(result.user.uid);
    sendData(req, res, result);
  });

  router.get('/me', requireUser, async (req, res) => {
    sendData(req, res, await getMe(deps.repos, signedInUser(req)));
  });

  return router;
}
