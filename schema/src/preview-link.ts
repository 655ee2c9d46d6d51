import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';

/**
 * Preview links (decision 108): an unguessable address that shows a draft product or
 * project to someone without an account, until it expires, is revoked or the item is published.
 */

/** Where a preview link points: `/forhandsvisning/{token}`. */
export const PREVIEW_PATH_PREFIX = '/forhandsvisning/';
/** How long a link works after it is made. */
export const PREVIEW_LINK_DAYS = 7;

export const PreviewLinkKindSchema = z.enum(['product', 'project']);
export type PreviewLinkKind = z.infer<typeof PreviewLinkKindSchema>;

/** A token as the link carries it: 32 random bytes in base64url (43 characters). */
export const PreviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);

/** aktiv: it shows the draft; utløpt, trukket tilbake: 404; publisert: it leads to the public page. */
export const PreviewLinkStateSchema = z.enum(['aktiv', 'utløpt', 'trukket tilbake', 'publisert']);
export type PreviewLinkState = z.infer<typeof PreviewLinkStateSchema>;

/** One link as the item's list shows it: never the token, nor its hash. */
export const PreviewLinkSchema = z.object({
  id: IdSchema,
  kind: PreviewLinkKindSchema,
  itemId: IdSchema,
  createdAt: IsoDateSchema,
  createdBy: z.object({ uid: z.string(), email: z.string().nullable() }),
  expiresAt: IsoDateSchema,
  revokedAt: IsoDateSchema.nullable(),
  state: PreviewLinkStateSchema,
});
export type PreviewLink = z.infer<typeof PreviewLinkSchema>;

/** GET /api/{products|projects}/{id}/preview-links: newest first. */
export const PreviewLinkListSchema = z.array(PreviewLinkSchema);

/** POST …/preview-links: the address with the token, shown this once, and the link as listed. */
export const PreviewLinkCreatedSchema = z.object({ url: z.string().startsWith(PREVIEW_PATH_PREFIX), expiresAt: IsoDateSchema, link: PreviewLinkSchema });
export type PreviewLinkCreated = z.infer<typeof PreviewLinkCreatedSchema>;

export const PreviewLinkParamsSchema = z.object({ id: IdSchema, linkId: IdSchema });
