import { z } from 'zod';
import { DescriptionSchema, IdSchema, IsoDateSchema, TitleSchema } from './common';
import { ImageSchema } from './image';

export const TEMP_ID_PREFIX = 'temp-';

export const ProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  draft: z.boolean(),
  created_at: IsoDateSchema,
  modified_at: IsoDateSchema,
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectCreateSchema = z.object({
  id: IdSchema.optional(),
  title: TitleSchema,
  description: DescriptionSchema.default(''),
  draft: z.boolean().default(true),
});
export type ProjectCreate = z.infer<typeof ProjectCreateSchema>;

export const ProjectUpdateSchema = z.object({
  id: z.string().optional(),
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  draft: z.boolean().optional(),
  images: z.array(ImageSchema).optional(),
});
export type ProjectUpdate = z.infer<typeof ProjectUpdateSchema>;

/** Preview of delete-by-title (spec §7). */
export const ProjectTitleMatchSchema = z.object({ id: z.string(), title: z.string() });
export type ProjectTitleMatch = z.infer<typeof ProjectTitleMatchSchema>;

export const TitlePatternSchema = z.string().trim().min(1, 'Please enter a title pattern to match').max(200);
