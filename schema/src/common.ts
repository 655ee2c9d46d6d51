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

/** The only link schemes rich text may hold (the product requires exactly these), for the editor's link policy and the server's sanitizer alike. */
export const LINK_SCHEMES = ['http', 'https', 'ftp', 'ftps', 'mailto', 'tel', 'callto', 'sms', 'cid', 'xmpp'] as const;

/** ISO-8601 date-time string as sent over the wire. */
export const IsoDateSchema = z.iso.datetime({ offset: true });

export const ErrorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'MALFORMED_JSON',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'UNPROCESSABLE',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'GONE',
  'BUSY',
  'UNAVAILABLE',
  'INTERNAL',
]);
export type ErrorCode = z.infer<typeof ErrorCodeSchema>;

export const ApiIssueSchema = z.object({ path: z.string(), message: z.string() });
export type ApiIssue = z.infer<typeof ApiIssueSchema>;

/** Every error body: `{ error: { code, message, issues? } }`. */
export const ApiErrorBodySchema = z.object({
  error: z.object({
    code: ErrorCodeSchema,
    message: z.string(),
    issues: z.array(ApiIssueSchema).optional(),
    /** What a GONE answer adds for the caller (a replaced quote's newer link, the phone to call). */
    details: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** Path parameters of `/api/<collection>/{id}`. */
export const IdParamsSchema = z.object({ id: IdSchema });

/** Answer of every delete: the ids that are gone (a subtree or a title pattern can remove several). */
export const DeleteResultSchema = z.object({ deleted: z.array(z.string()) });
export type DeleteResult = z.infer<typeof DeleteResultSchema>;

/**
 * `audit/{id}`: who changed what, when. Written by every mutation (functions/src/services/shared/audit.ts).
 * `action` is `<entity>.<verb>` (product.create, project.delete, user.role, ...).
 */
export const AuditEntrySchema = z.object({
  uid: z.string(),
  email: z.string().nullable(),
  action: z.string(),
  target: z.string(),
  at: z.string(),
  extra: z.record(z.string(), z.unknown()).optional(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
