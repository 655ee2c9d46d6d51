import { z } from 'zod';
import { DescriptionSchema, IdSchema, TitleSchema } from './common';
import { ImageSchema } from './image';

/** Tree depth (spec §2: three nesting levels): 0 category, 1 product, 2 sub-product. */
export const MAX_PRODUCT_LEVEL = 2;

export const ProductMetadataSchema = z.object({
  path: z.string(),
  level: z.number().int().min(0),
  isCategory: z.boolean(),
  isProduct: z.boolean(),
  isSubProduct: z.boolean(),
});
export type ProductMetadata = z.infer<typeof ProductMetadataSchema>;

/** A node of the product tree as the API returns it. */
export const ProductNodeSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  images: z.array(ImageSchema),
  category: z.string().nullable(),
  index: z.number().int(),
  categoryImage: ImageSchema.nullable().optional(),
  metadata: ProductMetadataSchema,
  get sub() {
    return z.array(ProductNodeSchema);
  },
});
export type ProductNode = z.infer<typeof ProductNodeSchema>;

/** GET /api/products: the synthetic root holding the categories. */
export const ProductTreeSchema = z.object({
  id: z.literal('root'),
  get sub() {
    return z.array(ProductNodeSchema);
  },
});
export type ProductTree = z.infer<typeof ProductTreeSchema>;

/**
 * POST /api/products. The spec's client sends `id` (client-generated), `images` and `sub`
 * (both empty on create) and `index`; unknown fields are dropped.
 */
export const ProductCreateSchema = z.object({
  id: IdSchema.optional(),
  title: TitleSchema,
  description: DescriptionSchema.default(''),
  category: IdSchema.nullable().default(null),
  index: z.number().int().min(0).optional(),
});
export type ProductCreate = z.infer<typeof ProductCreateSchema>;

/** PUT /api/products/{id}: any subset of the editable fields. */
export const ProductUpdateSchema = z.object({
  id: IdSchema.optional(),
  title: TitleSchema.optional(),
  description: DescriptionSchema.optional(),
  category: IdSchema.nullable().optional(),
  index: z.number().int().min(0).optional(),
  images: z.array(ImageSchema).optional(),
});
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

/** Set the main image of a product or project. */
export const SetMainImageSchema = z.object({ imageId: z.string().min(1).max(200) });
export type SetMainImage = z.infer<typeof SetMainImageSchema>;

/** Reorder an owner's images: every current image id, in the new order. */
export const ImageOrderSchema = z.object({ imageIds: z.array(z.string().min(1).max(200)).min(1) });
export type ImageOrder = z.infer<typeof ImageOrderSchema>;
