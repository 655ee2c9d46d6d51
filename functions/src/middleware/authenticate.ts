import type { NextFunction, Request, Response } from 'express';
import { clientAddress, maskedAddress } from './client-address';
import type { Role } from '@rms/schema';
import { UnauthenticatedError, UnavailableError } from '../errors';
import type { RoleStore } from '../services/access/roles';
import type { TokenVerifier } from '../services/access/users';
import { loggedPath } from './logged-path';

export interface RequestUser {
  uid: string;
  email: string | null;
  role: Role;
  token: string;
  /**
   * Set when users/{uid} could not be read: `role` is then `user`, so public routes answer as for a
   * visitor, and every guard answers 503 (decision 145).
   */
  roleUnavailable?: true;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}

/**
 * Reads the Bearer token once for every request. No header: the request is anonymous.
 * A header with a missing, malformed, expired, forged or revoked token: 401, whatever the route.
 */
export function authenticate(verifier: TokenVerifier, roles: RoleStore) {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) return next();
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) return next(new UnauthenticatedError('Malformed Authorization header: expected "Bearer <token>"'));
    const token = match[1];
    let decoded;
    try {
      decoded = await verifier.verifyIdToken(token);
    } catch (e) {
      // The Auth backend did not answer: not the caller's fault, so 503 rather than "sign in again".
      if (e instanceof UnavailableError) return next(e);
      const code = (e as { code?: string }).code ?? '';
      const reason = code.includes('expired') ? 'expired' : 'invalid';
      console.warn(`[auth] rejected ${reason} token on ${req.method} ${loggedPath(req.path)} from ${maskedAddress(clientAddress(req))}: ${code}`);
      return next(new UnauthenticatedError(`The ID token is ${reason}. Sign in again.`));
    }
    let access;
    try {
      access = await roles.accessOf(decoded.uid);
    } catch (e) {
      // Never a guessed role: public routes go on as for a visitor, guarded ones answer 503 (require-role.ts).
      console.warn(`[auth] the role of ${decoded.uid} could not be read on ${req.method} ${loggedPath(req.path)}: ${e instanceof Error ? e.message : String(e)}`);
      req.user = { uid: decoded.uid, email: decoded.email ?? null, role: 'user', token, roleUnavailable: true };
      return next();
    }
    // Staff access taken away ends the sessions too: a token from an earlier sign-in is refused, as
    // verifyIdToken's revocation check would, without asking the Auth backend on every request.
    if (access.tokensValidAfter !== null && decoded.auth_time !== undefined && decoded.auth_time * 1000 < access.tokensValidAfter) {
      console.warn(`[auth] rejected revoked token of ${decoded.uid} on ${req.method} ${loggedPath(req.path)}`);
      return next(new UnauthenticatedError('The ID token is revoked. Sign in again.'));
    }
    req.user = { uid: decoded.uid, email: decoded.email ?? null, role: access.role, token };
    next();
  };
}
