import { z } from 'zod';

/** Widths the optimizer serves (spec §9): thumbnail, small, medium, large; 0 = original. */
export const IMAGE_WIDTHS = { thumbnail: 256, small: 512, medium: 1024, large: 1500 } as const;
export const VARIANT_WIDTHS = [256, 512, 1024, 1500] as const;
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const ImageFormatSchema = z.enum(IMAGE_FORMATS);
export type ImageFormat = z.infer<typeof ImageFormatSchema>;

/** Upload rules (spec §5): jpeg, jpg, png, gif and webp, by media type and file-name extension. */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;

/**
 * A stored image. `src` is either an absolute http(s) URL or a storage path under raw/
 * whose folders are written with commas: `products,<owner>,<imageId>.jpg`.
 */
export const ImageSchema = z.object({
  id: z.string().min(1).max(200),
  src: z.string().max(2000),
  title: z.string().max(200).default(''),
  alt_text: z.string().max(500).default(''),
  isMain: z.boolean().default(false),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Admin edit of an image's texts. */
export const ImagePatchSchema = z
  .object({ title: z.string().trim().max(200).optional(), alt_text: z.string().trim().max(500).optional() })
  .refine((v) => v.title !== undefined || v.alt_text !== undefined, 'Nothing to change');
export type ImagePatch = z.infer<typeof ImagePatchSchema>;

/** Answer of an upload (spec §7: id, url, name, alt) plus the stored image. */
export const UploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  image: ImageSchema,
});
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** Every stored image with its owner (GET /api/images). */
export const OwnedImageSchema = ImageSchema.extend({
  owner: z.object({ kind: z.enum(['product', 'project', 'category']), id: z.string(), title: z.string() }),
});
export type OwnedImage = z.infer<typeof OwnedImageSchema>;

/** Storage folders under raw/ (and optimized/): `raw/<kind>/<owner>/<imageId>.<ext>`. */
export const IMAGE_STORAGE_KINDS = ['products', 'projects', 'categories', 'site'] as const;
export type ImageStorageKind = (typeof IMAGE_STORAGE_KINDS)[number];

/** Owners whose documents hold an `images[]` list (the category image is a single field). */
export const IMAGE_OWNER_COLLECTIONS = ['products', 'projects'] as const;
export type ImageOwnerCollection = (typeof IMAGE_OWNER_COLLECTIONS)[number];

/** Optimizer quality: default 80 (spec §9), clamped to a sane range and rounded to a step of 5. */
export const DEFAULT_IMAGE_QUALITY = 80;
export const MIN_IMAGE_QUALITY = 30;
export const MAX_IMAGE_QUALITY = 95;

/**
 * Query of `/optimize/<path>?w=&h=&f=&q=`. Numbers are snapped and clamped by the server, so any
 * positive number is accepted here; `f` absent means the original's format (`jpg` is an alias).
 */
export const OptimizeQuerySchema = z.object({
  w: z.coerce.number().int().positive().max(100_000).optional(),
  h: z.coerce.number().int().positive().max(100_000).optional(),
  f: z.enum([...IMAGE_FORMATS, 'jpg']).optional(),
  q: z.coerce.number().min(0).optional(),
});
export type OptimizeQuery = z.infer<typeof OptimizeQuerySchema>;

/** Answer of set-main and reorder: the owner's images in their new order. */
export const ImageListSchema = z.array(ImageSchema);
