import { z } from 'zod';
import { DescriptionSchema, IdSchema, IsoDateSchema, TitleSchema } from './common';
import { ImageSchema, StartedFromSchema } from './image';
import { SeoSchema } from './seo';
import { ScheduleTimeSchema, checkWindow, windowInputShape } from './schedule';

/** Tree depth, three nesting levels: 0 category, 1 product, 2 sub-product. */
export const MAX_PRODUCT_LEVEL = 2;

export const ProductMetadataSchema = z.object({
  path: z.string(),
  level: z.number().int().min(0),
  isCategory: z.boolean(),
  isProduct: z.boolean(),
  isSubProduct: z.boolean(),
});
export type ProductMetadata = z.infer<typeof ProductMetadataSchema>;

/** The fields a product has both as stored and as a node of the tree the API returns: written once. */
const productFields = {
  title: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  category: z.string().nullable(),
  index: z.number().int(),
  categoryImage: ImageSchema.nullable().optional(),
  /** A draft (and everything under it) is shown to admins only. */
  draft: z.boolean().optional(),
  /** Search and share fields; absent: the head is made from the title, text and first picture. */
  seo: SeoSchema.optional(),
};

const optionalIso = IsoDateSchema.nullable().optional();

/**
 * `products/{id}` as stored: the fields the site relies on (the document id is not one of them).
 * Loose: a field added later does not make older code reject a backup.
 */
const storedProductShape = {
  ...productFields,
  publishAt: optionalIso,
  unpublishAt: optionalIso,
  created_at: optionalIso,
  modified_at: optionalIso,
};
export const StoredProductDocSchema = z.looseObject(storedProductShape);
export type StoredProductDoc = z.infer<z.ZodObject<typeof storedProductShape>>;

const productNodeFields = z.object({
  id: z.string(),
  ...productFields,
  // The API always sends draft and modified_at; optional only so hand-made nodes (tests, fixtures) stay short.
  /** Set by the server on every change; a write sends back the value it started from (409 when stale). */
  modified_at: z.string().optional(),
  /** Its publishing window (decision 134): visitors see it (and what is under it) only inside it. */
  publishAt: ScheduleTimeSchema.optional(),
  unpublishAt: ScheduleTimeSchema.optional(),
  metadata: ProductMetadataSchema,
});

/** A node of the product tree as the API returns it. */
export type ProductNode = z.infer<typeof productNodeFields> & { sub: ProductNode[] };
export const ProductNodeSchema: z.ZodType<ProductNode> = productNodeFields.extend({
  sub: z.lazy(() => z.array(ProductNodeSchema)),
});

/** GET /api/products: the synthetic root holding the categories. */
export const ProductTreeSchema = z.object({
  id: z.literal('root'),
  get sub() {
    return z.array(ProductNodeSchema);
  },
});
export type ProductTree = z.infer<typeof ProductTreeSchema>;

/**
 * The parent of a node: a category or product id, or null for a top-level category.
 * `''` and `'root'` (the synthetic root of the tree) also mean top level.
 */
export const ParentIdSchema = z
  .union([z.literal(''), IdSchema, z.null()])
  .transform((v) => (v === '' || v === 'root' ? null : v));

/** Position among siblings (0 first); larger than the sibling count means last. */
export const SiblingIndexSchema = z.number().int().min(0).max(10_000);

/**
 * POST /api/products. The admin client sends `id` (client-generated), `images` and `sub`
 * (both empty on create) and `index`; `sub`, `metadata` and other unknown fields are dropped.
 * Without `id` the server derives a readable slug of the title; without `index` the node goes last.
 */
export const ProductCreateSchema = checkWindow(
  z.object({
    id: IdSchema.optional(),
    title: TitleSchema,
    description: DescriptionSchema.default(''),
    category: ParentIdSchema.default(null),
    index: SiblingIndexSchema.optional(),
    images: z.array(ImageSchema).max(200).default([]),
    /** The wizard creates drafts; 'Ferdig' publishes them. Published unless sent. */
    draft: z.boolean().default(false),
    /** `imageId` must be one of `images`. */
    seo: SeoSchema.optional(),
    ...windowInputShape,
  }),
);
export type ProductCreateInput = z.input<typeof ProductCreateSchema>;
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/**
 * PUT /api/products/{id}: any subset of the editable fields. `id`, when sent, must equal the
 * path's id (ids never change). A new `category` and/or `index` moves the node; siblings are
 * re-numbered so every parent's children stay 0, 1, 2, ...
 */
export const ProductUpdateSchema = z.object({
  id: IdSchema.optional(),
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  category: ParentIdSchema.optional(),
  index: SiblingIndexSchema.optional(),
  images: z.array(ImageSchema).max(200).optional(),
  draft: z.boolean().optional(),
  /** Replaces the whole object; `imageId` must be one of the node's images (after this write). */
  seo: SeoSchema.optional(),
  /** Each replaces the stored edge (null clears it); the window after this write must end after it starts. */
  ...windowInputShape,
  modified_at: StartedFromSchema,
});
export type ProductUpdateInput = z.input<typeof ProductUpdateSchema>;
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** DELETE /api/products/{id}?recursive=true: also delete the node's sub-tree. */
export const ProductDeleteQuerySchema = z.object({
  recursive: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => v === 'true' || v === '1'),
});

/** Answer of POST /api/products: the whole tree plus the node just created. */
export const ProductCreateResultSchema = z.object({
  id: z.literal('root'),
  get sub() {
    return z.array(ProductNodeSchema);
  },
  created: ProductNodeSchema,
});
export type ProductCreateResult = z.infer<typeof ProductCreateResultSchema>;

/** Set the main image of a product or project. */
export const SetMainImageSchema = z.object({ imageId: z.string().min(1).max(200), modified_at: StartedFromSchema });
export type SetMainImage = z.infer<typeof SetMainImageSchema>;

/** Reorder an owner's images: every current image id, in the new order. */
export const ImageOrderSchema = z.object({ imageIds: z.array(z.string().min(1).max(200)).min(1), modified_at: StartedFromSchema });
export type ImageOrder = z.infer<typeof ImageOrderSchema>;
