import { z } from 'zod';
import { IdSchema, IsoDateSchema } from './common';
import { StartedFromSchema } from './image';

/**
 * Item history: every change of a product node, a project or the site settings keeps
 * the whole item as saved in `versions/{id}`, written in the change's own transaction.
 */

/** What has a history: a product node, a project, the site settings (`settings/site`), a campaign. */
export const VERSIONED_ITEM_KINDS = ['product', 'project', 'settings', 'campaign'] as const;
export const VersionedItemKindSchema = z.enum(VERSIONED_ITEM_KINDS);
export type VersionedItemKind = z.infer<typeof VersionedItemKindSchema>;

/** The kind of change a version records, in the admin's words. */
export const VERSION_KINDS = ['opprettet', 'endret', 'publisert', 'avpublisert', 'bilder', 'gjenopprettet', 'slettet'] as const;
export const VersionKindSchema = z.enum(VERSION_KINDS);
export type VersionKind = z.infer<typeof VersionKindSchema>;

/** Retention: each item keeps its newest VERSIONS_KEPT versions and every version younger than VERSIONS_KEPT_DAYS. */
export const VERSIONS_KEPT = 50;
export const VERSIONS_KEPT_DAYS = 90;
/** The history screen shows this many versions a page. */
export const VERSION_PAGE_SIZE = 20;
export const MAX_VERSION_PAGE = 50;

/** Who saved it; null for the state an item had before its history began (nobody knows who). */
export const VersionAuthorSchema = z.object({ uid: z.string(), email: z.string().nullable() }).nullable();
export type VersionAuthor = z.infer<typeof VersionAuthorSchema>;

/** One entry of GET …/versions: newest first. */
export const VersionSummarySchema = z.object({
  id: z.string(),
  at: IsoDateSchema,
  by: VersionAuthorSchema,
  kind: VersionKindSchema,
  /** The item's fields this change touched (stored names: title, description, images, draft, …). */
  changedFields: z.array(z.string()),
  /** For a restore: the `at` of the version it brought back ('Gjenopprettet fra {time}'). */
  restoredFrom: IsoDateSchema.optional(),
  /**
   * The state the item had when its history began: written once, with the first change after
   * history was introduced, so that change can be undone too.
   */
  baseline: z.boolean().optional(),
});
export type VersionSummary = z.infer<typeof VersionSummarySchema>;

/** GET …/versions/{versionId}: the whole stored item as that change left it. */
export const VersionSchema = VersionSummarySchema.extend({
  itemKind: VersionedItemKindSchema,
  itemId: z.string(),
  item: z.record(z.string(), z.unknown()),
});
export type Version = z.infer<typeof VersionSchema>;

export const VersionListSchema = z.array(VersionSummarySchema);

/** Paging: the newest `limit` versions older than `before` (the `at` of the last one shown). */
export const VersionListQuerySchema = z.object({
  before: IsoDateSchema.optional(),
  limit: z.coerce.number().int().min(1).max(MAX_VERSION_PAGE).default(VERSION_PAGE_SIZE),
});
export type VersionListQuery = z.infer<typeof VersionListQuerySchema>;

/** Version ids are Firestore auto-ids. */
export const VersionIdSchema = z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a version id');
export const ItemVersionParamsSchema = z.object({ id: IdSchema, versionId: VersionIdSchema });
export const SettingsVersionParamsSchema = z.object({ versionId: VersionIdSchema });

/** POST …/versions/{versionId}/restore: the item's `modified_at` the screen shows (409 when it changed since). */
export const VersionRestoreSchema = z.object({ modified_at: StartedFromSchema });
export type VersionRestoreInput = z.input<typeof VersionRestoreSchema>;

/** The answer of a restore: the item as it is now, the version the restore wrote, and any files that are gone. */
export const VersionRestoreResultSchema = z.object({
  item: z.record(z.string(), z.unknown()),
  /** The new 'gjenopprettet' version; null when the item already had that content (nothing was written). */
  version: VersionSummarySchema.nullable(),
  /** raw/ paths of images the restored content names but no store holds any more (the entries are kept). */
  missingFiles: z.array(z.string()),
});
export type VersionRestoreResult = z.infer<typeof VersionRestoreResultSchema>;

/** Items that can be deleted and brought back. */
export const DELETED_ITEM_KINDS = ['product', 'project', 'campaign'] as const;
export const DeletedItemKindSchema = z.enum(DELETED_ITEM_KINDS);
export type DeletedItemKind = z.infer<typeof DeletedItemKindSchema>;

/** One entry of GET /api/deleted: a deleted project or campaign, or a deleted product with the products below it. */
export const DeletedItemSchema = z.object({
  kind: DeletedItemKindSchema,
  id: z.string(),
  title: z.string(),
  at: IsoDateSchema,
  by: VersionAuthorSchema,
  /** The parent it sat under (products); restoring needs it to exist. */
  parent: z.string().nullable(),
  /** Products deleted with it (its whole sub-tree, top down). */
  children: z.array(z.object({ id: z.string(), title: z.string() })),
});
export type DeletedItem = z.infer<typeof DeletedItemSchema>;
export const DeletedListSchema = z.array(DeletedItemSchema);

/** Products and projects have readable ids (a–z, 0–9, -); campaigns Firestore's auto-ids (letters and digits). */
export const DeletedParamsSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['product', 'project']), id: IdSchema }),
  z.object({ kind: z.literal('campaign'), id: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'Not a campaign id') }),
]);

export const DeletedRestoreResultSchema = z.object({
  kind: DeletedItemKindSchema,
  id: z.string(),
  /** Every id brought back (a product's sub-tree too). */
  restored: z.array(z.string()),
  missingFiles: z.array(z.string()),
});
export type DeletedRestoreResult = z.infer<typeof DeletedRestoreResultSchema>;
