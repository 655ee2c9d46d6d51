import { z } from 'zod';
import { SEO_DESCRIPTION_MAX, SEO_TITLE_MAX } from './seo-limits';

export * from './seo-limits';

const text = (label: string, max: number) => z.string().trim().max(max, `${label} kan ha høyst ${max} tegn`).optional();

/**
 * Search and share fields of a product, a project or a fixed page, all optional:
 * the title and description Google and link previews show, the share image (one of the item's own
 * pictures; for fixed pages one uploaded in 'Innstillinger') and 'Skjul for søkemotorer'.
 * An empty string is the form's "not set": the server stores only the fields set (compactSeo), and
 * the page falls back to the head it makes from its own title, text and first picture.
 */
export const SeoSchema = z.object({
  title: text('Tittel for søk', SEO_TITLE_MAX),
  description: text('Beskrivelse for søk', SEO_DESCRIPTION_MAX),
  imageId: z.string().trim().max(200).optional(),
  noindex: z.boolean().optional(),
});
export type Seo = z.infer<typeof SeoSchema>;

/** Only the fields that are set: what is stored. */
export function compactSeo(seo: Seo): Seo {
  return {
    ...(seo.title ? { title: seo.title } : {}),
    ...(seo.description ? { description: seo.description } : {}),
    ...(seo.imageId ? { imageId: seo.imageId } : {}),
    ...(seo.noindex ? { noindex: true } : {}),
  };
}

export const FOREIGN_SEO_IMAGE_MESSAGE = 'Delingsbildet må være et av bildene til siden';

/** The issue a write gets when its share image is not one of `ownImageIds` (null when it is, or none is chosen). */
export function foreignSeoImage(seo: Seo | undefined, ownImageIds: Iterable<string>): string | null {
  if (!seo?.imageId) return null;
  return new Set(ownImageIds).has(seo.imageId) ? null : FOREIGN_SEO_IMAGE_MESSAGE;
}
