import type { z } from 'zod';

/** One documented route: the API reference (docs/api.md) is generated from these entries. */
export interface RouteSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  summary: string;
  auth: 'public' | 'user' | 'admin';
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType | 'multipart';
  response?: z.ZodType;
  errors?: { status: number; when: string }[];
}

/** The two answers every admin route gives a caller who may not use it. */
export const adminErrors = [
  { status: 401, when: 'no token, or an invalid or expired one (nothing is written)' },
  { status: 403, when: 'the user is not an administrator (nothing is written)' },
];
