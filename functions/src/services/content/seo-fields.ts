import { foreignSeoImage, type Image, type Seo } from '@rms/schema';
import { ValidationError } from '../../errors';

/**
 * A product's or project's share image must be one of its own pictures: a foreign id
 * would put another page's picture, or none at all, on this page's link previews. 400, nothing written.
 * A picture deleted later is not checked here: the page then falls back to its first picture.
 */
export function assertOwnSeoImage(seo: Seo | undefined, images: readonly Image[]): void {
  const problem = foreignSeoImage(seo, images.map((image) => image.id));
  if (problem) throw new ValidationError(`${problem} (imageId "${seo?.imageId ?? ''}")`, [{ path: 'seo.imageId', message: problem }]);
}
