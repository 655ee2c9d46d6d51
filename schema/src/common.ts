import { z } from 'zod';

/** Readable ids: lower-case slugs, also used for client-generated ids. */
export const IdSchema = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,100}$/, 'Must be 1–100 characters of a–z, 0–9 and -');

/** Titles are trimmed and must keep 1–200 characters. */
export const TitleSchema = z.string().trim().min(1, 'Title is required').max(200, 'Title is at most 200 characters');

/** Rich-text HTML; sanitized on the server before storage. 100 kB at most. */
export const DescriptionSchema = z.string().max(100_000, 'Description is at most 100 kB');

/** ISO-8601 date-time string as sent over the wire. */
export const IsoDateSchema = z.iso.datetime({ offset: true });

export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/** Every error body: `{ error: { code, message, issues? } }`. */
export const ApiErrorBodySchema = z.object({
  error: z.object({ code: ErrorCodeSchema, message: z.string(), issues: z.array(ApiIssueSchema).optional() }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Every success body: `{ data: T }`. */
export function dataEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}
