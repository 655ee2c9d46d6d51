import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { clientAddress, maskedAddress } from './client-address';
import { mayUse, type Access } from '@rms/schema';
import { ForbiddenError, NotFoundError, UnauthenticatedError, UnavailableError } from '../errors';
import type { RequestUser } from './authenticate';
import { loggedPath } from './logged-path';

/** What a guarded route answers (503) when the caller's role cannot be read: it is never guessed (decision 145). */
export const ROLE_UNAVAILABLE_MESSAGE = 'Tilgangen din kan ikke sjekkes akkurat nå fordi databasen ikke svarer. Prøv igjen om litt.';

const REFUSAL: Record<Exclude<Access, 'public'>, string> = {
  user: 'Authentication required',
  staff: 'Administrator or editor role required',
  admin: 'Administrator role required',
};

/**
 * The guard of a route whose registry entry (functions/src/api-spec) says `auth: access`: anonymous → 401,
 * a signed-in account whose role could not be read → 503, a signed-in account without the role → 403.
 * Refusals are logged with the uid, never the e-mail.
 */
export function requireRole(access: Exclude<Access, 'public'>): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    if (!req.user) {
      console.warn(`[auth] anonymous ${req.method} ${loggedPath(req.originalUrl)} refused (401) from ${maskedAddress(clientAddress(req))}`);
      return next(new UnauthenticatedError());
    }
    if (req.user.roleUnavailable) {
      console.warn(`[auth] ${req.user.uid} ${req.method} ${loggedPath(req.originalUrl)} refused (503): the role could not be read`);
      return next(new UnavailableError(ROLE_UNAVAILABLE_MESSAGE, 10));
    }
    if (!mayUse(access, req.user)) {
      console.warn(`[auth] ${req.user.uid} (${req.user.role}) ${req.method} ${loggedPath(req.originalUrl)} refused (403)`);
      return next(new ForbiddenError(REFUSAL[access]));
    }
    next();
  };
}

/** Administrators only: backups, users, settings, deleting by title, export and purge of enquiries. */
export const requireAdmin = requireRole('admin');
/** Administrators and editors: the site's content, the enquiry inbox and the visit statistics. */
export const requireStaff = requireRole('staff');
/** Routes for any signed-in user (their own profile). */
export const requireUser = requireRole('user');

/**
 * The guard of a staff route that must not even admit what it guards exists (an enquiry's photo,
 * decision 154): anonymous callers and accounts without the role get the same 404 as a missing
 * photo, so a guessed address tells nothing. A role that cannot be read is 503, never guessed.
 */
export const staffOrNotFound: RequestHandler = (req, _res, next) => {
  if (req.user?.roleUnavailable) return next(new UnavailableError(ROLE_UNAVAILABLE_MESSAGE, 10));
  if (!req.user || !mayUse('staff', req.user)) {
    console.warn(`[auth] ${req.user?.uid ?? 'anonymous'} ${req.method} ${req.baseUrl}${req.path} refused (404)`);
    return next(new NotFoundError('No such photo'));
  }
  next();
};

/** The signed-in user of a route behind a guard (the guard already refused anyone else). */
export function signedInUser(req: Request): RequestUser {
  if (!req.user) throw new UnauthenticatedError();
  return req.user;
}
