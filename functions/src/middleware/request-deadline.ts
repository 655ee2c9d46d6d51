import type { NextFunction, Request, Response } from 'express';
import { UnavailableError } from '../errors';
import { errorHandler } from './error-handler';
import { loggedPath } from '../log-path';

/**
 * The whole request's deadline, well inside the api function's 120 s timeout (issue #28): whatever
 * hangs, the caller gets an answer. A visitor waits at most `visitor` ms; staff (a request with a
 * token) get longer, for uploads, backups and restores. Each dependency call has its own, shorter
 * deadline (dependency-deadlines.ts), so this one fires only when several slow calls add up.
 */
export interface RequestDeadlines {
  visitor: number;
  staff: number;
}

export const DEFAULT_REQUEST_DEADLINES: RequestDeadlines = { visitor: 9500, staff: 90_000 };

export const REQUEST_TIMED_OUT_MESSAGE = 'Siden svarte ikke i tide. Prøv igjen om litt.';

export function requestDeadline(deadlines: RequestDeadlines) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ms = req.headers.authorization ? deadlines.staff : deadlines.visitor;
    const timer = setTimeout(() => {
      if (res.headersSent) return;
      console.error(`[api] ${req.method} ${loggedPath(req.path)} gave no answer within ${ms} ms: answered 503`);
      // Answered here, not through next(): the route is still running and owns the middleware chain.
      errorHandler(new UnavailableError(REQUEST_TIMED_OUT_MESSAGE, 10), req, res, () => {});
    }, ms);
    const clear = () => clearTimeout(timer);
    res.once('finish', clear);
    res.once('close', clear);
    next();
  };
}
