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
