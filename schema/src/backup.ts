import { z } from 'zod';
import { StoredBookingDocSchema } from './booking';
import { StoredCampaignDocSchema } from './campaign';
import { AuditEntrySchema, IsoDateSchema } from './common';
import { StoredEnquiryDocSchema } from './enquiries';
import { ImageSchema } from './image';
import { StoredProductDocSchema } from './product';
import { StoredQuoteDocSchema } from './quote';
import { StoredRedirectDocSchema } from './redirect';
import { SeoSchema } from './seo';
import { UserDocSchema } from './user';

export const BACKUP_COLLECTIONS = ['products', 'projects', 'users', 'messages', 'audit', 'settings', 'redirects', 'campaigns', 'bookings', 'quotes'] as const;
export type BackupCollection = (typeof BACKUP_COLLECTIONS)[number];

/**
 * The content a restore makes equal to the backup (the site's own content, with the image files it
 * refers to). Everything else in a backup is never rolled back: messages and audit entries missing
 * now are added back, none is removed; users and roles stay as they are. Site visit bookings go with
 * their enquiries: added back when missing, never removed (decision 149), and so do quotes (decision 152).
 */
export const RESTORED_CONTENT_COLLECTIONS = ['products', 'projects', 'settings', 'redirects', 'campaigns'] as const satisfies readonly BackupCollection[];
/** Collections a restore only adds missing documents to (append-only). */
export const RESTORE_APPEND_ONLY_COLLECTIONS = ['messages', 'audit', 'bookings', 'quotes'] as const satisfies readonly BackupCollection[];

/** Where backups keep a copy of every original image they refer to (content-addressed by its raw/ path). */
export const BACKUP_FILES_PREFIX = 'backups/files/';
export const BACKUP_FORMAT = 'rms-backup';
export const BACKUP_FORMAT_VERSION = 1;
/** Nightly backups kept; manual and safety backups are never pruned automatically. */
export const NIGHTLY_BACKUPS_KEPT = 30;

/** manual: POST /api/backups/trigger; nightly: the scheduled function; safety: taken by a restore. */
export const BackupKindSchema = z.enum(['manual', 'nightly', 'safety']);
export type BackupKind = z.infer<typeof BackupKindSchema>;

/** One entry of GET /api/backups/list (name, timeCreated, as the admin client reads it). */
export const BackupSchema = z.object({ name: z.string(), timeCreated: z.string(), kind: BackupKindSchema.optional() });
export type Backup = z.infer<typeof BackupSchema>;

export const BackupRestoreSchema = z.object({
  filename: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9._-]{1,200}\.json$/, 'Must be the file name of a backup'),
  tag: z
    .string()
    .trim()
    .max(60)
    .regex(/^[\p{L}\p{N} _-]*$/u, 'Letters, digits, space, - and _ only')
    .optional()
    .default(''),
});
export type BackupRestore = z.infer<typeof BackupRestoreSchema>;

/** The answer of POST /api/backups/restore. */
export const BackupRestoreResultSchema = z.object({
  restored: z.string(),
  safetyBackup: BackupSchema,
  counts: z.record(z.string(), z.object({ written: z.number().int(), deleted: z.number().int() })),
});
export type BackupRestoreResult = z.infer<typeof BackupRestoreResultSchema>;

// Stored documents, as the API writes them. Loose objects: a field added later
// does not make older code reject a backup, but every field the site relies on must be right.

const optionalIso = IsoDateSchema.nullable().optional();

const storedProjectShape = {
  title: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  draft: z.boolean(),
  seo: SeoSchema.optional(),
  publishAt: optionalIso,
  unpublishAt: optionalIso,
  created_at: IsoDateSchema,
  modified_at: IsoDateSchema,
};
export const StoredProjectDocSchema = z.looseObject(storedProjectShape);
/** `projects/{id}` as stored. */
export type StoredProjectDoc = z.infer<z.ZodObject<typeof storedProjectShape>>;

/** users/{uid} and audit/{id} have their own schemas where they are written (user.ts, common.ts). */
export const StoredUserDocSchema = UserDocSchema;
export const StoredAuditDocSchema = AuditEntrySchema;

/** Firestore document ids: no '/', not '.' or '..', not `__…__`, at most 1500 characters. */
export const DocumentIdSchema = z
  .string()
  .regex(/^(?!\.\.?$)(?!__.*__$)[^/]{1,1500}$/, 'Not a valid Firestore document id');

const docs = <T extends z.ZodType>(doc: T) => z.record(DocumentIdSchema, doc);

/** A backup file: `backups/<name>.json`, every collection as `{ id: document }`. */
export const BackupFileSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  version: z.literal(BACKUP_FORMAT_VERSION),
  createdAt: IsoDateSchema,
  kind: BackupKindSchema.optional(),
  tag: z.string().optional(),
  collections: z.object({
    products: docs(StoredProductDocSchema),
    projects: docs(StoredProjectDocSchema),
    users: docs(StoredUserDocSchema),
    messages: docs(StoredEnquiryDocSchema),
    audit: docs(StoredAuditDocSchema),
    /** settings/site and friends; absent in backups made before the settings existed. */
    settings: docs(z.looseObject({})).optional(),
    /** Old addresses and where they lead now; absent in backups made before redirects existed. */
    redirects: docs(StoredRedirectDocSchema).optional(),
    /** Campaigns; absent in backups made before campaigns existed. */
    campaigns: docs(StoredCampaignDocSchema).optional(),
    /** Site visit bookings (decision 149); absent in backups made before bookings existed. */
    bookings: docs(StoredBookingDocSchema).optional(),
    /** Quotes, one document per version (decision 152); absent in backups made before quotes existed. */
    quotes: docs(StoredQuoteDocSchema).optional(),
  }),
});
export type BackupFile = z.infer<typeof BackupFileSchema>;
/** A document as read from Firestore or from a backup file. */
export type BackupDocuments = Record<BackupCollection, Record<string, Record<string, unknown>>>;
