import type { ApiIssue } from '@rms/schema';
import type { z } from 'zod';
import { ValidationError } from '../errors';

export function zodIssues(error: z.ZodError): ApiIssue[] {
  return error.issues.map((i) => ({ path: i.path.join('.') || '(root)', message: i.message }));
}

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
