import type { NextFunction, Request, Response } from 'express';
import { clientAddress, maskedAddress } from './client-address';
import { isAdmin } from '@rms/schema';
import { ForbiddenError, UnauthenticatedError } from '../errors';
import type { RequestUser } from './authenticate';

/** Guards every mutation: anonymous → 401, signed-in non-admin → 403. Refusals are logged. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) {
    console.warn(`[auth] anonymous ${req.method} ${req.originalUrl} refused (401) from ${maskedAddress(clientAddress(req))}`);
    return next(new UnauthenticatedError());
  }
  if (!isAdmin(req.user)) {
    console.warn(`[auth] ${req.user.email ?? req.user.uid} (${req.user.role}) ${req.method} ${req.originalUrl} refused (403)`);
    return next(new ForbiddenError());
  }
  next();
}

/** Routes for any signed-in user (their own profile). */
export function requireUser(req: Request, _res: Response, next: NextFunction) {
  if (!req.user) {
    console.warn(`[auth] anonymous ${req.method} ${req.originalUrl} refused (401) from ${maskedAddress(clientAddress(req))}`);
    return next(new UnauthenticatedError());
  }
  next();
}

/** The signed-in user of a route behind requireAdmin/requireUser (the guard already refused anyone else). */
export function signedInUser(req: Request): RequestUser {
  if (!req.user) throw new UnauthenticatedError();
  return req.user;
}
