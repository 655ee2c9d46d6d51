import { z } from 'zod';
import { DescriptionSchema, IdSchema, IsoDateSchema, TitleSchema } from './common';
import { ImageSchema, StartedFromSchema } from './image';
import { SeoSchema } from './seo';
import { checkWindow, windowInputShape, windowShape } from './schedule';

export const TEMP_ID_PREFIX = 'temp-';

export const ProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  draft: z.boolean(),
  /** Search and share fields; absent: the head is made from the title, text and first picture. */
  seo: SeoSchema.optional(),
  /** Its publishing window (decision 134): visitors see it only inside it. */
  ...windowShape,
  created_at: IsoDateSchema,
  modified_at: IsoDateSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

/** GET /api/projects: newest `modified_at` first. */
export const ProjectListSchema = z.array(ProjectSchema);

/**
 * POST /api/projects. New projects are drafts unless `draft: false` is sent. Without `id`, or
 * with the client's temporary `temp-...` id, the server derives a readable slug of the title.
 */
export const ProjectCreateSchema = checkWindow(
  z.object({
    id: IdSchema.optional(),
    title: TitleSchema,
    description: DescriptionSchema.default(''),
    draft: z.boolean().default(true),
    images: z.array(ImageSchema).max(200).default([]),
    /** `imageId` must be one of `images`. */
    seo: SeoSchema.optional(),
    ...windowInputShape,
  }),
);
export type ProjectCreateInput = z.input<typeof ProjectCreateSchema>;
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

/** PUT /api/projects/{id}: any subset; `draft` publishes or unpublishes; `modified_at` is bumped. */
export const ProjectUpdateSchema = z.object({
  id: IdSchema.optional(),
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  draft: z.boolean().optional(),
  images: z.array(ImageSchema).max(200).optional(),
  /** Replaces the whole object; `imageId` must be one of the project's images (after this write). */
  seo: SeoSchema.optional(),
  /** Each replaces the stored edge (null clears it); the window after this write must end after it starts. */
  ...windowInputShape,
  modified_at: StartedFromSchema,
});
export type ProjectUpdateInput = z.input<typeof ProjectUpdateSchema>;
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

export const EMPTY_PATTERN_MESSAGE = 'Please enter a title pattern to match';
export const NO_MATCH_MESSAGE = 'No projects match this pattern';

/** Preview of delete-by-title: the id and title of every project the pattern matches. */
export const ProjectTitleMatchSchema = z.object({ id: z.string(), title: z.string() });
export type ProjectTitleMatch = z.infer<typeof ProjectTitleMatchSchema>;

export const MAX_TITLE_PATTERN_LENGTH = 100;
export const PATTERN_TOO_LONG_MESSAGE = `Mønsteret kan være høyst ${MAX_TITLE_PATTERN_LENGTH} tegn.`;

/**
 * Case-insensitive substring of a title; `*` matches any run of characters. Bounded, so matching it
 * against every title stays cheap (decision 148).
 */
export const TitlePatternSchema = z.string().trim().min(1, EMPTY_PATTERN_MESSAGE).max(MAX_TITLE_PATTERN_LENGTH, PATTERN_TOO_LONG_MESSAGE);
export const TitlePatternParamsSchema = z.object({ pattern: TitlePatternSchema });

export const DELETE_IDS_REQUIRED_MESSAGE = 'List the ids to delete (ids=a,b,c): the ids of the preview the admin confirmed';

/**
 * Query of DELETE /api/projects/by-title/{pattern}: `ids`, comma-separated, the preview's ids. Only
 * listed projects whose titles still match are deleted (what the admin saw, never more).
 */
export const DeleteByTitleQuerySchema = z.object({
  ids: z
    .string({ error: DELETE_IDS_REQUIRED_MESSAGE })
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))])
    .pipe(z.array(IdSchema).min(1, DELETE_IDS_REQUIRED_MESSAGE).max(1000)),
});
