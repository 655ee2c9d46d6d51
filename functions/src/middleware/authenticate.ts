import type { NextFunction, Request, Response } from 'express';
import { clientAddress, maskedAddress } from './client-address';
import type { Role } from '@rms/schema';
import { UnauthenticatedError, UnavailableError } from '../errors';
import type { RoleStore } from '../services/access/roles';
import type { TokenVerifier } from '../services/access/users';

export interface RequestUser {
  uid: string;
  email: string | null;
  role: Role;
  token: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: RequestUser;
  }
}

/**
 * Reads the Bearer token once for every request. No header: the request is anonymous.
 * A header with a missing, malformed, expired or forged token: 401, whatever the route.
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
      console.warn(`[auth] rejected ${reason} token on ${req.method} ${req.path} from ${maskedAddress(clientAddress(req))}: ${code}`);
      return next(new UnauthenticatedError(`The ID token is ${reason}. Sign in again.`));
    }
    try {
      req.user = { uid: decoded.uid, email: decoded.email ?? null, role: await roles.roleOf(decoded.uid), token };
      next();
    } catch (e) {
      next(e);
    }
  };
}
