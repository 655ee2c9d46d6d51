// No zod here: the admin form's counters and the renderer read these without loading zod.

/** Google shows about 60 characters of a title and 160 of a description; longer ones are cut. */
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

/** The site's fixed pages whose search and share fields live in the site settings (`pageSeo`). */
export const FIXED_PAGES = ['home', 'products', 'references', 'about', 'contact', 'booking', 'privacy'] as const;
export type FixedPage = (typeof FIXED_PAGES)[number];

/** What staff chose for one page; each field optional, an empty one means "as before". */
export interface SeoFields {
  title?: string | undefined;
  description?: string | undefined;
  imageId?: string | undefined;
  noindex?: boolean | undefined;
}
