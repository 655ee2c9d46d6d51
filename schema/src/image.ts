import { z } from 'zod';
import { IsoDateSchema } from './common';
import { DEFAULT_IMAGE_QUALITY, SHARE_CROP, VARIANT_WIDTHS } from './image-widths';

/**
 * The `modified_at` a write started from (optimistic concurrency): older than the stored one → 409
 * CONFLICT and nothing changes. Absent means "not checked" (tools, old clients).
 */
export const StartedFromSchema = IsoDateSchema.optional();

export { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, SHARE_CROP, VARIANT_WIDTHS } from './image-widths';
export const IMAGE_FORMATS = ['webp', 'avif', 'jpeg', 'png'] as const;
export const ImageFormatSchema = z.enum(IMAGE_FORMATS);
export type ImageFormat = z.infer<typeof ImageFormatSchema>;

/** Upload rules: jpeg, jpg, png, gif and webp, by media type and file-name extension. */
export const ACCEPTED_IMAGE_TYPES: Readonly<Record<string, readonly string[]>> = {
  'image/jpeg': ['.jpeg', '.jpg'],
  'image/png': ['.png'],
  'image/gif': ['.gif'],
  'image/webp': ['.webp'],
};
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_IMAGE_PIXELS = 50_000_000;

/** The subject of a picture, as fractions of its width and height from the top left: every crop keeps it in view. */
export const FocusSchema = z.object({ x: z.number().min(0).max(1), y: z.number().min(0).max(1) });
export type Focus = z.infer<typeof FocusSchema>;

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
  /** Absent: crops stay centred. */
  focus: FocusSchema.optional(),
});
export type Image = z.infer<typeof ImageSchema>;

/** Admin edit of an image's texts. */
export const ImagePatchSchema = z
  .object({ title: z.string().trim().max(200).optional(), alt_text: z.string().trim().max(500).optional(), modified_at: StartedFromSchema })
  .refine((v) => v.title !== undefined || v.alt_text !== undefined, 'Nothing to change');
export type ImagePatch = z.infer<typeof ImagePatchSchema>;

/** Answer of an upload (id, url, name, alt, as the admin client reads it) plus the stored image and the owner's new `modified_at`. */
export const UploadedImageSchema = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  alt: z.string(),
  image: ImageSchema,
  modified_at: z.string().optional(),
});

/** Optional query of the category image delete: the owner's `modified_at` the admin started from. */
export const StartedFromQuerySchema = z.object({ modified_at: StartedFromSchema });
export type UploadedImage = z.infer<typeof UploadedImageSchema>;

/** Where a picture is used: a live or draft item, only an older version of one, or an item in the bin. */
export const IMAGE_USE_STATES = ['live', 'draft', 'version', 'deleted'] as const;
export const ImageUseSchema = z.object({
  kind: z.enum(['product', 'category', 'project', 'settings', 'campaign']),
  id: z.string(),
  title: z.string(),
  /** The staff screen that shows it there. */
  path: z.string(),
  state: z.enum(IMAGE_USE_STATES),
});
export type ImageUse = z.infer<typeof ImageUseSchema>;

/** One picture of the library (GET /api/images). `key` is its storage key, as in `src`. */
export const LibraryImageSchema = z.object({
  key: z.string(),
  src: z.string(),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  /** The original's size in storage; null when its file is gone. */
  bytes: z.number().int().nonnegative().nullable(),
  /**
   * The picture's title as stored with it: the uploader's, or the original file's name without its
   * extension when none was given. Empty when no record of it has one (a file nothing refers to).
   */
  title: z.string(),
  alt_text: z.string(),
  focus: FocusSchema.nullable(),
  usedIn: z.array(ImageUseSchema),
});
export type LibraryImage = z.infer<typeof LibraryImageSchema>;

const QueryFlagSchema = z.enum(['true', 'false']).transform((v) => v === 'true');
/** GET /api/images?q=&missingAlt=true&unused=true: a search over alt text, titles and file name; pictures without alt text; pictures no live or draft item uses. */
export const ImageLibraryQuerySchema = z.strictObject({
  q: z.string().trim().max(200).optional(),
  missingAlt: QueryFlagSchema.optional(),
  unused: QueryFlagSchema.optional(),
});
export type ImageLibraryQuery = z.infer<typeof ImageLibraryQuerySchema>;

/** PATCH /api/images/{key}: the alt text and the focal point (null: none, crops stay centred) of a picture, in every live and draft item that uses it. */
export const LibraryImagePatchSchema = z
  .strictObject({ alt_text: z.string().trim().max(500).optional(), focus: FocusSchema.nullable().optional() })
  .refine((v) => v.alt_text !== undefined || v.focus !== undefined, 'Nothing to change: give alt_text or focus');
export type LibraryImagePatch = z.infer<typeof LibraryImagePatchSchema>;

/** Answer of POST /api/images/{key}/takedown: how many of each a takedown for good changed (decision 129). */
export const TakedownResultSchema = z.object({
  items: z.number().int().nonnegative(),
  versions: z.number().int().nonnegative(),
  backups: z.number().int().nonnegative(),
  files: z.number().int().nonnegative(),
});
export type TakedownResult = z.infer<typeof TakedownResultSchema>;

/** The path parameter naming one picture of the library: its storage key, as in `src` (`projects,hytte,k3x9.jpg`). */
export const ImageKeyParamsSchema = z.object({ key: z.string().trim().min(1).max(300) });

/** Storage folders under raw/ (and optimized/): `raw/<kind>/<owner>/<imageId>.<ext>`. */
export const IMAGE_STORAGE_KINDS = ['products', 'projects', 'categories', 'site'] as const;
export type ImageStorageKind = (typeof IMAGE_STORAGE_KINDS)[number];

/** Owners whose documents hold an `images[]` list (the category image is a single field). */
export const IMAGE_OWNER_COLLECTIONS = ['products', 'projects'] as const;
export type ImageOwnerCollection = (typeof IMAGE_OWNER_COLLECTIONS)[number];


const WIDTH_PARAMS = VARIANT_WIDTHS.map(String) as [string, ...string[]];
const SHARE_WIDTH = String(SHARE_CROP.width);
const SHARE_HEIGHT = String(SHARE_CROP.height);
const FOCUS_PARAMS = Array.from({ length: 100 / SHARE_CROP.focusStep + 1 }, (_, i) => String(i * SHARE_CROP.focusStep)) as [string, ...string[]];
const focusParam = (name: 'fx' | 'fy', from: string) =>
  z.enum(FOCUS_PARAMS, { error: `${name} must be a whole multiple of ${SHARE_CROP.focusStep} from 0 to 100 (percent of the ${from})` }).transform(Number).optional();
const SHARE_QUERY = `w=${SHARE_WIDTH}&h=${SHARE_HEIGHT}&f=jpg`;

/**
 * Query of `/optimize/<path>?w=&f=&q=`: a closed set (decision 033). `w` is one of the site's widths
 * (absent: the original's size), `f` one of its formats (absent: the original's, `jpg` an alias),
 * `q` only 80. One fixed-size crop besides: the share image, `w=1200&h=630&f=jpg&fx=&fy=`, cut
 * around the focal point fx, fy (percent from the left and the top, on a 5 % grid, so a picture has
 * at most 441 of them; decision 131). Any other height or parameter is refused: it would only make
 * a new CDN key for the same bytes.
 */
export const OptimizeQuerySchema = z
  .strictObject({
    w: z
      .enum([...WIDTH_PARAMS, SHARE_WIDTH], { error: `w must be one of ${VARIANT_WIDTHS.join(', ')} (leave it out for the original size), or ${SHARE_WIDTH} with h=${SHARE_HEIGHT}` })
      .transform(Number)
      .optional(),
    h: z.literal(SHARE_HEIGHT, { error: `h is served only for the share image: ${SHARE_QUERY}` }).transform(Number).optional(),
    f: z.enum([...IMAGE_FORMATS, 'jpg'], { error: `f must be one of ${[...IMAGE_FORMATS, 'jpg'].join(', ')}` }).optional(),
    q: z.literal(String(DEFAULT_IMAGE_QUALITY), { error: `q must be ${DEFAULT_IMAGE_QUALITY}` }).optional(),
    fx: focusParam('fx', 'width from the left'),
    fy: focusParam('fy', 'height from the top'),
  })
  .superRefine((query, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (query.h !== undefined) {
      if (query.w !== SHARE_CROP.width) issue('w', `w must be ${SHARE_WIDTH} with h=${SHARE_HEIGHT}`);
      if (query.f !== 'jpg') issue('f', `f must be jpg with h=${SHARE_HEIGHT}`);
      if (query.fx === undefined) issue('fx', `fx is required with h=${SHARE_HEIGHT}`);
      if (query.fy === undefined) issue('fy', `fy is required with h=${SHARE_HEIGHT}`);
      return;
    }
    if (query.w === SHARE_CROP.width) issue('w', `w=${SHARE_WIDTH} is served only for the share image: ${SHARE_QUERY}`);
    if (query.fx !== undefined) issue('fx', `fx is used only with h=${SHARE_HEIGHT}`);
    if (query.fy !== undefined) issue('fy', `fy is used only with h=${SHARE_HEIGHT}`);
  });
export type OptimizeQuery = z.infer<typeof OptimizeQuerySchema>;

/** Answer of set-main and reorder: the owner's images in their new order. */
export const ImageListSchema = z.array(ImageSchema);
