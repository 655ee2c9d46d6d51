import type { Access } from '@rms/schema';
import type { z } from 'zod';

/** One documented route: the API reference (docs/api.md) is generated from these entries. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  /** Who may call it (mayUse in schema/src/role.ts); the route's guard in functions/src/routes says the same. */
  auth: Access;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  response?: z.ZodType;
  errors?: { status: number; when: string }[];
  /**
   * 'not-found': a caller who may not use it gets the 404 a missing item gets, not 401/403, so a
   * guessed address tells nothing (an enquiry's photo, decision 154). The registry test holds it to that.
   */
  refusal?: 'not-found';
}

/** The two answers every admin route gives a caller who may not use it. */
export const adminErrors = [
  { status: 401, when: 'no token, or an invalid or expired one (nothing is written)' },
  { status: 403, when: 'the user is not an administrator (nothing is written)' },
];

/** The two answers every staff route gives a caller who may not use it. */
export const staffErrors = [
  { status: 401, when: 'no token, or an invalid or expired one (nothing is written)' },
  { status: 403, when: 'the user is neither an administrator nor an editor (nothing is written)' },
];
