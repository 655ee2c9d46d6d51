import { slugify } from '@rms/schema';
import { z } from 'zod';
import { DetailsSchema } from '@/features/editor';

/** The message of a details step with title and description but no category. */
export const CATEGORY_REQUIRED_MESSAGE = 'Velg en produktkategori';

/** The top level of the tree as a choice in the category picker (a new category). */
export const ROOT_CATEGORY = 'root';

/** The parent id the API takes: null for the top level. */
export function parentIdOf(category: string): string | null {
  return category === ROOT_CATEGORY ? null : category;
}

/**
 * Step one of the product wizard and the product editor: title and description as for
 * every item (DetailsSchema), and a chosen category: the parent's id or ROOT_CATEGORY (null until the
 * admin picks one), sent to the API as the parent id (null for the top level). A missing category has
 * its own message, so the admin is not told to fill in what is filled in; the form shows the first one.
 */
export const ProductDetailsSchema = DetailsSchema.extend({
  category: z.string().nullable().pipe(z.string({ error: CATEGORY_REQUIRED_MESSAGE })).transform(parentIdOf),
});
export type ProductDetailsInput = z.input<typeof ProductDetailsSchema>;
export type ProductDetails = z.output<typeof ProductDetailsSchema>;

/** The wizard's image step is done when at least one image exists. */
export function hasEnoughImages(count: number): boolean {
  return count >= 1;
}

/**
 * The client-generated id of a new product: the title's slug plus a short random
 * suffix, so two products with the same title do not collide. At most 100 characters.
 */
export function newProductId(title: string, random: () => number = Math.random): string {
  const suffix = Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  const slug = slugify(title, 90) || 'produkt';
  return `${slug}-${suffix}`;
}
