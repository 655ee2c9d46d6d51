import { slugify } from '@rms/schema';
import { htmlHasText } from '@/features/editor';

/** Spec §5: the one message of an incomplete details step. */
export const DETAILS_REQUIRED_MESSAGE = 'Title and description are required';

/** The message of a details step with title and description but no category (issue 11). */
export const CATEGORY_REQUIRED_MESSAGE = 'Velg en produktkategori';

/** The top level of the tree as a choice in the category picker (a new category). */
export const ROOT_CATEGORY = 'root';

export interface ProductDetails {
  title: string;
  description: string;
  /** The parent's id, ROOT_CATEGORY for a new category, or null when nothing is chosen yet. */
  category: string | null;
}

/**
 * Spec §5: step one is valid when title and description are non-empty and a category is chosen.
 * A missing category has its own message, so the admin is not told to fill in what is filled in.
 */
export function validateProductDetails(details: ProductDetails): string | null {
  if (!details.title.trim() || !htmlHasText(details.description)) return DETAILS_REQUIRED_MESSAGE;
  if (!details.category) return CATEGORY_REQUIRED_MESSAGE;
  return null;
}

/** Spec §5: step two is valid when at least one image exists. */
export function hasEnoughImages(count: number): boolean {
  return count >= 1;
}

/** The parent id the API takes: null for the top level. */
export function parentIdOf(category: string): string | null {
  return category === ROOT_CATEGORY ? null : category;
}

/**
 * The client-generated id of a new product (spec §4): the title's slug plus a short random
 * suffix, so two products with the same title do not collide. At most 100 characters.
 */
export function newProductId(title: string, random: () => number = Math.random): string {
  const suffix = Array.from({ length: 5 }, () => 'abcdefghijklmnopqrstuvwxyz0123456789'[Math.floor(random() * 36)]).join('');
  const slug = slugify(title, 90) || 'produkt';
  return `${slug}-${suffix}`;
}
