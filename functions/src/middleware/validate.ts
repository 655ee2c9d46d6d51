import type { NextFunction, Request, Response } from 'express';
import type { z } from 'zod';
import { UnsupportedMediaTypeError, ValidationError, zodIssues } from '../errors';


/**
 * Parses `value` with `schema` and returns the parsed value (trimmed, defaults applied,
 * unknown fields dropped); a failure is a 400 naming each field.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown, what = 'Request body'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = zodIssues(result.error);
    throw new ValidationError(`${what} is invalid: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
  }
  return result.data;
}

/**
 * JSON-body routes: a body of another media type (form posts, text/plain) is a 415, not a
 * confusing 400. No body at all passes; the schema then names the missing fields.
 */
export function requireJson(req: Request, _res: Response, next: NextFunction) {
  if (req.is('application/json') === false) {
    return next(new UnsupportedMediaTypeError('Send the body as JSON (Content-Type: application/json)'));
  }
  next();
}
